import type { PgTable } from 'drizzle-orm/pg-core';
import type { CallName } from '../../../contract';
import type { Db } from '../../../server/db/client';
import { greigeRolls, items, suppliers } from '../../../server/db/schema';
import { mistakesStep } from '../../../server/demo/steps/mistakes';
import { mulberry32 } from '../../../server/demo/random';
import { createTestApp } from '../app';

/**
 * A tiny known mill for inspection handler tests: two fabrics, a collar, two suppliers, the mistake
 * master and greige rolls with round numbers, so every expected score can be worked out by hand.
 * SJ160 rolls: 20 kg at 160 GSM is 125 m², so 1 point is 0.8 points/100 m².
 */
export const fabric = { itemCode: 'FAB-SJ-T1', gsm: 160, widthCm: 180 } as const;

/**
 * A greige roll of `fabric` bought on purchase order PUR-1 from Avinashi Fabrics, `over` changing
 * what a test needs (its order, supplier, source): the rolls a start screen counts or offers.
 */
export const boughtRoll = (
  rollNo: string,
  over: Partial<typeof greigeRolls.$inferInsert> = {},
) => ({
  rollNo,
  itemCode: fabric.itemCode,
  kg: 21.5,
  gsm: 160,
  widthCm: 180,
  producedOn: '2026-01-11',
  sourceKind: 'purchaseOrder' as const,
  sourceDocNo: 'PUR-1',
  supplier: 'Avinashi Fabrics',
  ...over,
});
export const otherFabric = { itemCode: 'FAB-PQ-T1', gsm: 220, widthCm: 170 } as const;

export async function seedInspectionFixture(db: Db): Promise<void> {
  const base = { itemGroup: 'Fabric', quality: 'Single Jersey', uom: 'Kg' } as const;
  await db.insert(items).values([
    { ...base, ...fabric, itemName: '30s Combed SJ 160 GSM 71" Open' },
    { ...base, ...otherFabric, quality: 'Pique', itemName: '24s Carded Pique 220 GSM 67" Open' },
    {
      ...base,
      itemCode: 'CC-COL-T1',
      itemName: 'Collar 38 cm Navy',
      itemGroup: 'Collar',
      uom: 'Nos',
    },
  ]);
  await db.insert(suppliers).values([
    { name: 'Avinashi Fabrics', supplierName: 'Avinashi Fabrics', supplierGroup: 'Fabric' },
    {
      name: 'Velmurugan Knitting',
      supplierName: 'Velmurugan Knitting',
      supplierGroup: 'Knitting Job Work',
    },
  ]);
  await mistakesStep.run(db, mulberry32(1), 1);
  const roll = (rollNo: string, itemCode: string, kg = 20) => ({
    rollNo,
    itemCode,
    kg,
    gsm: itemCode === fabric.itemCode ? 160 : 220,
    widthCm: itemCode === fabric.itemCode ? 180 : 170,
    machine: 'Circular 01',
    operator: 'Senthil R',
    shift: 'A',
    producedOn: '2026-01-10',
    sourceKind: 'jobCard' as const,
    sourceDocNo: 'PO-JOB00001',
    workOrderNo: 'MFG-WO-2026-00001',
  });
  await db
    .insert(greigeRolls)
    .values([
      ...Array.from({ length: 9 }, (_, i) => roll(`GR-T-${i + 1}`, fabric.itemCode)),
      roll('GR-T-PQ', otherFabric.itemCode, 25),
    ]);
}

export const header = (over: Record<string, unknown> = {}) => ({
  date: '2026-01-12',
  stage: 'greige' as const,
  sourceKind: 'jobCard' as const,
  sourceDocNo: 'PO-JOB00001',
  itemCode: fabric.itemCode,
  inspector: 'Kavitha S',
  tableName: 'Table 1',
  ...over,
});

/** The app on a fresh database with the fixture, and an inspector signed in. */
export async function inspectionApp() {
  const t = await createTestApp();
  await seedInspectionFixture(t.database.db);
  const cookie = await t.userWithRoles('Kavitha', ['inspector']);
  /** Calls as the inspector and answers the body, failing loudly on an unexpected status. */
  const ok = async (name: CallName, input: Record<string, unknown>) => {
    const res = await t.call(name, input, cookie);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  /** Calls as the inspector and answers the refusal: status, the field named and its message. */
  const refused = async (name: CallName, input: Record<string, unknown>) => {
    const res = await t.call(name, input, cookie);
    const body = res.json();
    return {
      status: res.statusCode,
      path: body.error?.issues?.[0]?.path as string | undefined,
      message: String(body.error?.message ?? ''),
    };
  };
  const count = (table: PgTable) => t.database.db.$count(table);
  return { t, cookie, ok, refused, count, db: t.database.db };
}
