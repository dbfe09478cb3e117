/**
 * The head start: a screen's first reads, asked for by index.html's start frame
 * (scripts/start-frame.ts) before the app's code has arrived, so that on a weak signal the answer
 * travels while the code does instead of after it. The app's one HTTP path (`rpc`) takes such an
 * answer for the very call and input it asked for, once; anything else (no head start, another
 * input, a failed or refused answer) goes to the server as always.
 *
 * Which reads get a head start is data, read by the build (vite.config.ts) as well: for a page,
 * each call and where its input comes from in the page's address. Only reads whose input is the
 * address itself qualify; a report whose dates are worked out by the app does not.
 */
import type { CallName } from '@contract';
import { HEAD_START_KEY, HEAD_START_MS } from './headStartReads';

export { headStartReads, HEAD_START_KEY, HEAD_START_MS, ROLL_SHEET_CALL } from './headStartReads';

/** What the start frame leaves: each request with its call, input and when it was asked. */
interface Started {
  call: string;
  input: Record<string, string>;
  at: number;
  answer: Promise<Response>;
}

const sameInput = (a: Record<string, string>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(b).filter((k) => b[k] !== undefined);
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The answer the start frame asked for this call and input, if it is there and fresh: taken
 * once, so a second read of the same call asks the server.
 */
export function takeHeadStart(
  call: CallName,
  input: Record<string, unknown>,
): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const started = (window as unknown as Record<string, Started[] | undefined>)[HEAD_START_KEY];
  if (!Array.isArray(started)) return null;
  const at = started.findIndex((s) => s.call === call && sameInput(s.input, input));
  const found = started[at];
  if (!found) return null;
  started.splice(at, 1);
  return performance.now() - found.at <= HEAD_START_MS ? found.answer : null;
}
