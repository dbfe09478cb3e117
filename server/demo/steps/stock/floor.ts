import { dayMs } from '../../step';
import { ageOf, isoDay, shades } from '../recent';
import type { DyedScene, Greige } from './book';

/**
 * This week's floor output: some job cards' rolls of two to six days ago batched and still at the
 * processors. Answers the rolls sent.
 */
export function floorAtProcessors({
  rng,
  book,
  places,
  rolls,
  finishedRolls,
  today,
}: DyedScene): string[] {
  const recentFloor = new Map<string, Greige[]>();
  for (const r of rolls) {
    const age = ageOf(r.producedOn, today);
    if (r.sourceKind !== 'jobCard' || !r.machine || age < 2 || age > 6) continue;
    if (finishedRolls.has(r.rollNo) || book.whereIs(r.rollNo) !== places.greigeStore) continue;
    const key = [r.producedOn, r.sourceDocNo, r.itemCode].join('|');
    recentFloor.set(key, [...(recentFloor.get(key) ?? []), r]);
  }
  const atProcessors: string[] = [];
  for (const lot of recentFloor.values()) {
    const first = lot[0];
    if (!first || lot.length < 4 || !rng.chance(0.5)) continue;
    const taken = lot.slice(0, Math.min(lot.length, 24));
    const sent = isoDay(Date.parse(first.producedOn) + rng.int(1, 2) * dayMs);
    book.sendToDye(
      taken,
      sent,
      rng.pick(places.processors),
      rng.pick(shades),
      `LOT-${sent.replaceAll('-', '').slice(2)}-F`,
    );
    atProcessors.push(...taken.map((r) => r.rollNo));
  }
  return atProcessors;
}
