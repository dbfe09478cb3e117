import { jobCards, workOrders } from '../../db/schema';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { pad, scaled, type DemoStep } from '../step';
import {
  agesOldestFirst,
  circularMachines,
  dated,
  fabricItemCodes,
  kgBetween,
  namingSeries,
  needs,
  receivedShare,
  share,
} from './recent';

type WoRow = typeof workOrders.$inferInsert;
type JcRow = typeof jobCards.$inferInsert;

function woStatus(rng: Rng, produced: number, age: number): WoRow['status'] {
  if (produced >= 1) return 'Completed';
  if (produced === 0) return 'Not Started';
  if (age >= 60) return rng.chance(0.5) ? 'Stopped' : 'Closed';
  return 'In Process';
}

function jcStatus(rng: Rng, wo: WoRow['status'], done: boolean): JcRow['status'] {
  if (wo === 'Completed' || wo === 'Closed' || done) return 'Completed';
  if (wo === 'Not Started') return 'Open';
  if (wo === 'Stopped') return 'On Hold';
  return rng.chance(0.85) ? 'Work In Progress' : 'On Hold';
}

/**
 * In-house knitting: a work order per fabric lot, split into one to three job cards, each on a
 * circular machine (a few not yet assigned one), as the knitting floor plans it in ERPNext.
 */
export const workOrdersStep: DemoStep = {
  name: 'work-orders',
  run: async (db, rng, scale) => {
    const fabrics = needs(await fabricItemCodes(db), 'fabric items');
    const machines = needs(await circularMachines(db), 'circular machines');
    const woNo = namingSeries('MFG-WO');
    const wos: WoRow[] = [];
    const cards: JcRow[] = [];

    for (const age of agesOldestFirst(rng, scaled(80, scale))) {
      const { date, modified } = dated(rng, age);
      const produced = receivedShare(rng, age);
      const qtyKg = kgBetween(rng, 500, 3000, 50);
      const wo: WoRow = {
        woNo: woNo(date),
        itemCode: rng.pick(fabrics),
        date,
        qtyKg,
        producedKg: share(qtyKg, produced),
        status: woStatus(rng, produced, age),
        modified,
      };
      wos.push(wo);
      const split = rng.weighted([
        [1, 4],
        [2, 3],
        [3, 1],
      ] as const);
      for (let i = 0; i < split; i++) {
        const forQtyKg = share(qtyKg, 1 / split);
        // Cards fill in order: the first ones finish before the later ones start.
        const done = Math.min(1, Math.max(0, produced * split - i));
        cards.push({
          jcNo: `PO-JOB${pad(cards.length + 1, 5)}`,
          woNo: wo.woNo,
          date,
          operation: 'Knitting',
          machine: rng.chance(0.05) ? null : rng.pick(machines),
          itemCode: wo.itemCode,
          forQtyKg,
          completedKg: share(forQtyKg, done),
          status: jcStatus(rng, wo.status, done >= 1),
          modified,
        });
      }
    }
    return (
      (await insertInBatches(db, workOrders, wos)) + (await insertInBatches(db, jobCards, cards))
    );
  },
};
