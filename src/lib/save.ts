import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { IDEMPOTENCY_HEADER, loadCall } from '@contract/client';
import { enqueueSave, type Chain } from './outbox';
import { newClientId } from './outbox/uuid';
import { ApiError, rpc } from './rpc';
import { authState } from './session';

export { newClientId };
export { whenSettled, type Chain, type SaveSettlement } from './outbox';

export interface SaveOptions {
  /** Its Idempotency-Key: a screen that may send the same save twice keeps one (newClientId). */
  readonly clientId?: string;
  /**
   * The record it belongs to (lib/outbox/chains.ts), e.g. `['inspection', reportNo, rollNo]`:
   * sent after the earlier saves of that record, and of no other. By default its whole domain.
   */
  readonly chain?: Chain;
}

/**
 * What `saveCall` resolved with. `queued`: kept on this tablet (IndexedDB) and on its way — the
 * screen says "saved on this tablet" and moves on. `sent`: only when this browser cannot keep it
 * (no IndexedDB), so it was sent at once and this is the server's answer.
 */
export type SaveResult<K extends CallName> =
  | { readonly state: 'sent'; readonly output: CallOutput<Calls[K]> }
  | { readonly state: 'queued'; readonly clientId: string };

/** Input the server would refuse anyway is refused now, with the field named, instead of queued. */
async function assertValid<K extends CallName>(name: K, input: CallInput<Calls[K]>): Promise<void> {
  const parsed = (await loadCall(name)).input.safeParse(input);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.map(String).join('.') || '(body)',
    message: i.message,
  }));
  const message = issues[0] ? `${issues[0].path}: ${issues[0].message}` : 'Invalid input';
  throw new ApiError(400, { code: 'bad_input', message, issues }, message);
}

/**
 * The one path every save of the app takes. The save is written to the outbox in IndexedDB under
 * `clientId` (its Idempotency-Key) and this resolves as soon as it is safely there; the sync loop
 * sends it, after the earlier saves of its record, exactly once. Use `whenSettled(clientId)` to hear the server's answer later.
 */
export async function saveCall<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId(), chain }: SaveOptions = {},
): Promise<SaveResult<K>> {
  await assertValid(name, input);
  try {
    await enqueueSave(clientId, name, input, authState.username(), chain);
  } catch (error) {
    // IndexedDB unavailable or full: better sent now (and failing visibly) than silently lost.
    if (error instanceof ApiError) throw error;
    return { state: 'sent', output: await saveCallNow(name, input, clientId) };
  }
  return { state: 'queued', clientId };
}

/**
 * For the few saves whose answer the screen needs before it can go on (e.g. the next finish-roll
 * number from createFinishRollNoInDB): sent at once, not kept; fails when offline. Still carries
 * an Idempotency-Key, so a retry of the same `clientId` is applied once.
 */
export function saveCallNow<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  clientId: string = newClientId(),
): Promise<CallOutput<Calls[K]>> {
  return rpc(name, input, { headers: { [IDEMPOTENCY_HEADER]: clientId } });
}
