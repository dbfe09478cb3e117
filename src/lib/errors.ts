import { ApiError } from './rpc';

/** A sentence for the user from any failure; the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error ? error.message : 'Something went wrong.';
  }
  if (error.isNetwork) return 'No connection to the server. Check the network and try again.';
  const body = error.body;
  if (!body) return error.message;
  // The server's throttle message names the wait; add it when only the number came back.
  if (body.code === 'throttled' && body.retryAfterSeconds && !/minute/i.test(body.message)) {
    const minutes = Math.ceil(body.retryAfterSeconds / 60);
    return `${body.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  return body.message;
}

/**
 * Field messages from a 400 answer, keyed by the last path segment
 * (`signcredentials.email` → `email`), so a form can show them under its inputs.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.body.issues) {
    const field = issue.path.split('.').pop() ?? issue.path;
    out[field] ??= issue.message;
  }
  return out;
}

/** First message per field from a zod result, for checking a form with the contract's schema. */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    out[field] ??= issue.message;
  }
  return out;
}
