/**
 * A CC roll's answers to a tap, an undo and a count (read by shape, src/inspect/answers.ts says
 * why), and what they change on the roll's sheet: the server's counts for the roll and the lot.
 */
import { answerOf, isObject, recordedTap, withTap, withoutTap } from '../../../inspect/answers';
import type { CcRollSheet, CcTap } from '../queries';

type Counts = { roll: CcRollSheet['roll']; aql: CcRollSheet['report']['aql'] };

function roll(v: unknown): CcRollSheet['roll'] {
  if (
    isObject(v) &&
    typeof v.reportNo === 'string' &&
    typeof v.rollNo === 'string' &&
    typeof v.piecesChecked === 'number' &&
    typeof v.piecesRejected === 'number'
  )
    return v as CcRollSheet['roll'];
  throw new Error('The server’s answer has no counts for the roll.');
}

const lot = (v: unknown): CcRollSheet['report']['aql'] =>
  v === null || (isObject(v) && typeof v.sampleSize === 'number')
    ? (v as CcRollSheet['report']['aql'])
    : null;

/** The roll's and the lot's counts of an answer to a tap, an undo or a count. */
export function countsOf(out: unknown): Counts {
  const a = answerOf(out);
  return { roll: roll(a.roll), aql: lot(a.aql) };
}

/** The server's roll and lot replace the sheet's (the lot's status is kept: taps keep it open). */
export const withCounts = (sheet: CcRollSheet, a: Counts): CcRollSheet => ({
  ...sheet,
  roll: a.roll,
  report: {
    ...sheet.report,
    aql: a.aql,
    piecesChecked: a.aql?.piecesChecked ?? sheet.report.piecesChecked,
    piecesRejected: a.aql?.piecesRejected ?? sheet.report.piecesRejected,
  },
});

/** What a tap's answer changes on the roll's sheet. */
export function tapped(out: unknown): (sheet: CcRollSheet) => CcRollSheet {
  const tap = recordedTap<CcTap>(answerOf(out).mistake);
  const counts = countsOf(out);
  return (s) => withCounts(withTap(s, tap), counts);
}

/** What an undo's answer changes on the roll's sheet. */
export function undone(
  out: unknown,
  ref: { id?: string; clientId?: string },
): (sheet: CcRollSheet) => CcRollSheet {
  const counts = countsOf(out);
  return (s) => withCounts(withoutTap(s, ref), counts);
}
