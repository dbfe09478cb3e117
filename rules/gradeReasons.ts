/**
 * How a roll's grade is decided from its points per 100 m², and why it is not what the mill's
 * band gives those points: an item's own band, GSM or width out of tolerance, or (for a report)
 * its worst roll. `scoreRoll` grades with `rollGrade`, and the screens' words come from the same
 * call, so what a roll or report says about its grade is what graded it.
 */
import { gradeInBand, type Grade, type GradeBands } from './bands';

/** A measure outside its spec ± tolerance, with the figures that put it there. */
export interface OutOfTolerance {
  readonly measured: number;
  readonly spec: number;
  readonly tolerancePct: number;
}

/** Why a grade differs from the one the mill's band gives its points. */
export type GradeReason =
  /** GSM (or width, in cm) outside its tolerance lowered the grade one band. */
  | ({ readonly kind: 'gsmOut' } & OutOfTolerance)
  | ({ readonly kind: 'widthOut' } & OutOfTolerance)
  /** The item has its own band, which replaces the mill's. */
  | { readonly kind: 'itemBand'; readonly grade1Below: number; readonly grade3Above: number }
  /** A report takes the grade of its worst roll; its points are those of all rolls together. */
  | { readonly kind: 'worstRoll'; readonly rollNo: string }
  /** Graded before the mill changed its bands or tolerances; rescored when next corrected. */
  | { readonly kind: 'earlierRules' };

/** The figures of a measure outside its spec ± tolerance; null when inside or unknown. */
export function toleranceCheck(
  measured: number | null,
  spec: number | null,
  tolerancePct: number,
): OutOfTolerance | null {
  if (measured === null || spec === null || spec <= 0) return null;
  const out = (Math.abs(measured - spec) / spec) * 100 > tolerancePct + 1e-9;
  return out ? { measured, spec, tolerancePct } : null;
}

/** What a roll's grade checks besides its points (the roll's own GSM tolerance wins). */
export interface RollMeasuresToCheck {
  readonly gsmSpec: number | null;
  readonly gsmMeasured: number | null;
  readonly gsmTolerancePct: number | null;
  readonly widthSpecCm: number | null;
  readonly widthMeasuredCm: number | null;
}

export interface RollGrade {
  /** Null while the roll's area, and so its points per 100 m², is unknown. */
  readonly grade: Grade | null;
  readonly gsmOut: boolean;
  readonly widthOut: boolean;
  /** Why the grade is not the mill band's grade for its points; empty when it is. */
  readonly reasons: readonly GradeReason[];
}

const millGrade = (per100m2: number, bands: GradeBands): Grade =>
  gradeInBand(per100m2, bands.millBand ?? bands);

const itemBand = (bands: GradeBands): GradeReason => ({
  kind: 'itemBand',
  grade1Below: bands.grade1Below,
  grade3Above: bands.grade3Above,
});

/**
 * A roll's grade: where its points per 100 m² fall in its bands, one band lower (never below 3)
 * when GSM or width is out of tolerance and the mill lets that lower it; with its reasons.
 */
export function rollGrade(
  per100m2: number | null,
  r: RollMeasuresToCheck,
  bands: GradeBands,
): RollGrade {
  const gsm = toleranceCheck(r.gsmMeasured, r.gsmSpec, r.gsmTolerancePct ?? bands.gsmTolerancePct);
  const width = toleranceCheck(r.widthMeasuredCm, r.widthSpecCm, bands.widthTolerancePct);
  const outs = { gsmOut: gsm !== null, widthOut: width !== null };
  if (per100m2 === null) return { grade: null, ...outs, reasons: [] };
  const byPoints = gradeInBand(per100m2, bands);
  const lowered = bands.toleranceLowersGrade && (gsm || width) !== null && byPoints < 3;
  const grade: Grade = lowered ? (byPoints === 1 ? 2 : 3) : byPoints;
  if (grade === millGrade(per100m2, bands)) return { grade, ...outs, reasons: [] };
  const reasons: GradeReason[] = [];
  if (byPoints !== millGrade(per100m2, bands)) reasons.push(itemBand(bands));
  if (lowered && gsm) reasons.push({ kind: 'gsmOut', ...gsm });
  if (lowered && width) reasons.push({ kind: 'widthOut', ...width });
  return { grade, ...outs, reasons };
}

/** A roll as stored: its measures, points per 100 m² and the grade it was given. */
export interface StoredRoll extends RollMeasuresToCheck {
  readonly points100m2: number | null;
  readonly grade: Grade | null;
}

/**
 * Why a stored roll has its grade, by the rule that gave it (`rollGrade`) under today's bands.
 * A roll graded under other bands is not regraded until it is next saved (decision 005); it then
 * says so rather than give today's reasons for yesterday's grade.
 */
export function storedRollReasons(roll: StoredRoll, bands: GradeBands): readonly GradeReason[] {
  if (roll.grade === null) return [];
  const now = rollGrade(roll.points100m2, roll, bands);
  return now.grade === roll.grade ? now.reasons : [{ kind: 'earlierRules' }];
}

/** A report as stored: its points per 100 m² over all its rolls and its grade (the worst roll's). */
export interface StoredReport {
  readonly points100m2: number | null;
  readonly grade: Grade | null;
}

/**
 * Why a report has its grade: it is its worst roll's, while its points per 100 m² are those of
 * all its rolls together, so one bad roll among good ones makes a low figure beside a high grade.
 * `worstRollNo` names that roll (the one with the highest grade).
 */
export function reportReasons(
  report: StoredReport,
  worstRollNo: string | null,
  bands: GradeBands,
): readonly GradeReason[] {
  const { grade, points100m2: points } = report;
  if (grade === null || points === null || grade === millGrade(points, bands)) return [];
  const byPoints = gradeInBand(points, bands);
  // Rolls are never better than the report's points say under the same bands.
  if (grade < byPoints) return [{ kind: 'earlierRules' }];
  const reasons: GradeReason[] = [];
  if (byPoints !== millGrade(points, bands)) reasons.push(itemBand(bands));
  if (grade > byPoints && worstRollNo !== null)
    reasons.push({ kind: 'worstRoll', rollNo: worstRollNo });
  return reasons;
}

/** The roll that gives a report its grade: the highest grade, then the most points per 100 m². */
export function worstRoll<R extends StoredReport & { readonly rollNo: string }>(
  rolls: readonly R[],
): R | null {
  let worst: R | null = null;
  for (const r of rolls) {
    if (r.grade === null) continue;
    if (
      !worst ||
      r.grade > (worst.grade ?? 0) ||
      (r.grade === worst.grade && (r.points100m2 ?? 0) > (worst.points100m2 ?? 0))
    )
      worst = r;
  }
  return worst;
}
