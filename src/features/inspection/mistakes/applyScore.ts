import type { CallOutput, Calls } from '@contract';
import { points100yd2 } from '@rules';
import type { MistakeRow, RollSheet } from '../queries';

export type RollScore = CallOutput<Calls['postMistakeData']>['roll'];

/**
 * The server's score for the roll replaces the preview; an older answer without per 100 yd² has
 * it worked out from per 100 m² by the same rule the server uses.
 */
export const withScore = (sheet: RollSheet, score: RollScore): RollSheet => ({
  ...sheet,
  roll: {
    ...sheet.roll,
    points: score.points,
    points100m2: score.points100m2,
    points100yd2: score.points100yd2 ?? points100yd2(score.points100m2),
    grade: score.grade,
  },
});

/** A mistake the server recorded joins the sheet once (a retried save answers the same row). */
export const withMistake = (sheet: RollSheet, m: MistakeRow): RollSheet =>
  sheet.mistakes.some((x) => x.id === m.id)
    ? sheet
    : {
        ...sheet,
        mistakes: [...sheet.mistakes, m],
        roll: { ...sheet.roll, mistakes: sheet.roll.mistakes + 1 },
      };

export const withoutMistake = (
  sheet: RollSheet,
  key: { id?: string; clientId?: string },
): RollSheet => ({
  ...sheet,
  mistakes: sheet.mistakes.filter((m) => !(key.id ? m.id === key.id : m.clientId === key.clientId)),
});
