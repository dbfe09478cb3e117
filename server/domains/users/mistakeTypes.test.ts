import { describe, expect, it } from 'vitest';
import type { CallInput, Calls } from '../../../contract';
import { auditLog, mistakeTypes, rolePages, roles } from '../../db/schema';
import { mistakeCatalogue } from '../../demo/catalogue/mistakes';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

const { t, ok: asInspector, cookie: inspector, db } = await inspectionApp();
const admin = await t.userWithRoles('Chief', ['admin']);

// A role that opens the user pages without being admin: it may look, not change the master.
await db.insert(roles).values({ name: 'office', title: 'Office' });
await db.insert(rolePages).values({ role: 'office', page: 'users-list' });
const office = await t.userWithRoles('Deepa', ['office']);

type Save = CallInput<Calls['saveMistakeType']>['jsonData'];
const save = (jsonData: Save, cookie = admin) => t.call('saveMistakeType', { jsonData }, cookie);
const types = () => t.callOk('getMistakeTypes', {}, admin);
const tabletMaster = async () =>
  (await asInspector('getMistakeDetailsFromDB', {})) as { name: string; nameTa: string | null }[];

/** Everything a refused save must leave as it was. */
const snapshot = async () => ({ types: await types(), audit: await db.$count(auditLog) });

const slub = {
  action: 'edit',
  name: 'Slub',
  nameTa: 'ஸ்லப்',
  defaultPoints: 1,
  sortOrder: 120,
  active: true,
} as const;
const newType = {
  action: 'add',
  name: 'Cut Mark',
  nameTa: 'கட் மார்க்',
  defaultPoints: 3,
  active: true,
  continuous: false,
  isHole: false,
  appliesTo: 'fabric',
} as const;

describe('getMistakeTypes', () => {
  it('lists the whole knit catalogue in the master order, each with its Tamil name', async () => {
    const rows = await types();
    expect(rows.map((r) => [r.name, r.nameTa])).toEqual(
      mistakeCatalogue.map((m) => [m.name, m.nameTa]),
    );
    expect(rows.find((r) => r.name === 'Hole')).toEqual({
      name: 'Hole',
      nameTa: 'ஓட்டை',
      defaultPoints: 4,
      continuous: false,
      isHole: true,
      sortOrder: 10,
      appliesTo: 'both',
      active: true,
    });
  });

  it('is refused to an inspector, whose roles do not open the administration pages', async () => {
    const res = await t.call('getMistakeTypes', {}, inspector);
    expect(res.statusCode).toBe(403);
  });
});

describe('saveMistakeType', () => {
  it('lets an administrator rename a type in Tamil, and the tablets list the new name', async () => {
    const res = await save({ ...slub, nameTa: 'ஸ்லப் நூல்', defaultPoints: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Slub', nameTa: 'ஸ்லப் நூல்', defaultPoints: 2 });
    const row = (await tabletMaster()).find((r) => r.name === 'Slub');
    expect(row).toMatchObject({ nameTa: 'ஸ்லப் நூல்', defaultPoints: 2 });
    const [entry] = await t.callOk('getAuditLog', {}, admin);
    expect(entry).toMatchObject({
      actor: 'Chief',
      action: 'mistakeType.changed',
      target: 'Slub',
      details: {
        before: { nameTa: 'ஸ்லப்', defaultPoints: 1 },
        after: { nameTa: 'ஸ்லப் நூல்', defaultPoints: 2 },
      },
    });
  });

  it('takes a type off the tablets’ list and back, by its name in any case', async () => {
    expect((await save({ ...slub, name: 'SLUB', active: false })).statusCode).toBe(200);
    expect((await tabletMaster()).find((r) => r.name === 'Slub')).toMatchObject({ active: false });
    expect((await save(slub)).json()).toMatchObject({ name: 'Slub', active: true });
  });

  it('adds a type with its English and Tamil names, after the last one, ready to tap', async () => {
    const last = Math.max(...(await types()).map((r) => r.sortOrder));
    const res = await save(newType);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...newType, action: undefined, sortOrder: last + 10 });
    expect((await tabletMaster()).find((r) => r.name === 'Cut Mark')).toMatchObject({
      nameTa: 'கட் மார்க்',
    });
    const { reportNo } = await asInspector('postData', { jsonData: header() });
    await asInspector('postRollData', {
      jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 },
    });
    const tap = await asInspector('postMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', mistake: 'cut mark', points: 3 },
    });
    expect(tap.mistake).toMatchObject({ mistake: 'Cut Mark', mistakeTa: 'கட் மார்க்' });
    const [entry] = await t.callOk('getAuditLog', {}, admin);
    expect(entry).toMatchObject({ action: 'mistakeType.added', target: 'Cut Mark' });
  });

  it('refuses to add a name that is taken, in any case, with a 409 naming the field', async () => {
    const before = await snapshot();
    const res = await save({ ...newType, name: 'pin hole', nameTa: 'சின்ன ஓட்டை' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      issues: [{ path: 'jsonData.name', message: expect.stringContaining('Pin Hole') }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a Tamil name another type already shows, naming the field', async () => {
    const before = await snapshot();
    const res = await save({ ...slub, nameTa: 'ஓட்டை' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.issues).toEqual([
      { path: 'jsonData.nameTa', message: 'is already the Tamil name of Hole' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty Tamil name', { ...slub, nameTa: '   ' }, 'jsonData.nameTa'],
    ['a Tamil name over 40 characters', { ...slub, nameTa: 'ஸ'.repeat(41) }, 'jsonData.nameTa'],
    ['a control character', { ...slub, nameTa: 'ஸ்லப்\u0000' }, 'jsonData.nameTa'],
    ['no Tamil name', { ...slub, nameTa: undefined }, 'jsonData.nameTa'],
    ['5 points', { ...slub, defaultPoints: 5 }, 'jsonData.defaultPoints'],
    ['a negative order', { ...slub, sortOrder: -1 }, 'jsonData.sortOrder'],
    ['neither add nor edit', { ...slub, action: 'rename' }, 'jsonData.action'],
    ['a new type without its scope', { ...newType, appliesTo: undefined }, 'jsonData.appliesTo'],
  ])('refuses %s, naming the field and writing nothing', async (_what, jsonData, path) => {
    const before = await snapshot();
    const res = await t.send('saveMistakeType', { jsonData }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe(path);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a type that does not exist', async () => {
    const res = await save({ ...slub, name: 'Moth Hole', nameTa: 'பூச்சி ஓட்டை' });
    expect(res.statusCode).toBe(404);
    expect(await db.$count(mistakeTypes)).toBe(mistakeCatalogue.length + 1);
  });

  it('is refused to anyone but an administrator, even one who opens the user pages', async () => {
    const before = await snapshot();
    expect((await save(slub, inspector)).statusCode).toBe(403);
    const res = await save({ ...slub, nameTa: 'ஸ்லப் மாற்றம்' }, office);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('administrator');
    expect((await t.call('getMistakeTypes', {}, office)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
