import { batches, indents } from '../../db/schema';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { pad, scaled, type DemoStep } from '../step';
import {
  agesOldestFirst,
  dated,
  fabricItemCodes,
  kgBetween,
  namingSeries,
  needs,
  receivedShare,
  shades,
  share,
} from './recent';

type IndentRow = typeof indents.$inferInsert;

/** Where a batch is by its age: at the dyer first, then back in the mill's stores. */
function batchWarehouse(rng: Rng, age: number): string {
  if (age < 7)
    return rng.pick([
      'Dyeing WIP - GM',
      'JV Kongu Tex Processors - GM',
      'JV Noyyal Dyeing Works - GM',
    ]);
  if (age < 15) return rng.pick(['JV Bharathi Compacting - GM', 'Finished Goods - GM']);
  return rng.chance(0.15) ? 'PTSASTRI Main - GM' : 'Finished Goods - GM';
}

function indentStatus(rng: Rng, ordered: number): IndentRow['status'] {
  if (rng.chance(0.05)) return 'Stopped';
  if (ordered >= 1) return 'Ordered';
  return ordered > 0 ? 'Partially Ordered' : 'Pending';
}

/**
 * Dyeing batches of greige rolls (item, shade, lot, rolls, kg) and the indents (material requests)
 * that ask for fabric, over the last 120 days.
 */
export const batchesStep: DemoStep = {
  name: 'batches',
  run: async (db, rng, scale) => {
    const fabrics = needs(await fabricItemCodes(db), 'fabric items');
    const batchNo = namingSeries('BATCH');
    const batchRows = agesOldestFirst(rng, scaled(100, scale)).map((age, n) => {
      const { date, modified } = dated(rng, age);
      const rolls = rng.int(4, 30);
      return {
        batchNo: batchNo(date),
        itemCode: rng.pick(fabrics),
        colour: rng.pick(shades),
        lot: `L${pad(n + 1, 4)}`,
        warehouse: batchWarehouse(rng, age),
        rolls,
        // A knitted roll weighs 18 to 28 kg.
        qtyKg: Math.round(rolls * rng.int(180, 280)) / 10,
        createdOn: date,
        modified,
      };
    });
    const indentNo = namingSeries('MAT-MR');
    const indentRows = agesOldestFirst(rng, scaled(40, scale)).map((age): IndentRow => {
      const { date, modified } = dated(rng, age);
      const ordered = receivedShare(rng, age);
      const qtyKg = kgBetween(rng, 200, 2000);
      return {
        indentNo: indentNo(date),
        itemCode: rng.pick(fabrics),
        date,
        qtyKg,
        orderedKg: share(qtyKg, ordered),
        status: indentStatus(rng, ordered),
        modified,
      };
    });
    return (
      (await insertInBatches(db, batches, batchRows)) +
      (await insertInBatches(db, indents, indentRows))
    );
  },
};
