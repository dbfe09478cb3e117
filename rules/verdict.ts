/**
 * What a report's verdict will be, read from its rolls' grades before it is completed: the tablet
 * suggests it and says why, by the same rule the server stores the verdict with (`verdictFor`),
 * so a suggestion never differs from what the report then shows.
 */
import type { Grade } from './bands';
import { verdictFor, type RollTotals } from './scoring';

export type Verdict = NonNullable<Parameters<typeof verdictFor>[1]>;

/** One roll of the report as the tablet knows it: its number and its (live) grade. */
export interface GradedRoll {
  readonly rollNo: string;
  readonly grade: Grade | null;
}

export interface VerdictAdvice {
  /** What the rolls call for: the suggestion, and the verdict unless the inspector rejects. */
  readonly verdict: Verdict;
  /** Whether the rolls allow Inspect OK at all; when not, an inspector's OK is stored as not OK. */
  readonly okPossible: boolean;
  /** Rolls of grade 3. */
  readonly failing: readonly string[];
  /** Rolls without a grade yet (no weight, GSM or length to find their area). */
  readonly ungraded: readonly string[];
}

/** The rolls' grades summed as `verdictFor` reads them (points and area play no part in it). */
export function gradeTotals(rolls: readonly GradedRoll[]): RollTotals {
  const grades = rolls.flatMap((r) => (r.grade === null ? [] : [r.grade]));
  return {
    rolls: rolls.length,
    ungraded: rolls.length - grades.length,
    worstGrade: grades.length ? (Math.max(...grades) as Grade) : null,
    pointsWithArea: 0,
    areaM2: 0,
  };
}

/** The verdict the rolls call for, and the rolls that stand in the way of Inspect OK. */
export function verdictAdvice(rolls: readonly GradedRoll[]): VerdictAdvice {
  const verdict = verdictFor(gradeTotals(rolls), null);
  return {
    verdict,
    okPossible: verdict === 'inspectOk',
    failing: rolls.filter((r) => r.grade === 3).map((r) => r.rollNo),
    ungraded: rolls.filter((r) => r.grade === null).map((r) => r.rollNo),
  };
}

/** The verdict the server will store when the inspector completes with `chosen`. */
export const storedVerdict = (rolls: readonly GradedRoll[], chosen: Verdict): Verdict =>
  verdictFor(gradeTotals(rolls), chosen);
