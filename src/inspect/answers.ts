/**
 * The server's answers to a tap and an undo, read by shape rather than with the contract's zod
 * schemas: they come from this app's own server, which built them with those schemas, and a full
 * parse after every tap costs the slow tablet more than the tap itself. What the screen uses is
 * checked (each kind checks its own figures); an answer of another shape is an error, shown like
 * a refused tap.
 */
import type { InspectedSheet, RecordedTap } from './kind';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null;

/** The answer's fields, or an error when there is no answer at all. */
export function answerOf(out: unknown): Record<string, unknown> {
  if (!isObject(out)) throw new Error('The server’s answer is empty.');
  return out;
}

/** The recorded tap of an answer: its id and defect, and what the kind checks besides. */
export function recordedTap<T extends RecordedTap>(
  v: unknown,
  more: (v: Record<string, unknown>) => boolean = () => true,
): T {
  if (isObject(v) && typeof v.id === 'string' && typeof v.mistake === 'string' && more(v))
    return v as unknown as T;
  throw new Error('The server’s answer has no recorded mistake.');
}

/** A tap the server recorded joins the sheet once (a retried save answers the same row). */
export const withTap = <S extends InspectedSheet>(sheet: S, tap: S['mistakes'][number]): S =>
  sheet.mistakes.some((x) => x.id === tap.id)
    ? sheet
    : { ...sheet, mistakes: [...sheet.mistakes, tap] };

/** The sheet without the tap an undo named, by the server's id or by its clientId. */
export const withoutTap = <S extends InspectedSheet>(
  sheet: S,
  key: { id?: string; clientId?: string },
): S => ({
  ...sheet,
  mistakes: sheet.mistakes.filter((t) => !(key.id ? t.id === key.id : t.clientId === key.clientId)),
});
