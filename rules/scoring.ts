/**
 * The 4-point system (ASTM D5430) as domain.md states it, as pure functions: the server's handlers,
 * the demo generator and the tablet's live preview all score with this one module, so a preview
 * and a stored grade always follow the same rules. Choices where the standard leaves room are
 * recorded in docs/decisions/005-inspection-scoring.md.
 */
import { defaultGradeBands, gradeInBand, type Grade, type GradeBands } from './bands';
import { rollGrade, toleranceCheck, type GradeReason } from './gradeReasons';
import {
  areaM2,
  points100m2,
  points100yd2,
  scoreMistakes,
  type ScoredMistakeInput,
} from './points';

export const gradeFor = (per100m2: number, bands: GradeBands = defaultGradeBands): Grade =>
  gradeInBand(per100m2, bands);

/** Whether a measurement lies outside its spec ± tolerance; unknown values are never "out". */
export function outOfTolerance(
  measured: number | null,
  spec: number | null,
  tolerancePct: number,
): boolean {
  return toleranceCheck(measured, spec, tolerancePct) !== null;
}

export interface RollScoreInput {
  readonly kg: number;
  readonly lengthM: number | null;
  readonly gsmSpec: number | null;
  readonly gsmMeasured: number | null;
  readonly gsmTolerancePct: number | null;
  readonly widthSpecCm: number | null;
  readonly widthMeasuredCm: number | null;
  readonly mistakes: readonly ScoredMistakeInput[];
}

export interface RollScore {
  readonly mistakePoints: number[];
  readonly points: number;
  readonly areaM2: number | null;
  readonly points100m2: number | null;
  readonly points100yd2: number | null;
  readonly grade: Grade | null;
  readonly gsmOut: boolean;
  readonly widthOut: boolean;
  /** Why the grade is not what the mill's band gives its points (rules/gradeReasons.ts). */
  readonly gradeReasons: readonly GradeReason[];
}

/** Scores a roll from its stored measures and mistakes; the grade is null while the area is unknown. */
export function scoreRoll(r: RollScoreInput, bands: GradeBands = defaultGradeBands): RollScore {
  const mistakePoints = scoreMistakes(r.mistakes);
  const points = mistakePoints.reduce((a, b) => a + b, 0);
  // What was measured on the table wins over the spec.
  const area = areaM2({
    kg: r.kg,
    lengthM: r.lengthM,
    gsm: r.gsmMeasured ?? r.gsmSpec,
    widthCm: r.widthMeasuredCm ?? r.widthSpecCm,
  });
  const per100m2 = points100m2(points, area);
  const { grade, gsmOut, widthOut, reasons } = rollGrade(per100m2, r, bands);
  return {
    mistakePoints,
    points,
    areaM2: area === null ? null : Math.round(area * 1000) / 1000,
    points100m2: per100m2,
    points100yd2: points100yd2(per100m2),
    grade,
    gsmOut,
    widthOut,
    gradeReasons: reasons,
  };
}

/** A report's rolls summed (in SQL by the handlers, in JS by the demo generator). */
export interface RollTotals {
  readonly rolls: number;
  /** Rolls without a grade: their area is unknown, so they cannot be judged. */
  readonly ungraded: number;
  readonly worstGrade: Grade | null;
  /** Points and area of the rolls whose area is known, so they divide like with like. */
  readonly pointsWithArea: number;
  readonly areaM2: number;
}

type Verdict = 'inspectOk' | 'inspectNotOk';

/**
 * Inspect-OK when the report has rolls, every roll is graded and none is grade 3, and the
 * inspector did not reject it on completing; see decision 005.
 */
export function verdictFor(t: RollTotals, inspectorVerdict: Verdict | null): Verdict {
  const rollsOk = t.rolls > 0 && t.ungraded === 0 && t.worstGrade !== null && t.worstGrade <= 2;
  return rollsOk && inspectorVerdict !== 'inspectNotOk' ? 'inspectOk' : 'inspectNotOk';
}

export const reportPoints100m2 = (t: RollTotals): number | null =>
  points100m2(t.pointsWithArea, t.areaM2 > 0 ? t.areaM2 : null);
