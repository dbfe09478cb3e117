import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { handlerCtx } from '../../../tests/support/demo';
import { startFakeSite, type FakeSite } from '../../erpnext/fake/site';
import { tryLockSync } from '../../erpnext/pull/lock';
import { syncRunning } from '../../erpnext/pull/run';
import { syncSite } from '../../erpnext/pull/sync';
import { secondProcess } from '../../erpnext/push/testing';
import { checkSite, siteClientOf } from '../../erpnext/site/connection';
import type { UserCtx } from '../../http/context';
import { erpSyncHandlers } from './sync';

let t: TestApp;
let site: FakeSite;
let ctx: UserCtx;
beforeAll(async () => {
  t = await createTestApp();
  site = await startFakeSite();
  const base = handlerCtx(t.database.db);
  ctx = {
    ...base,
    config: {
      ...base.config,
      ERPNEXT_URL: site.url,
      ERPNEXT_API_KEY: site.apiKey,
      ERPNEXT_API_SECRET: site.apiSecret,
    },
  };
}, 120_000); // a busy machine takes long to open a database
afterAll(() => site.close());

describe('ERPNext status and sync now', () => {
  it('says no site is configured, and a sync has nothing to do', async () => {
    const admin = await t.userWithRoles('ErpAdmin', ['admin']);
    const status = await t.callOk('getErpStatus', {}, admin);
    expect(status).toMatchObject({ configured: false, siteUrl: null, user: null });
    expect(status.doctypes.map((d) => d.doctype)).toContain('Sales Order');
    expect(await t.callOk('syncErpNow', {}, admin)).toEqual({
      state: 'noSite',
      doctypes: [],
      waitUntil: null,
    });
  });

  it('refuses sync now to a user who is not an administrator', async () => {
    const viewer = await t.userWithRoles('ErpViewer', ['viewer']);
    expect((await t.send('syncErpNow', {}, viewer)).statusCode).toBe(403);
    expect((await t.send('getErpStatus', {}, viewer)).statusCode).toBe(403);
    expect((await t.send('syncErpNow', {})).statusCode).toBe(401);
  });

  it('shows the site, its user, and each doctype after a sync', async () => {
    site.put('Item', {
      item_code: 'FAB-X-01',
      item_name: 'X',
      item_group: 'Fabric',
      stock_uom: 'Kg',
    });
    site.put('Supplier', { supplier_name: 'Kaveri Knits', supplier_group: 'Fabric' });
    const answer = await erpSyncHandlers.syncErpNow(ctx);
    await syncRunning();
    expect(answer.state).toBe('finished');
    expect(answer.doctypes.find((d) => d.doctype === 'Item')).toEqual({
      doctype: 'Item',
      rows: 1,
      error: null,
    });
    const status = await erpSyncHandlers.getErpStatus(ctx);
    expect(status).toMatchObject({
      configured: true,
      siteUrl: site.url,
      user: 'greige@mill.example',
      checkError: null,
      running: false,
      push: { pending: 0, refused: 0 },
    });
    const item = status.doctypes.find((d) => d.doctype === 'Item')!;
    expect(item).toMatchObject({ rowsPulled: 1, lastRunRows: 1, error: null });
    expect(item.lastSyncedAt).not.toBeNull();
  });

  it('answers running while a sync runs', async () => {
    const first = erpSyncHandlers.syncErpNow(ctx);
    const second = await erpSyncHandlers.syncErpNow(ctx);
    await syncRunning();
    expect((await first).state).toBe('finished');
    expect(second.state).toBe('running');
  });

  it('shows a refused key in words', async () => {
    const wrong = { ...ctx, config: { ...ctx.config, ERPNEXT_API_SECRET: 'nope' } };
    const status = await erpSyncHandlers.getErpStatus(wrong);
    expect(status.user).toBeNull();
    expect(status.checkError).toMatch(/auth 401: Invalid login credentials/);
  });
});

describe('ERPNext connector behind a proxy: what one server knows, every server knows', () => {
  it('shows the check made by one server on another', async () => {
    const other = await secondProcess(t.database);
    const client = siteClientOf(ctx.config)!;
    const made = await checkSite(t.database.db, client);
    const seen = await erpSyncHandlers.getErpStatus({ ...ctx, db: other.db });
    expect(seen).toMatchObject({ user: 'greige@mill.example', checkError: null });
    expect(seen.checkedAt).toBe(made.checkedAt.toISOString());
    if (other !== t.database) await other.close();
  });

  it('says a sync is running whichever server runs it', async () => {
    const other = await secondProcess(t.database);
    const release = await tryLockSync(t.database.db);
    expect(release).not.toBeNull();
    try {
      expect((await erpSyncHandlers.getErpStatus({ ...ctx, db: other.db })).running).toBe(true);
    } finally {
      await release?.();
    }
    expect((await erpSyncHandlers.getErpStatus({ ...ctx, db: other.db })).running).toBe(false);
    if (other !== t.database) await other.close();
  });

  it('pulls once per interval between servers, while sync now always pulls', async () => {
    const other = await secondProcess(t.database);
    const client = siteClientOf(ctx.config)!;
    const interval = { notWithinMs: 60_000 };
    // One server has just pulled …
    expect((await syncSite(t.database.db, client)).ran).toBe(true);
    const asked = site.requests;
    // … so the second server's timer, due a moment later, leaves the site alone.
    expect(await syncSite(other.db, client, interval)).toEqual({ ran: false, reason: 'recent' });
    expect(site.requests).toBe(asked);
    // An administrator's "sync now" is not a timer: it pulls.
    expect((await syncSite(other.db, client)).ran).toBe(true);
    expect(site.requests).toBeGreaterThan(asked);
    if (other !== t.database) await other.close();
  });
});
