import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { IDEMPOTENCY_HEADER, loadCall } from '@contract/client';
import { codeOf } from './errorCode';
import { enqueueSave, whenSettled, type Chain, type SaveProblem } from './outbox';
import { newClientId } from './outbox/uuid';
import { ApiError, rpc } from './rpc';
import { authState } from './session';

/**
 * The one way the app saves (docs/decisions/049-one-way-to-save.md). Every save names its mode:
 *
 * - queued, `saveQueued`: the floor's saves. Kept in the outbox in IndexedDB first, then sent by
 *   the sync loop after the earlier saves of its record, exactly once; offline it waits on the
 *   tablet. `saveForAnswer` is the same, for a screen that waits for the server's answer.
 * - immediate, `saveImmediate`: administration, sign-in, registration, sign-out. Sent at once and
 *   kept nowhere, so it fails offline and a refusal is shown on the screen that made it.
 *
 * Both send the save's `clientId` as its Idempotency-Key, and a refusal reads the same in both:
 * an ApiError whose code is the server's own, else what its status stands for (errorCode.ts).
 * Reads do not come here: they stay on `rpc` and `callQuery`.
 */

export { newClientId };
export { whenSettled, type Chain, type SaveSettlement } from './outbox';

export interface SaveOptions {
  /** Its Idempotency-Key: a screen that may send the same save twice keeps one (newClientId). */
  readonly clientId?: string;
  /**
   * The record it belongs to (lib/outbox/chains.ts), e.g. `['inspection', reportNo, rollNo]`:
   * sent after the earlier saves of that record, and of no other. By default its whole domain.
   * Queued saves only: an immediate one goes at once.
   */
  readonly chain?: Chain;
}

/**
 * What `saveQueued` resolved with. `queued`: kept on this tablet (IndexedDB) and on its way — the
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
 * Queued: the save is written to the outbox under `clientId` and this resolves as soon as it is
 * safely there. Use `whenSettled(clientId)` or `afterSync` to hear the server's answer later.
 */
export async function saveQueued<K extends CallName>(
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
    return { state: 'sent', output: await saveImmediate(name, input, { clientId }) };
  }
  return { state: 'queued', clientId };
}

/**
 * Queued, waiting for the server's answer: for a screen that needs it to go on (the new report's
 * number, the finish roll's number). A drop in the network keeps the save on the tablet and the
 * promise waits; a refusal rejects with the ApiError an immediate save would have thrown. The
 * screen waits for it, so by default it is a record of its own that no unrelated save can hold up.
 */
export async function saveForAnswer<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId(), chain = ['new', clientId] }: SaveOptions = {},
): Promise<CallOutput<Calls[K]>> {
  const kept = await saveQueued(name, input, { clientId, chain });
  if (kept.state === 'sent') return kept.output;
  const settled = await whenSettled(kept.clientId);
  if (settled.kind === 'refused') throw refusedSaveError(settled.problem);
  return (await loadCall(name)).output.parse(settled.output) as CallOutput<Calls[K]>;
}

/**
 * Runs `then` once the server has a queued save (at once if it was sent directly), e.g. to
 * refetch what it changed; refetching earlier would read the state before the save.
 */
export function afterSync(
  kept: { state: 'sent' } | { state: 'queued'; clientId: string },
  then: () => void,
): void {
  if (kept.state === 'sent') then();
  else void whenSettled(kept.clientId).then(then);
}

/**
 * Immediate: sent at once, not kept; fails offline. For the saves a person makes at a desk and
 * must see answered before going on: a refusal such as "the last administrator" shows at once,
 * and nothing of theirs waits on a shared tablet. The server keeps no key for the calls that take
 * a password (server/auth/handlers.ts), so a second sign-in is a new attempt.
 */
export function saveImmediate<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId() }: Pick<SaveOptions, 'clientId'> = {},
): Promise<CallOutput<Calls[K]>> {
  return rpc(name, input, { headers: { [IDEMPOTENCY_HEADER]: clientId } });
}

/** A refused queued save as the ApiError the same answer to an immediate save would be. */
export function refusedSaveError(problem: SaveProblem): ApiError {
  const { status, message, issues, detail } = problem;
  return new ApiError(
    status,
    {
      code: codeOf(problem),
      message,
      ...(issues ? { issues: [...issues] } : {}),
      ...(detail ? { detail: { ...detail } } : {}),
    },
    message,
  );
}
