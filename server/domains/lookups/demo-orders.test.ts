import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { batches, indents, jobCards, purchaseOrderItems, purchaseOrders } from '../../db/schema';
import { subcontractingOrders, workOrders } from '../../db/schema';
import { createTestDatabase } from '../../../tests/support/db';
import { defaultDemoSeed } from '../../demo';
import { rngFor } from '../../demo/random';
import { batchesStep } from '../../demo/steps/batches';
import { itemsStep } from '../../demo/steps/items';
import { ordersStep } from '../../demo/steps/orders';
import { machinesStep, suppliersStep } from '../../demo/steps/places';
import { workOrdersStep } from '../../demo/steps/work-orders';

/** Only the masters the order steps read, then the order steps: the rest of the mill is not needed. */
async function seedOrders(scale: number): Promise<Db> {
  const { db } = await createTestDatabase();
  const steps = [itemsStep, suppliersStep, machinesStep, ordersStep, workOrdersStep, batchesStep];
  for (const step of steps) await step.run(db, rngFor(defaultDemoSeed, step.name), scale);
  return db;
}

/** The demo's recent documents: the same seed gives the same rows, and SCALE multiplies them. */
const dump = async (db: Db) => ({
  pos: await db.select().from(purchaseOrders).orderBy(asc(purchaseOrders.poNo)),
  lines: await db
    .select()
    .from(purchaseOrderItems)
    .orderBy(asc(purchaseOrderItems.parentNo), asc(purchaseOrderItems.idx)),
  cards: await db.select().from(jobCards).orderBy(asc(jobCards.jcNo)),
  batches: await db.select().from(batches).orderBy(asc(batches.batchNo)),
});

// Two mills at SCALE 2 are seeded side by side: tens of seconds on a busy two-core machine.
describe('demo orders', { timeout: 120_000 }, () => {
  const twice = Promise.all([seedOrders(2), seedOrders(2)]);

  it('builds the same orders, cards and batches from the same seed', async () => {
    const [a, b] = await twice;
    expect(await dump(a)).toEqual(await dump(b));
  });

  it('scales the counts with SCALE', async () => {
    const [db] = await twice;
    expect({
      purchaseOrders: await db.$count(purchaseOrders),
      subcontractingOrders: await db.$count(subcontractingOrders),
      workOrders: await db.$count(workOrders),
      batches: await db.$count(batches),
      indents: await db.$count(indents),
    }).toEqual({
      purchaseOrders: 120,
      subcontractingOrders: 40,
      workOrders: 160,
      batches: 200,
      indents: 80,
    });
  });
});
