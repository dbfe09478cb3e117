import { dayMs } from '../../step';
import { ageOf, isoDay } from '../recent';
import type { DyedScene, Greige } from './book';

/** Job work after dyeing: some finished batches compacted at the JV compactor and back. */
export function compacting({ rng, book, places, batches, today }: DyedScene): void {
  const { compactor, finished } = places;
  if (!compactor) return;
  for (const b of batches) {
    if (!rng.chance(0.15) || ageOf(b.day, today) < 6) continue;
    const out = isoDay(Date.parse(b.day) + dayMs);
    const back = isoDay(Date.parse(b.day) + 3 * dayMs);
    const item = b.lot[0]?.greige.itemCode ?? '';
    const going = b.lot.flatMap((l) => book.move(l.finishNo, item, compactor, b.batchNo));
    book.entry(
      'transfer',
      out,
      {
        batchNo: b.batchNo,
        fromWarehouse: finished,
        toWarehouse: compactor,
        remarks: 'Compacting (job work)',
      },
      going,
    );
    const coming = b.lot.flatMap((l) => book.move(l.finishNo, item, finished, b.batchNo));
    book.entry(
      'transfer',
      back,
      {
        batchNo: b.batchNo,
        fromWarehouse: compactor,
        toWarehouse: finished,
        remarks: 'Back from compacting',
      },
      coming,
    );
  }
}

/**
 * Sales orders: older finished batches (about half) transferred to PTSASTRI, and a few old greige
 * rolls sold greige.
 */
export function salesTransfers({
  rng,
  book,
  places,
  batches,
  rolls,
  finishedRolls,
  today,
}: DyedScene): void {
  const { finished, greigeStore, salesPlaces } = places;
  if (!salesPlaces.length) return;
  let order = 0;
  const salesOrder = (day: string) =>
    `SAL-ORD-${day.slice(0, 4)}-${String(++order).padStart(5, '0')}`;
  for (const b of batches) {
    if (ageOf(b.day, today) < 10 || !rng.chance(0.5)) continue;
    const day = isoDay(Date.parse(b.day) + rng.int(4, 8) * dayMs);
    const to = rng.pick(salesPlaces);
    const item = b.lot[0]?.greige.itemCode ?? '';
    const body = b.lot.flatMap((l) =>
      book.whereIs(l.finishNo) === finished ? book.move(l.finishNo, item, to, b.batchNo) : [],
    );
    if (body.length === 0) continue;
    const so = salesOrder(day);
    book.entry(
      'transfer',
      day,
      {
        batchNo: b.batchNo,
        salesOrderNo: so,
        itemRowId: `${so}-1`,
        fromWarehouse: finished,
        toWarehouse: to,
      },
      body,
    );
  }
  const oldFloor = rolls.filter(
    (r) =>
      r.sourceKind === 'jobCard' &&
      r.machine &&
      ageOf(r.producedOn, today) >= 60 &&
      book.whereIs(r.rollNo) === greigeStore &&
      !finishedRolls.has(r.rollNo),
  );
  const byDay = new Map<string, Greige[]>();
  for (const r of oldFloor) byDay.set(r.producedOn, [...(byDay.get(r.producedOn) ?? []), r]);
  for (const [producedOn, dayRolls] of byDay) {
    if (!rng.chance(0.2)) continue;
    const first = dayRolls[0] as Greige;
    const sold = dayRolls.filter((r) => r.itemCode === first.itemCode).slice(0, 12);
    const day = isoDay(Date.parse(producedOn) + rng.int(3, 10) * dayMs);
    const to = rng.pick(salesPlaces);
    const so = salesOrder(day);
    book.entry(
      'transfer',
      day,
      {
        salesOrderNo: so,
        itemRowId: `${so}-1`,
        fromWarehouse: greigeStore,
        toWarehouse: to,
        remarks: 'Sold greige',
      },
      sold.flatMap((r) => book.move(r.rollNo, r.itemCode, to, null)),
    );
  }
}
