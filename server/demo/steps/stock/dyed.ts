import { asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import * as s from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { processes } from '../../../domains/stock/ledger';
import { millDate } from '../../../domains/gate/time';
import { dayMs } from '../../step';
import { isoDay, shades } from '../recent';
import type { DyedScene, FinishedBatch, Greige, Scene, StockBook } from './book';

/** The ERP's batches from before the ledger: opening stock where the ERP says they lie. */
export async function openingStock(db: Db, book: StockBook): Promise<void> {
  const openingBatches = await db
    .select()
    .from(s.batches)
    .where(isNull(s.batches.stockEntryNo))
    .orderBy(asc(s.batches.createdOn), asc(s.batches.batchNo));
  for (const b of openingBatches) {
    if (!b.warehouse || b.qtyKg <= 0) continue;
    const line = { itemCode: b.itemCode, batchNo: b.batchNo };
    book.entry('opening', b.createdOn, { batchNo: b.batchNo, toWarehouse: b.warehouse }, [
      { ...line, warehouse: b.warehouse, qtyKg: b.qtyKg, rolls: b.rolls },
      { ...line, process: processes.opening, qtyKg: -b.qtyKg, rolls: -b.rolls },
    ]);
  }
}

/**
 * Every lot that came back finished (the inspections step's finish rolls), grouped into a dyeing
 * batch sent a few days before to the dye house or a job-work dyer, received back as its finish
 * rolls and weighed at its finish inspection (the inspected kg). Answers the batches and the
 * greige rolls that came back finished.
 */
export async function finishedLots(db: Db, scene: Scene): Promise<DyedScene> {
  const { rng, book, places, rolls } = scene;
  const byRoll = new Map(rolls.map((r) => [r.rollNo, r]));
  const finishes = await db
    .select({
      finishNo: s.finishRolls.finishRollNo,
      greigeNo: s.finishRolls.greigeRollNo,
      createdAt: s.finishRolls.createdAt,
    })
    .from(s.finishRolls)
    .orderBy(asc(s.finishRolls.createdAt), asc(s.finishRolls.greigeRollNo));
  const weighings = new Map(
    (
      await rowsOf<{
        roll_no: string;
        kg: number;
        day: string;
        colour: string | null;
        lot: string | null;
      }>(
        db,
        sql`select distinct on (q.roll_no) q.roll_no, q.kg::float8 as kg, q.report_date::text as day,
            r.colour, r.lot
          from qi_rolls q join qi_reports r on r.report_no = q.report_no
          where q.stage = 'finish' order by q.roll_no, q.report_date desc, q.updated_at desc`,
      )
    ).map((w) => [w.roll_no, w]),
  );
  const lots = new Map<string, { greige: Greige; finishNo: string; day: string }[]>();
  for (const f of finishes) {
    const g = byRoll.get(f.greigeNo);
    if (!g) continue;
    const day = millDate(f.createdAt);
    const key = [day, g.producedOn, g.sourceKind, g.sourceDocNo, g.supplier, g.itemCode].join('|');
    lots.set(key, [...(lots.get(key) ?? []), { greige: g, finishNo: f.finishNo, day }]);
  }
  const batches: FinishedBatch[] = [];
  for (const lot of lots.values()) {
    const first = lot[0];
    if (!first) continue;
    const gap = Math.round((Date.parse(first.day) - Date.parse(first.greige.producedOn)) / dayMs);
    const sent = isoDay(
      Date.parse(first.day) - rng.int(2, Math.max(2, Math.min(6, gap - 1))) * dayMs,
    );
    const report = weighings.get(first.finishNo);
    const batchNo = book.sendToDye(
      lot.map((l) => l.greige),
      sent,
      rng.pick(places.processors),
      report?.colour ?? rng.pick(shades),
      report?.lot ?? `LOT-${first.day.replaceAll('-', '').slice(2)}-D`,
    );
    book.receive(
      batchNo,
      lot.map((l) => ({
        ...l,
        // The inspected kg; a lot dyed before the inspections began lost 3 to 12 per cent.
        finishKg:
          weighings.get(l.finishNo)?.kg ??
          Math.round(l.greige.kg * (0.88 + rng.next() * 0.09) * 10) / 10,
      })),
      first.day,
      report?.day ?? first.day,
    );
    batches.push({ batchNo, day: first.day, lot });
  }
  return { ...scene, batches, finishedRolls: new Set(finishes.map((f) => f.greigeNo)) };
}
