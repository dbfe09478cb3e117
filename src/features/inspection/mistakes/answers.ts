/**
 * A fabric roll's answers to a tap and an undo (read by shape, src/inspect/answers.ts says why),
 * and what they change on the roll's sheet: the server's score replaces the preview.
 */
import type { CallOutput, Calls } from '@contract';
import { points100yd2 } from '@rules';
import { answerOf, isObject, recordedTap, withTap, withoutTap } from '../../../inspect/answers';
import type { MistakeRow, RollSheet } from '../queries';

type TapAnswer = CallOutput<Calls['postMistakeData']>;
type UndoAnswer = CallOutput<Calls['removeMistakeData']>;
type RollScore = TapAnswer['roll'];

const isNumberOrNull = (v: unknown) => v === null || typeof v === 'number';
const isGrade = (v: unknown) => v === null || v === 1 || v === 2 || v === 3;

function rollScore(v: unknown): RollScore {
  if (
    isObject(v) &&
    typeof v.reportNo === 'string' &&
    typeof v.rollNo === 'string' &&
    typeof v.points === 'number' &&
    isNumberOrNull(v.points100m2) &&
    (v.points100yd2 === undefined || isNumberOrNull(v.points100yd2)) &&
    isGrade(v.grade)
  )
    return v as RollScore;
  throw new Error('The server’s answer has no score for the roll.');
}

const mistakeRow = (v: unknown) =>
  recordedTap<MistakeRow>(
    v,
    (r) =>
      typeof r.points === 'number' &&
      isNumberOrNull(r.continuousM) &&
      isNumberOrNull(r.positionM) &&
      (r.clientId === null || typeof r.clientId === 'string'),
  );

export function tapAnswer(out: unknown): TapAnswer {
  const a = answerOf(out);
  return { mistake: mistakeRow(a.mistake), roll: rollScore(a.roll) };
}

export function undoAnswer(out: unknown): Pick<UndoAnswer, 'roll'> {
  return { roll: rollScore(answerOf(out).roll) };
}

/**
 * The server's score for the roll replaces the preview; an older answer without per 100 yd² has
 * it worked out from per 100 m² by the same rule the server uses.
 */
const withScore = (sheet: RollSheet, score: RollScore): RollSheet => ({
  ...sheet,
  roll: {
    ...sheet.roll,
    points: score.points,
    points100m2: score.points100m2,
    points100yd2: score.points100yd2 ?? points100yd2(score.points100m2),
    grade: score.grade,
  },
});

/** A recorded mistake joins the sheet once, and the roll's count of mistakes with it. */
function withMistake(sheet: RollSheet, m: MistakeRow): RollSheet {
  const next = withTap(sheet, m);
  return next === sheet
    ? sheet
    : { ...next, roll: { ...next.roll, mistakes: next.roll.mistakes + 1 } };
}

/** What a tap's answer changes on the roll's sheet. */
export function tapped(out: unknown): (sheet: RollSheet) => RollSheet {
  const { mistake, roll } = tapAnswer(out);
  return (s) => withScore(withMistake(s, mistake), roll);
}

/** What an undo's answer changes on the roll's sheet. */
export function undone(
  out: unknown,
  ref: { id?: string; clientId?: string },
): (sheet: RollSheet) => RollSheet {
  const { roll } = undoAnswer(out);
  return (s) => withScore(withoutTap(s, ref), roll);
}
