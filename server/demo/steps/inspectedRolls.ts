import { happened } from './recent';
import type { Stage } from '../../../contract/main/inspection';
import type { greigeRolls, qiMistakes, qiRolls } from '../../db/schema';
import { scoreRoll, type GradeBands } from '../../../rules';
import type { Rng } from '../random';
import { finishWeights, greigeWeights } from './defectRates';

/**
 * One inspected roll of the demo and the defects tapped on it, scored by the same module as the
 * handlers, so demo grades follow the rules. Frequencies are what a knit mill's tables record:
 * most rolls carry 0–6 defects, a few bad ones many more; yarn faults at greige, dyeing and
 * finishing faults at finish.
 */

export interface MistakeKind {
  readonly name: string;
  readonly defaultPoints: number;
  readonly continuous: boolean;
  readonly isHole: boolean;
}

export type WeightedKinds = readonly (readonly [MistakeKind, number])[];

export function weightedKinds(kinds: readonly MistakeKind[], stage: Stage): WeightedKinds {
  const weights = stage === 'greige' ? greigeWeights : finishWeights;
  return kinds.flatMap((k) => (weights[k.name] ? [[k, weights[k.name] ?? 0] as const] : []));
}

const defectCounts = [
  [0, 22],
  [1, 20],
  [2, 17],
  [3, 13],
  [4, 10],
  [5, 7],
  [6, 5],
] as const;

/** A measurement near its spec; now and then outside the ±5 % tolerance. */
function measured(rng: Rng, spec: number | null, outChance: number): number | null {
  if (spec === null) return null;
  const off = rng.chance(outChance)
    ? (rng.chance(0.5) ? -1 : 1) * (6 + rng.int(0, 40) / 10)
    : rng.next() * 6 - 3;
  return Math.round(spec * (1 + off / 100) * 10) / 10;
}

type GreigeRoll = typeof greigeRolls.$inferSelect;
type QiRollRow = typeof qiRolls.$inferInsert;
type QiMistakeRow = Omit<typeof qiMistakes.$inferInsert, 'id'>;

export interface RollContext {
  readonly reportNo: string;
  readonly reportDate: string;
  readonly stage: Stage;
  readonly status: 'ongoing' | 'completed';
  readonly inspector: string;
  readonly startedAt: number;
  readonly itemGsm: number | null;
  readonly itemWidthCm: number | null;
  readonly bands: GradeBands;
  readonly kinds: WeightedKinds;
}

export function inspectRoll(
  rng: Rng,
  c: RollContext,
  g: GreigeRoll,
  finishRollNo: string | null,
  at: number,
): { roll: QiRollRow; mistakes: QiMistakeRow[] } {
  const rollNo = c.stage === 'finish' && finishRollNo ? finishRollNo : g.rollNo;
  // Dyeing and compacting lose some weight (or gain a little in rare cases).
  const kg = c.stage === 'finish' ? Math.round(g.kg * (0.86 + rng.next() * 0.1) * 10) / 10 : g.kg;
  const gsmSpec = c.itemGsm ?? g.gsm;
  const widthSpecCm = c.itemWidthCm;
  const gsmMeasured = measured(rng, gsmSpec, 0.05);
  const widthMeasuredCm = measured(rng, widthSpecCm, 0.03);
  const length = gsmSpec && widthSpecCm ? (kg * 1000) / gsmSpec / (widthSpecCm / 100) : 40;
  const bad = rng.chance(0.03);
  const count = bad ? rng.int(10, 22) : rng.weighted(defectCounts);
  const entries = Array.from({ length: count }, () => {
    const kind = rng.weighted(c.kinds);
    const runs = kind.continuous && rng.chance(0.6);
    return {
      kind,
      points:
        kind.continuous || kind.isHole || rng.chance(0.7) ? kind.defaultPoints : rng.int(1, 4),
      lengthMm: null,
      isHole: kind.isHole,
      continuousM: runs ? rng.int(5, 30) / 10 : null,
      positionM: rng.chance(0.85) ? Math.round(rng.next() * length * 10) / 10 : null,
    };
  });
  const score = scoreRoll(
    {
      kg,
      lengthM: null,
      gsmSpec,
      gsmMeasured,
      gsmTolerancePct: c.bands.gsmTolerancePct,
      widthSpecCm,
      widthMeasuredCm,
      mistakes: entries,
    },
    c.bands,
  );
  const mistakes = entries.map((e, i): QiMistakeRow => ({
    reportNo: c.reportNo,
    rollNo,
    mistake: e.kind.name,
    points: e.points,
    continuousM: e.continuousM,
    positionM: e.positionM,
    scoredPoints: score.mistakePoints[i] ?? 0,
    createdBy: c.inspector,
    createdAt: happened(at + (i + 1) * 15_000),
  }));
  const roll: QiRollRow = {
    reportNo: c.reportNo,
    rollNo,
    greigeRollNo: g.rollNo,
    finishRollNo,
    reportDate: c.reportDate,
    stage: c.stage,
    status: c.status,
    itemCode: g.itemCode,
    kg,
    gsmSpec,
    gsmTolerancePct: c.bands.gsmTolerancePct,
    gsmMeasured,
    widthSpecCm,
    widthMeasuredCm,
    operator: g.operator,
    machine: g.machine,
    mistakes: count,
    points: score.points,
    areaM2: score.areaM2,
    points100m2: score.points100m2,
    points100yd2: score.points100yd2,
    grade: score.grade,
    createdBy: c.inspector,
    createdAt: happened(at),
    updatedAt: happened(at + 240_000),
    summarisedAt: happened(at + 240_000),
  };
  return { roll, mistakes };
}
