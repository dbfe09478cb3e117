import type { PgTable } from 'drizzle-orm/pg-core';
import type { CallName } from '../../../contract';
import type { Db } from '../../../server/db/client';
import { customers, items, machines, operators, suppliers } from '../../../server/db/schema';
import { mulberry32 } from '../../../server/demo/random';
import { mistakesStep } from '../../../server/demo/steps/mistakes';
import { createTestApp } from '../app';

/**
 * A tiny known mill for the collar & cuff handler tests: two collars, a cuff, a fabric, flat and
 * circular machines, knitting operators, a customer and the mistake master, with round numbers so
 * every expected count and plan can be worked out by hand.
 */
export const collar = { itemCode: 'CC-COL-T1', itemName: 'Collar 40x9 cm Navy' } as const;
export const otherCollar = { itemCode: 'CC-COL-T2', itemName: 'Collar 42x9.5 cm White' } as const;
export const cuff = { itemCode: 'CC-CUF-T1', itemName: 'Cuff 38x3.5 cm Navy' } as const;

export async function seedCollarCuffFixture(db: Db): Promise<void> {
  const cc = { quality: 'Flat Knit 1x1 Rib', uom: 'Nos' } as const;
  await db.insert(items).values([
    { ...cc, ...collar, itemGroup: 'Collar' },
    { ...cc, ...otherCollar, itemGroup: 'Collar' },
    { ...cc, ...cuff, itemGroup: 'Cuff' },
    {
      ...cc,
      itemCode: 'CC-COL-OLD',
      itemName: 'Collar 38x8 cm Red',
      itemGroup: 'Collar',
      disabled: true,
    },
    {
      itemCode: 'FAB-SJ-T1',
      itemName: '30s Combed SJ 160 GSM',
      itemGroup: 'Fabric',
      quality: 'Single Jersey',
      uom: 'Kg',
    },
  ]);
  await db.insert(machines).values([
    { name: 'Flat 01', kind: 'flat', make: 'Shima Seiki' },
    { name: 'Flat 02', kind: 'flat', make: 'Stoll', active: false },
    { name: 'Circular 01', kind: 'circular', diaIn: 30 },
  ]);
  await db.insert(operators).values([
    { name: 'Murugan K', employeeCode: 'EMP-T1' },
    { name: 'Old Hand', employeeCode: 'EMP-T2', active: false },
  ]);
  await db.insert(customers).values({
    name: 'CUST-T1',
    customerName: 'Polo Export House',
    customerType: 'Company',
    customerGroup: 'Commercial',
    territory: 'India',
  });
  await db.insert(suppliers).values({
    name: 'Velmurugan Knitting',
    supplierName: 'Velmurugan Knitting',
    supplierGroup: 'Knitting Job Work',
  });
  await mistakesStep.run(db, mulberry32(1), 1);
}

/** A knitting report's header as the start screen sends it. */
export const knitHeader = (over: Record<string, unknown> = {}) => ({
  date: '2026-01-12',
  machine: 'Flat 01',
  operator: 'Murugan K',
  shift: 'A' as const,
  itemCode: collar.itemCode,
  kind: 'collar' as const,
  colour: 'Navy',
  size: '40x9',
  ...over,
});

/** A CC QI report's header as the start screen sends it. */
export const ccHeader = (over: Record<string, unknown> = {}) => ({
  date: '2026-01-13',
  stage: 'greige' as const,
  sourceKind: 'jobCard' as const,
  sourceDocNo: 'PO-JOB00001',
  itemCode: collar.itemCode,
  kind: 'collar' as const,
  inspector: 'Kavitha S',
  tableName: 'Table 1',
  ...over,
});

/**
 * The app on a fresh database with the fixture, a knitting supervisor and an inspector signed in
 * (the production and inspector roles), and an administrator for the settings.
 */
export async function collarCuffApp() {
  const t = await createTestApp();
  await seedCollarCuffFixture(t.database.db);
  const cookies = {
    knitter: await t.userWithRoles('Selvi', ['production']),
    inspector: await t.userWithRoles('Kavitha', ['inspector']),
    admin: await t.userWithRoles('Boss', ['admin']),
  };
  type Who = keyof typeof cookies;
  /** Calls and answers the body, failing loudly on an unexpected status. */
  const ok = async (name: CallName, input: Record<string, unknown>, who: Who = 'inspector') => {
    const res = await t.call(name, input, cookies[who]);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  /** Calls and answers the refusal: status, the field named and its message. */
  const refused = async (name: CallName, input: unknown, who: Who = 'inspector') => {
    const res = await t.send(name, input, cookies[who]);
    const body = res.json();
    return {
      status: res.statusCode,
      path: body.error?.issues?.[0]?.path as string | undefined,
      message: String(body.error?.message ?? ''),
    };
  };
  const count = (table: PgTable) => t.database.db.$count(table);

  /** A knitting report with bundles of these pieces (1.5 kg per 100 pieces), answering its number. */
  const knit = async (bundles: number[], over: Record<string, unknown> = {}) => {
    const { reportNo } = await ok('postKnitCCData', { jsonData: knitHeader(over) }, 'knitter');
    const rollNos: string[] = [];
    for (const pieces of bundles) {
      const roll = await ok(
        'postKnitCCDataRoll',
        { jsonData: { reportNo, pieces, kg: (pieces * 1.5) / 100 } },
        'knitter',
      );
      rollNos.push(roll.rollNo);
    }
    return { reportNo: reportNo as string, rollNos };
  };

  return { t, db: t.database.db, cookies, ok, refused, count, knit };
}
