import type { CallOutput, Calls } from '@contract';
import type { CcRollSheet, CcTap } from '../queries';

type TapAnswer = CallOutput<Calls['postCCMistakeData']>;
type UndoAnswer = CallOutput<Calls['removeCCMistakeData']>;
type SummaryAnswer = CallOutput<Calls['postCCRollSummaryData']>;

/**
 * The server's answers to a tap, an undo and a count, read by shape rather than with the
 * contract's zod schemas: they come from this app's own server, which built them with those
 * schemas, and a full parse after every tap costs a slow tablet more than the tap. What the
 * screen uses is checked; an answer of another shape is an error, shown like a refused tap.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

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

function tap(v: unknown): CcTap {
  if (isObject(v) && typeof v.id === 'string' && typeof v.mistake === 'string') return v as CcTap;
  throw new Error('The server’s answer has no recorded mistake.');
}

export function tapAnswer(out: unknown): TapAnswer {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return { mistake: tap(out.mistake), roll: roll(out.roll), aql: lot(out.aql) };
}

export function undoAnswer(out: unknown): Pick<UndoAnswer, 'roll' | 'aql'> {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return { roll: roll(out.roll), aql: lot(out.aql) };
}

export function summaryAnswer(out: unknown): Pick<SummaryAnswer, 'roll' | 'aql'> {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return { roll: roll(out.roll), aql: lot(out.aql) };
}

/** The server's roll and lot replace the sheet's (the lot's status is kept: taps keep it open). */
export const withCounts = (
  sheet: CcRollSheet,
  a: { roll: CcRollSheet['roll']; aql: CcRollSheet['report']['aql'] },
): CcRollSheet => ({
  ...sheet,
  roll: a.roll,
  report: {
    ...sheet.report,
    aql: a.aql,
    piecesChecked: a.aql?.piecesChecked ?? sheet.report.piecesChecked,
    piecesRejected: a.aql?.piecesRejected ?? sheet.report.piecesRejected,
  },
});

/** A tap the server recorded joins the sheet once (a retried save answers the same row). */
export const withTap = (sheet: CcRollSheet, t: CcTap): CcRollSheet =>
  sheet.mistakes.some((x) => x.id === t.id)
    ? sheet
    : { ...sheet, mistakes: [...sheet.mistakes, t] };

export const withoutTap = (sheet: CcRollSheet, key: { id?: string; clientId?: string }) => ({
  ...sheet,
  mistakes: sheet.mistakes.filter((t) => !(key.id ? t.id === key.id : t.clientId === key.clientId)),
});
