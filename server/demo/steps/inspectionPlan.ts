import type { Stage } from '../../../contract/main/inspection';
import type { greigeRolls } from '../../db/schema';
import type { Rng } from '../random';
import { ageOf } from './recent';

/** Inspections cover the last 90 days, today included. */
export const windowDays = 90;

type GreigeRoll = typeof greigeRolls.$inferSelect;
export interface Plan {
  readonly age: number;
  readonly stage: Stage;
  readonly rolls: GreigeRoll[];
}

/** Lots are the rolls of one source document, item and production day, in production order. */
export function lots(rolls: readonly GreigeRoll[]): GreigeRoll[][] {
  const byKey = new Map<string, GreigeRoll[]>();
  for (const r of rolls) {
    const key = [r.producedOn, r.sourceKind, r.sourceDocNo, r.supplier, r.itemCode].join('|');
    const lot = byKey.get(key);
    if (lot) lot.push(r);
    else byKey.set(key, [r]);
  }
  return [...byKey.values()];
}

/** Greige inspection a day or two after knitting; about half the lots come back dyed a week or two later. */
export function plan(rng: Rng, all: GreigeRoll[][], today: number): Plan[] {
  return all.flatMap((rolls) => {
    const first = rolls[0];
    if (!first) return [];
    const produced = ageOf(first.producedOn, today);
    const plans: Plan[] = [];
    const greigeAge = produced - rng.int(0, 2);
    if (greigeAge >= 0 && greigeAge < windowDays)
      plans.push({ age: greigeAge, stage: 'greige', rolls });
    const finishAge = produced - rng.int(8, 14);
    if (produced >= 10 && finishAge >= 0 && rng.chance(0.5))
      plans.push({ age: finishAge, stage: 'finish', rolls });
    return plans;
  });
}
