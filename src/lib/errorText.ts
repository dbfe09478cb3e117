import type { ErrorCode } from '@contract';
import { localeStore, m } from '../i18n';
import { codeOf } from './errorCode';
import { ApiError } from './rpc';

/**
 * A failure in the user's words, in the current language: the part every screen needs, light
 * enough for the first screen's code (the route error screen uses it). Fields' reasons are worded
 * in errors.ts, which re-exports all of this. The server answers a code (contract/core/errors.ts)
 * and a message in English, more precise than a code can be ("Roll G-7 is not in QI report 12"):
 * an English screen shows the server's message, another language the code's sentence.
 */

/** One sentence per error code; `Record` makes a new code without words a compile error. */
const codeWords: Readonly<Record<ErrorCode, () => string>> = {
  bad_input: m.error_bad_input,
  not_signed_in: m.error_not_signed_in,
  forbidden: m.error_forbidden,
  not_found: m.error_not_found,
  conflict: m.error_conflict,
  busy: m.error_busy,
  idempotency_mismatch: m.error_idempotency_mismatch,
  throttled: m.error_throttled,
  not_built: m.error_not_built,
  unavailable: m.error_unavailable,
  internal: m.error_internal,
};

export const errorCodes = Object.keys(codeWords) as ErrorCode[];

/** The code's sentence in the current language. */
export const codeText = (code: ErrorCode): string => codeWords[code]();

export const english = () => localeStore.get() === 'en';

/** Words for particular codes on one screen, e.g. sign-in's "email or password is wrong". */
export type CodeWords = Partial<Record<ErrorCode, () => string>>;

/** A sentence for the user from any failure, in the current language. */
export function errorMessage(error: unknown, words: CodeWords = {}): string {
  if (!(error instanceof ApiError)) {
    return english() && error instanceof Error && error.message ? error.message : m.error_unknown();
  }
  if (error.isNetwork) return m.error_network();
  const body = error.body;
  const code = error.code;
  const wait = body?.retryAfterSeconds
    ? m.error_try_again_in({ minutes: Math.ceil(body.retryAfterSeconds / 60) })
    : undefined;
  if (english() && body?.message) {
    // The server's throttle message names the wait; add it when only the number came back.
    return wait && code === 'throttled' && !/minute/i.test(body.message)
      ? `${body.message} ${wait}`
      : body.message;
  }
  if (code === 'throttled' && wait) return `${m.error_too_many()} ${wait}`;
  return (words[code] ?? codeWords[code])();
}

/** What a refused save's kept problem says, in the current language, by the same code. */
export function problemText(problem: {
  status: number;
  code?: ErrorCode | undefined;
  message: string;
}): string {
  return english() && problem.message ? problem.message : codeText(codeOf(problem));
}
