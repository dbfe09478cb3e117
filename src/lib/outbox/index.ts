import type { CallName } from '@contract';
import { callMeta } from '@contract/client';
import type { Chain } from './chains';
import { drainOutbox, setDrainHooks } from './drain';
import {
  addItem,
  findItem,
  outboxState,
  reloadItems,
  removeItem,
  setViewer,
  updateItem,
} from './state';
import type { SaveProblem } from './store';

export { outboxState, type OutboxSnapshot } from './state';
export type { OutboxItem, SaveProblem } from './store';
export { drainOutbox, MAX_FAILURES } from './drain';
export type { Chain } from './chains';

/** How a kept save ended: delivered (with the server's answer) or refused (needs attention). */
export type SaveSettlement =
  | { readonly kind: 'sent'; readonly output: unknown }
  | { readonly kind: 'refused'; readonly problem: SaveProblem };

const waiters = new Map<string, ((s: SaveSettlement) => void)[]>();
/** Recent outcomes, so a screen that asks just after the answer came still hears it. */
const recent = new Map<string, SaveSettlement>();
const RECENT_MAX = 200;

/**
 * Loads the kept saves and starts sending them. `onReach` hears whether each attempt reached the
 * server, so connectivity knows about failures before the browser does.
 */
export async function startOutbox(
  currentUser: () => string,
  onReach: (reached: boolean) => void = () => {},
): Promise<void> {
  setViewer(currentUser);
  setDrainHooks({
    currentUser,
    onReach,
    onSettled: (id, result) => {
      recent.set(id, result);
      if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value ?? id);
      waiters.get(id)?.forEach((w) => w(result));
      waiters.delete(id);
    },
  });
  await reloadItems(false);
  void drainOutbox();
}

/**
 * Keeps the save in IndexedDB (resolves once it is there) and wakes the sync loop. `chain` names
 * the record it belongs to (chains.ts): it is sent after the earlier saves of that record only.
 */
export async function enqueueSave(
  id: string,
  call: CallName,
  input: unknown,
  user: string,
  chain: Chain = [callMeta[call].domain],
): Promise<void> {
  await addItem(id, call, input, user, chain);
  void drainOutbox();
}

/** Resolves when this save has reached the server or was refused (only while the page lives). */
export function whenSettled(id: string): Promise<SaveSettlement> {
  const known = recent.get(id);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve]));
}

/** The user gives up a save the server refused (or one still waiting): it is gone for good. */
export async function discardSave(id: string): Promise<void> {
  await removeItem(id);
}

/**
 * Sends a save that needs attention again as it is: after an administrator granted access, say,
 * or once the server is mended. It gets a full new round of tries.
 */
export async function retrySave(id: string): Promise<void> {
  const item = findItem(id);
  if (!item) return;
  const { problem: _problem, retryAt: _retryAt, ...rest } = item;
  await updateItem({ ...rest, failures: 0, state: 'pending' });
  void drainOutbox();
}

/**
 * "Send now": every waiting save of the signed-in user is tried at once, its backoff forgotten
 * (failures still count).
 */
export async function sendNow(): Promise<void> {
  for (const item of outboxState.get().pending) {
    if (item.retryAt === undefined) continue;
    const { retryAt: _retryAt, ...rest } = item;
    await updateItem(rest);
  }
  await drainOutbox();
}

/**
 * Replaces a refused save by a corrected one. It gets a new key: the server would rightly refuse
 * the old key with a different body (422). It keeps its place in the order.
 */
export async function fixSave(id: string, input: unknown, newId: string): Promise<void> {
  const item = findItem(id);
  if (!item) return;
  await removeItem(id);
  const { problem: _problem, retryAt: _retryAt, ...rest } = item;
  await updateItem({ ...rest, id: newId, input, attempts: 0, failures: 0, state: 'pending' });
  void drainOutbox();
}
