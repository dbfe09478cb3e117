import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pinCodeFitsState } from '../../rules/india';
import { createTestDatabase } from '../../tests/support/db';
import { deep } from '../../tests/support/depth';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { rowsOf } from '../db/rows';
import { defaultDemoSeed, seedDemo, seedDemoIfEmpty } from '.';
import { mulberry32, rngFor } from './random';
import { demoSteps } from './steps';

const quiet = { log: () => undefined };
const masterTables: Record<string, PgTable> = {
  items: schema.items,
  suppliers: schema.suppliers,
  warehouses: schema.warehouses,
  machines: schema.machines,
  employees: schema.employees,
  operators: schema.operators,
  customers: schema.customers,
  mistakeTypes: schema.mistakeTypes,
};

/** Every master row, in primary-key order (the first column of each table). */
async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(masterTables)) {
    out[name] = await db
      .select()
      .from(table)
      .orderBy(sql`1`);
  }
  return out;
}

/**
 * The master steps alone, as seedDemo runs them: all the SCALE case counts, in seconds where the
 * whole mill at SCALE 2 takes a minute.
 */
async function seedMasters(db: Db, scale: number): Promise<void> {
  for (const step of demoSteps.filter((s) => s.name in masterTables))
    await step.run(db, rngFor(defaultDemoSeed, step.name), scale);
}

const counts = async (db: Db) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(masterTables).map(async ([n, t]) => [n, await db.$count(t)] as const),
    ),
  );

describe('random', () => {
  it('repeats its sequence for the same seed and stays in range', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 100 }, () => a.int(1, 6));
    expect(Array.from({ length: 100 }, () => b.int(1, 6))).toEqual(draws);
    expect(draws.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(new Set(draws).size).toBe(6);
    expect(rngFor(1, 'items').next()).not.toBe(rngFor(1, 'customers').next());
  });
});

// Opened while the file loads: making the template database can outlast a test's time-out.
const first = await createTestDatabase();
// The run's demo template: a mill seedDemo built apart from `first`, on a migrated database.
const template = await createTestDatabase({ demo: true });
const doubled = await createTestDatabase();

// Seeding a whole mill takes tens of seconds on a busy two-core machine.
describe('demo mill', { timeout: 120_000 }, () => {
  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    const { db } = first;
    expect(await seedDemoIfEmpty(db, { scale: 1, ...quiet })).toBe(true);
    const before = await counts(db);
    expect(await seedDemoIfEmpty(db, { scale: 1, ...quiet })).toBe(false);
    expect(await counts(db)).toEqual(before);
  });

  it('builds the same rows from the same seed', async () => {
    expect(await dump(template.db)).toEqual(await dump(first.db));
  });

  it('has the size of a small mill at SCALE 1', async () => {
    const c = await counts(first.db);
    expect(c).toMatchObject({ items: 55, suppliers: 12, warehouses: 10, machines: 34 });
    expect(c).toMatchObject({ employees: 120, operators: 25, customers: 40 });
  });

  it('grows customers, employees and operators with SCALE, not the fixed masters', async () => {
    const { db } = doubled;
    // The counts are the masters'; the whole mill at SCALE 2 adds only size, so only a deep run
    // seeds it.
    if (deep) await seedDemo(db, { scale: 2, ...quiet });
    else await seedMasters(db, 2);
    const one = await counts(first.db);
    const two = await counts(db);
    for (const grown of ['customers', 'employees', 'operators'])
      expect(two[grown]).toBe(2 * Number(one[grown]));
    for (const fixed of ['items', 'suppliers', 'machines', 'warehouses', 'mistakeTypes']) {
      expect(two[fixed]).toBe(one[fixed]);
    }
    // A deep run's whole mill at SCALE 2 is twice the work of one at SCALE 1.
  }, 240_000);

  it('refuses a SCALE that is not a positive number', async () => {
    const { db } = doubled;
    await expect(seedDemo(db, { scale: 0, ...quiet })).rejects.toThrow(/SCALE/);
  });

  it('marks every greige roll a finish roll was made from as dyed, and only those', async () => {
    const rows = await rowsOf<{ stage: string; dyed: boolean; n: number }>(
      first.db,
      sql`
      select g.stage, exists (select 1 from ${schema.finishRolls} f where f.greige_roll_no = g.roll_no) as dyed,
        count(*)::int as n
      from ${schema.greigeRolls} g group by 1, 2`,
    );
    const of = (stage: string, dyed: boolean) =>
      rows.find((r) => r.stage === stage && r.dyed === dyed)?.n ?? 0;
    // Rolls back at a processor for dyeing again keep that stage.
    expect(rows.filter((r) => r.dyed && r.stage !== 'finish' && r.stage !== 'dyeing')).toEqual([]);
    expect(of('finish', false)).toBe(0);
    expect(of('finish', true)).toBeGreaterThan(100);
  });

  it('keeps the fabric names realistic and the PTSASTRI and job-work warehouses', async () => {
    const { db } = first;
    const fabric = await db
      .select()
      .from(schema.items)
      .where(sql`${schema.items.itemGroup} = 'Fabric'`);
    expect(fabric).toHaveLength(40);
    for (const item of fabric) expect(item.itemName).toMatch(/^\d+s.* \d+ GSM \d+" (Open|Tube)$/);
    const groups = await db.select().from(schema.warehouses);
    expect(groups.filter((w) => w.warehouseGroup === 'PTSASTRI').length).toBeGreaterThan(0);
    expect(groups.filter((w) => w.isJobWork).length).toBeGreaterThan(0);
  });

  it('gives every Indian address a PIN code of its state, as India Compliance will check', async () => {
    const addresses = await template.db.select().from(schema.customerAddresses);
    const indian = addresses.filter((a) => a.country === 'India' && a.state);
    expect(indian.length).toBeGreaterThan(0);
    const misplaced = indian.filter((a) => !pinCodeFitsState(a.pincode, a.state ?? ''));
    expect(misplaced.map((a) => `${a.addressId} ${a.state} ${a.pincode}`)).toEqual([]);
  });
});
