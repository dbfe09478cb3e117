import type { CallOutput, Calls } from '@contract';
import type { MistakeRow } from '../queries';
import type { RollScore } from './applyScore';

type TapAnswer = CallOutput<Calls['postMistakeData']>;
type UndoAnswer = CallOutput<Calls['removeMistakeData']>;

/**
 * The server's answers to a tap and an undo, read by shape rather than with the contract's zod
 * schemas: they come from this app's own server, which built them with those schemas, and a full
 * parse after every tap costs the slow tablet more than the tap itself. What the screen uses is
 * checked; an answer of another shape is an error, shown like a refused tap.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
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

function mistakeRow(v: unknown): MistakeRow {
  if (
    isObject(v) &&
    typeof v.id === 'string' &&
    typeof v.mistake === 'string' &&
    typeof v.points === 'number' &&
    isNumberOrNull(v.continuousM) &&
    isNumberOrNull(v.positionM) &&
    (v.clientId === null || typeof v.clientId === 'string')
  )
    return v as MistakeRow;
  throw new Error('The server’s answer has no recorded mistake.');
}

export function tapAnswer(out: unknown): TapAnswer {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return { mistake: mistakeRow(out.mistake), roll: rollScore(out.roll) };
}

export function undoAnswer(out: unknown): Pick<UndoAnswer, 'roll'> {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return { roll: rollScore(out.roll) };
}
