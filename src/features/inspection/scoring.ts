/**
 * The 4-point system (ASTM D5430) as domain.md states it, for the live preview on the tablet only:
 * the server scores and grades from stored data, and its numbers replace these when they arrive.
 */
import type { CallOutput, Calls } from '@contract';

type Grade = NonNullable<CallOutput<Calls['postRollSummaryData']>['grade']>;

export interface ScoredEntry {
  points: number;
  continuousM?: number | null;
  positionM?: number | null;
}

export interface RollMeasures {
  kg?: number | null;
  gsmSpec?: number | null;
  gsmMeasured?: number | null;
  gsmTolerancePct?: number | null;
  widthSpecCm?: number | null;
  widthMeasuredCm?: number | null;
  lengthM?: number | null;
}

export interface Score {
  points: number;
  points100m2: number | null;
  points100yd2: number | null;
  grade: Grade | null;
}

/** Width tolerance when the item names none: the same default the GSM check uses. */
const DEFAULT_TOLERANCE_PCT = 5;
const MAX_PER_METRE = 4;
/** 100 yd² = 83.61 m², so a score per 100 m² divided by 1.196 is the score per 100 yd². */
const M2_PER_YD2_FACTOR = 1.196;

/** A continuous defect scores 4 for every metre (or part) it runs; any other defect its points. */
export const entryPoints = (e: ScoredEntry): number =>
  e.continuousM ? MAX_PER_METRE * Math.ceil(e.continuousM) : e.points;

/** Total points: entries at a known metre mark are capped at 4 for that linear metre. */
export function totalPoints(entries: readonly ScoredEntry[]): number {
  const perMetre = new Map<number, number>();
  let loose = 0;
  for (const e of entries) {
    if (e.positionM == null || e.continuousM) {
      loose += entryPoints(e);
      continue;
    }
    const metre = Math.floor(e.positionM);
    perMetre.set(metre, Math.min(MAX_PER_METRE, (perMetre.get(metre) ?? 0) + e.points));
  }
  let capped = 0;
  perMetre.forEach((p) => (capped += p));
  return loose + capped;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Knit rolls carry kg: area m² = kg × 1000 / GSM. Woven-style width × length when kg is missing. */
export function points100m2(points: number, m: RollMeasures): number | null {
  const gsm = m.gsmMeasured ?? m.gsmSpec;
  if (m.kg && gsm) return round1((points * gsm) / (m.kg * 10));
  const widthCm = m.widthMeasuredCm ?? m.widthSpecCm;
  if (widthCm && m.lengthM) return round1((points * 100_000) / (widthCm * 10 * m.lengthM));
  return null;
}

const outOfTolerance = (spec?: number | null, measured?: number | null, pct?: number | null) =>
  !!spec && !!measured && (Math.abs(measured - spec) / spec) * 100 > (pct ?? DEFAULT_TOLERANCE_PCT);

/** Default knit-mill bands: < 20 → 1, 20–30 → 2, > 30 → 3; GSM or width out of tolerance lowers one band. */
export function gradeFor(p100m2: number | null, m: RollMeasures): Grade | null {
  if (p100m2 === null) return null;
  let band = p100m2 < 20 ? 1 : p100m2 <= 30 ? 2 : 3;
  const off =
    outOfTolerance(m.gsmSpec, m.gsmMeasured, m.gsmTolerancePct) ||
    outOfTolerance(m.widthSpecCm, m.widthMeasuredCm, DEFAULT_TOLERANCE_PCT);
  if (off) band = Math.min(3, band + 1);
  return band as Grade;
}

export function scoreRoll(entries: readonly ScoredEntry[], m: RollMeasures): Score {
  const points = totalPoints(entries);
  const p100 = points100m2(points, m);
  return {
    points,
    points100m2: p100,
    points100yd2: p100 === null ? null : round1(p100 / M2_PER_YD2_FACTOR),
    grade: gradeFor(p100, m),
  };
}
