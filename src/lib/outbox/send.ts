import { ofetch } from 'ofetch';
import { callPath, calls, type CallName } from '@contract';
import { CLIENT_HEADER, toApiError } from '../rpc';
import type { OutboxItem, SaveProblem } from './store';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What one attempt to deliver a save came to. */
export type SendOutcome =
  | { readonly kind: 'sent'; readonly output: unknown }
  /** Worth trying again later: no answer, 5xx, 408, 409 (still in flight), 429. */
  | { readonly kind: 'retry'; readonly network: boolean; readonly afterMs?: number }
  /** The session ended: wait for the user to sign in again, keep the save. */
  | { readonly kind: 'signedOut' }
  /** The server refused this save as it is: a person must look at it. */
  | { readonly kind: 'refused'; readonly problem: SaveProblem };

const RETRY_STATUSES = new Set([408, 409, 429]);

/** Sends one kept save as POST with its Idempotency-Key and classifies the answer. */
export async function sendItem(
  item: Pick<OutboxItem, 'id' | 'call' | 'input'>,
): Promise<SendOutcome> {
  const call = calls[item.call as CallName];
  let data: unknown;
  try {
    data = await ofetch(callPath(call), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CLIENT_HEADER]: '1', [IDEMPOTENCY_HEADER]: item.id },
      body: item.input as Record<string, unknown>,
      retry: 0,
      timeout: 30_000,
    });
  } catch (raw) {
    const error = toApiError(raw);
    if (error.status === 0) return { kind: 'retry', network: true };
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.status >= 500 || RETRY_STATUSES.has(error.status)) {
      const after = error.body?.retryAfterSeconds;
      return { kind: 'retry', network: false, ...(after ? { afterMs: after * 1000 } : {}) };
    }
    return {
      kind: 'refused',
      problem: {
        status: error.status,
        message: error.message,
        ...(error.body?.issues ? { issues: error.body.issues } : {}),
      },
    };
  }
  // The server has committed: an answer that does not match the contract is still a delivery.
  const parsed = call.output.safeParse(data);
  return { kind: 'sent', output: parsed.success ? parsed.data : data };
}
