import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/app';
import { customers, items } from '../../db/schema';
import { connectionsOf } from './millSettings';
import { loadConfig } from '../../config';

const t = await createTestApp();
const admin = await t.userWithRoles('Chief', ['admin']);
await t.database.db.insert(items).values({
  itemCode: 'SJ-30-160',
  itemName: '30s Single Jersey 160 GSM',
  itemGroup: 'Fabric',
  quality: 'Single Jersey',
  uom: 'Kg',
});
await t.database.db.insert(customers).values({
  name: 'CUST-00001',
  customerName: 'Tiruppur Knits',
  customerType: 'Company',
  customerGroup: 'Commercial',
  territory: 'India',
});

const itemBand = { scope: 'item', key: 'SJ-30-160', grade1Below: 15, grade3Above: 25 } as const;
const valid = {
  gradeBand: { grade1Below: 18, grade3Above: 28 },
  gsmTolerancePct: 4,
  widthTolerancePct: 2.5,
  toleranceLowersGrade: false,
  overrides: [
    itemBand,
    { scope: 'customer' as const, key: 'CUST-00001', grade1Below: 10, grade3Above: 20 },
  ],
};

describe('mill settings', () => {
  it('starts with the knit-mill defaults: < 20 / 20–30 / > 30 points per 100 m²', async () => {
    const res = await t.call('getSettings', {}, admin);
    expect(res.json()).toMatchObject({
      gradeBand: { grade1Below: 20, grade3Above: 30 },
      gsmTolerancePct: 5,
      overrides: [],
      updatedAt: null,
    });
  });

  it('saves bands, tolerances and overrides with their names, and audits the change', async () => {
    const res = await t.call('saveSettings', { jsonData: valid }, admin);
    expect(res.statusCode).toBe(200);
    const saved = (await t.call('getSettings', {}, admin)).json();
    expect(saved).toMatchObject({
      gradeBand: valid.gradeBand,
      widthTolerancePct: 2.5,
      updatedBy: 'Chief',
    });
    expect(saved.overrides).toEqual([
      {
        scope: 'customer',
        key: 'CUST-00001',
        label: 'Tiruppur Knits',
        grade1Below: 10,
        grade3Above: 20,
      },
      {
        scope: 'item',
        key: 'SJ-30-160',
        label: '30s Single Jersey 160 GSM',
        grade1Below: 15,
        grade3Above: 25,
      },
    ]);
    const log = (await t.call('getAuditLog', {}, admin)).json();
    expect(log[0]).toMatchObject({
      action: 'settings.changed',
      details: { overridesAdded: ['item:SJ-30-160', 'customer:CUST-00001'], overridesRemoved: [] },
    });
  });

  it('refuses bands out of order, duplicates and unknown items, naming the field and writing nothing', async () => {
    const order = await t.call(
      'saveSettings',
      { jsonData: { ...valid, gradeBand: { grade1Below: 30, grade3Above: 20 } } },
      admin,
    );
    expect(order.json().error.issues[0].path).toBe('jsonData.gradeBand.grade3Above');
    const twice = await t.call(
      'saveSettings',
      { jsonData: { ...valid, overrides: [itemBand, itemBand] } },
      admin,
    );
    expect(twice.json().error.issues[0].path).toBe('jsonData.overrides');
    const unknown = { scope: 'item', key: 'NOPE', grade1Below: 1, grade3Above: 2 } as const;
    const res = await t.call(
      'saveSettings',
      { jsonData: { ...valid, overrides: [unknown], gsmTolerancePct: 9 } },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('jsonData.overrides.0.key');
    expect((await t.call('getSettings', {}, admin)).json()).toMatchObject({ gsmTolerancePct: 4 });
  });

  it('is for administrators only', async () => {
    const inspector = await t.userWithRoles('Insp', ['inspector']);
    expect((await t.call('getSettings', {}, inspector)).statusCode).toBe(403);
    expect((await t.call('saveSettings', { jsonData: valid }, inspector)).statusCode).toBe(403);
  });
});

describe('connection status', () => {
  it('says configured, incomplete or not configured, naming missing variables but never values', () => {
    const none = connectionsOf(loadConfig({}));
    expect(none).toEqual({
      smtp: { state: 'notConfigured', missing: ['SMTP_URL'] },
      erpnext: {
        state: 'notConfigured',
        missing: ['ERPNEXT_URL', 'ERPNEXT_API_KEY', 'ERPNEXT_API_SECRET'],
      },
    });
    const some = connectionsOf(
      loadConfig({
        SMTP_URL: 'smtp://u:secret@mail',
        ERPNEXT_URL: 'https://erp.mill.test',
        ERPNEXT_API_KEY: 'k',
      }),
    );
    expect(some.smtp).toEqual({ state: 'configured', missing: [] });
    expect(some.erpnext).toEqual({ state: 'incomplete', missing: ['ERPNEXT_API_SECRET'] });
    expect(JSON.stringify(some)).not.toMatch(/secret@|erp\.mill/);
  });
});
