import type * as s from '../../../db/schema';
import { dayMs } from '../../step';
import { ageOf, happened, isoDay, shades } from '../recent';
import type { DyedScene, Greige } from './book';

const hour = 3_600_000;

/**
 * A few bought lots dyed at a job-work dyer that came back a little heavier (softener and resin
 * finish add weight), so some POs show a gain, their finish rolls waiting for finish inspection.
 * Only POs none of whose rolls came back finished yet, with lots at least two weeks old. Answers
 * the finish rolls it made.
 */
export function gainingLots({
  rng,
  book,
  places,
  rolls,
  finishedRolls,
  today,
}: DyedScene): (typeof s.finishRolls.$inferInsert)[] {
  const lotsOf = new Map<string, Greige[]>();
  for (const r of rolls) {
    if (r.sourceKind !== 'purchaseOrder' || !r.sourceDocNo) continue;
    const key = [r.sourceDocNo, r.producedOn, r.itemCode].join('|');
    lotsOf.set(key, [...(lotsOf.get(key) ?? []), r]);
  }
  const touched = new Set<string>();
  const lotsByPo = new Map<string, Greige[][]>();
  for (const lot of lotsOf.values()) {
    const po = lot[0]?.sourceDocNo;
    if (!po) continue;
    if (lot.some((r) => finishedRolls.has(r.rollNo))) touched.add(po);
    lotsByPo.set(po, [...(lotsByPo.get(po) ?? []), lot]);
  }
  const gaining = [...lotsByPo.entries()]
    .filter(
      ([po, lots]) =>
        !touched.has(po) && lots.some((l) => ageOf(l[0]?.producedOn ?? '', today) >= 14),
    )
    .slice(0, 3);
  const extraFinish: (typeof s.finishRolls.$inferInsert)[] = [];
  for (const [, lots] of gaining) {
    for (const lot of lots) {
      const first = lot[0] as Greige;
      if (ageOf(first.producedOn, today) < 14) continue;
      const sent = isoDay(Date.parse(first.producedOn) + rng.int(2, 4) * dayMs);
      const back = isoDay(Date.parse(sent) + rng.int(6, 9) * dayMs);
      const batchNo = book.sendToDye(
        lot,
        sent,
        rng.pick(places.jvDyers.length ? places.jvDyers : places.processors),
        rng.pick(shades),
        `LOT-${back.replaceAll('-', '').slice(2)}-J`,
      );
      const finishedLot = lot.map((g) => ({
        greige: g,
        finishNo: `FR-${g.rollNo.slice(3)}`,
        finishKg: Math.round(g.kg * (1.01 + rng.next() * 0.03) * 10) / 10,
      }));
      for (const f of finishedLot)
        extraFinish.push({
          finishRollNo: f.finishNo,
          greigeRollNo: f.greige.rollNo,
          createdBy: 'ERP',
          createdAt: happened(Date.parse(back) + 6 * hour),
        });
      book.receive(batchNo, finishedLot, back, back);
    }
  }
  return extraFinish;
}
