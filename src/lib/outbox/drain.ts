import { sendItem, type SendOutcome } from './send';
import { findItem, nextPending, removeItem, updateItem } from './state';

/** Backoff after a failed attempt: 1 s doubling to a minute, with jitter so tablets do not sync in step. */
export const backoffMs = (failures: number): number => {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

type Settled =
  { readonly kind: 'sent'; readonly output: unknown } | Extract<SendOutcome, { kind: 'refused' }>;
export interface DrainHooks {
  /** Every answer or its absence: feeds the connectivity state. */
  onReach(reached: boolean): void;
  onSettled(id: string, result: Settled): void;
  /** Whose saves may be sent now: the signed-in user. */
  currentUser(): string;
}

let hooks: DrainHooks = { onReach: () => {}, onSettled: () => {}, currentUser: () => '' };
let running: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let paused = false;
export let nextAttemptAt: number | null = null;

export const setDrainHooks = (next: DrainHooks): void => {
  hooks = next;
};

/** Runs `work` in one tab at a time (Web Locks) so two tabs never send the same save together. */
function exclusive(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('greige-outbox-drain', work).then(() => undefined) : work();
}

/** Sends kept saves one by one, oldest first, until none is left or the server cannot be reached. */
async function drainOnce(): Promise<void> {
  for (;;) {
    const item = nextPending(hooks.currentUser());
    if (!item || paused) return;
    const outcome = await sendItem(item);
    hooks.onReach(!(outcome.kind === 'retry' && outcome.network));
    if (!findItem(item.id)) continue; // discarded by the user meanwhile
    if (outcome.kind === 'sent') {
      failures = 0;
      await removeItem(item.id);
      hooks.onSettled(item.id, outcome);
    } else if (outcome.kind === 'refused') {
      await updateItem({
        ...item,
        attempts: item.attempts + 1,
        state: 'attention',
        problem: outcome.problem,
      });
      hooks.onSettled(item.id, outcome);
    } else if (outcome.kind === 'signedOut') {
      // Kept as it is; signing in again calls drainOutbox().
      paused = true;
      return;
    } else {
      failures += 1;
      await updateItem({ ...item, attempts: item.attempts + 1 });
      schedule(outcome.afterMs ?? backoffMs(failures));
      return;
    }
  }
}

function schedule(delay: number): void {
  clearTimeout(timer);
  nextAttemptAt = Date.now() + delay;
  timer = setTimeout(() => void drainOutbox(false), delay);
}

/**
 * Starts the one sync loop (or joins the running one). `fresh` — after a new save, coming back
 * online or signing in — forgets the backoff and tries at once.
 */
export function drainOutbox(fresh = true): Promise<void> {
  if (fresh) {
    failures = 0;
    paused = false;
  }
  if (running) return running;
  clearTimeout(timer);
  nextAttemptAt = null;
  running = exclusive(drainOnce).finally(() => {
    running = null;
  });
  return running;
}

/** For tests. */
export function resetDrain(): void {
  clearTimeout(timer);
  failures = 0;
  paused = false;
  running = null;
  nextAttemptAt = null;
}
