import type { ErrorCode } from '@contract';

/**
 * What a failed answer means, as one of the contract's codes. Kept apart from the words
 * (errorText.ts): the save module and the outbox need the code without the message layer.
 */

/** The code an answer without a readable body stands for, from its HTTP status. */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_input';
  if (status === 401) return 'not_signed_in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'idempotency_mismatch';
  if (status === 429) return 'throttled';
  if (status === 501) return 'not_built';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'internal';
}

/**
 * A failure's code: the server's own when it sent one (a 409 is `busy` or `conflict`), else what
 * its status stands for (no readable body, or a save kept before its problem carried a code).
 */
export const codeOf = (failure: { status: number; code?: ErrorCode | undefined }): ErrorCode =>
  failure.code ?? codeOfStatus(failure.status);
