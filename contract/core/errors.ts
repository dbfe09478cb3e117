import { z } from 'zod';

/** Every error answer has this body; `issues` names the fields that were refused and why. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum([
      'bad_input',
      'not_signed_in',
      'forbidden',
      'not_found',
      'conflict',
      'busy',
      'idempotency_mismatch',
      'throttled',
      'not_built',
      'unavailable',
      'internal',
    ]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retryAfterSeconds: z.number().int().optional(),
    /**
     * What a refusal is about, as values the client words in the user's language: a `reason` the
     * call's contract names and what the sentence needs (names, instants as ISO text).
     */
    detail: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorCode = ErrorBody['error']['code'];

export const statusOf: Record<ErrorCode, number> = {
  bad_input: 400,
  not_signed_in: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The same save or record is being changed right now: sending again shortly succeeds. */
  busy: 409,
  idempotency_mismatch: 422,
  throttled: 429,
  internal: 500,
  not_built: 501,
  unavailable: 503,
};
