import { ofetch } from 'ofetch';
import type { CallName } from '@contract';
import { CLIENT_HEADER, IDEMPOTENCY_HEADER, loadCall, pathOf } from '@contract/client';
import { toApiError } from '../rpc';
import type { OutboxItem, SaveProblem } from './store';

/** What one attempt to deliver a save came to. */
export type SendOutcome =
  | { readonly kind: 'sent'; readonly output: unknown }
  /**
   * The server could not be reached: no answer, or a gateway saying so (502, 503, 504). Nothing
   * is wrong with this save; every save would fare the same, so the loop pauses.
   */
  | { readonly kind: 'unreachable'; readonly answered: boolean }
  /**
   * The server answered but failed this save (500 and the other 5xx, 408, 409 busy,
   * 429): tried again after a backoff, up to a limit, then it needs a person.
   */
  | { readonly kind: 'failed'; readonly problem: SaveProblem; readonly afterMs?: number }
  /** The session ended: wait for the user to sign in again, keep the save. */
  | { readonly kind: 'signedOut' }
  /** The server refused this save as it is, or cannot take it at all (501): a person must look. */
  | { readonly kind: 'refused'; readonly problem: SaveProblem };

const UNREACHABLE = new Set([0, 502, 503, 504]);
const TRY_AGAIN = new Set([408, 429]);

/** Sends one kept save as POST with its Idempotency-Key and classifies the answer. */
export async function sendItem(
  item: Pick<OutboxItem, 'id' | 'call' | 'input'>,
): Promise<SendOutcome> {
  const name = item.call as CallName;
  let data: unknown;
  try {
    data = await ofetch(pathOf(name), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CLIENT_HEADER]: '1', [IDEMPOTENCY_HEADER]: item.id },
      body: item.input as Record<string, unknown>,
      retry: 0,
      timeout: 30_000,
    });
  } catch (raw) {
    const error = await toApiError(raw);
    if (UNREACHABLE.has(error.status)) return { kind: 'unreachable', answered: error.status !== 0 };
    if (error.status === 401) return { kind: 'signedOut' };
    // All of the answer a screen may word, as an immediate save's ApiError would carry it.
    const problem: SaveProblem = {
      status: error.status,
      ...(error.body ? { code: error.body.code } : {}),
      message: error.message,
      ...(error.body?.issues ? { issues: error.body.issues } : {}),
      ...(error.body?.detail ? { detail: error.body.detail } : {}),
    };
    // 501 is permanent: the call is not built on this server, and sending again will not build it.
    // A 409 is worth sending again only when the server says the save or record is busy (the same
    // save still running, two saves on one record at once); any other conflict lasts.
    const busy = error.status === 409 && error.body?.code === 'busy';
    if ((error.status >= 500 && error.status !== 501) || TRY_AGAIN.has(error.status) || busy) {
      const after = error.body?.retryAfterSeconds;
      return { kind: 'failed', problem, ...(after ? { afterMs: after * 1000 } : {}) };
    }
    return { kind: 'refused', problem };
  }
  // The server has committed: an answer that does not match the contract is still a delivery.
  const parsed = (await loadCall(name)).output.safeParse(data);
  return { kind: 'sent', output: parsed.success ? parsed.data : data };
}
