import { asc, inArray } from 'drizzle-orm';
import * as s from '../../../db/schema';
import { rebuildBalances } from '../../../domains/stock/ledger';
import { receiveMirroredProduction } from '../../../domains/stock/receipts';
import { insertInBatches } from '../../batch';
import type { DemoStep } from '../../step';
import { markDyedGreigeRolls } from '../greigeRolls';
import { millTodayMs } from '../recent';
import { compacting, salesTransfers } from './afterDyeing';
import { StockBook } from './book';
import { finishedLots, openingStock } from './dyed';
import { floorAtProcessors } from './floor';
import { gainingLots } from './gains';
import { loadPlaces } from './places';

/**
 * The mill's stock over the 90 days, as a ledger consistent with what the other steps made:
 *
 * - every greige roll and every bundle of a completed knitting report booked in on its day;
 * - the ERP's batches from before the ledger (the batches step) as opening stock;
 * - every lot that came back finished dyed in a batch a few days before (dyed.ts);
 * - a few bought lots dyed at a job-work dyer and back a little heavier (gains.ts);
 * - this week's floor output partly batched and still at the processors (floor.ts);
 * - some finished batches sent to the compactor and back (job-work issue and return), older
 *   finished rolls transferred for sales orders to PTSASTRI, and a few old greige rolls sold
 *   greige (afterDyeing.ts).
 *
 * The parts run in this order on one random stream: the same seed gives the same ledger.
 */
export const stockStep: DemoStep = {
  name: 'stock',
  run: async (db, rng) => {
    const today = millTodayMs();
    const places = await loadPlaces(db);

    // Production first: every roll and bundle the mirror holds, booked in on its day.
    // The balances are rebuilt from the whole ledger at the end.
    let written = await receiveMirroredProduction(db, 'ERP', { keepBalances: false });

    const rolls = await db
      .select()
      .from(s.greigeRolls)
      .orderBy(asc(s.greigeRolls.producedOn), asc(s.greigeRolls.rollNo));
    const book = new StockBook(rng, places, rolls);

    await openingStock(db, book);
    const dyed = await finishedLots(db, { rng, book, places, rolls, today });
    const extraFinish = gainingLots(dyed);
    const atProcessors = floorAtProcessors(dyed);
    compacting(dyed);
    salesTransfers(dyed);

    written += await insertInBatches(db, s.finishRolls, extraFinish);
    written += await insertInBatches(db, s.batches, book.batchRows);
    written += await insertInBatches(db, s.batchRolls, book.batchRollRows);
    written += await insertInBatches(db, s.stockEntries, book.entries);
    written += await insertInBatches(db, s.stockLedger, book.lines);
    if (extraFinish.length) await markDyedGreigeRolls(db);
    for (let i = 0; i < atProcessors.length; i += 1000)
      await db
        .update(s.greigeRolls)
        .set({ stage: 'dyeing' })
        .where(inArray(s.greigeRolls.rollNo, atProcessors.slice(i, i + 1000)));
    await rebuildBalances(db);
    return written;
  },
};
