import { nextSave } from './chains';
import { sendItem, type SendOutcome } from './send';
import { findItem, outboxState, removeItem, showCurrentUser, updateItem } from './state';
import type { OutboxItem, SaveProblem } from './store';

/** Backoff after a failed attempt: 1 s doubling to a minute, with jitter so tablets do not sync in step. */
export const backoffMs = (failures: number): number => {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

/**
 * A save the server failed this many times (about two minutes of backoff) goes to "needs
 * attention" with the server's last message, instead of being tried, and holding its record, forever.
 */
export const MAX_FAILURES = 8;

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
/** Attempts in a row that found the server unreachable: the backoff of the whole loop. */
let unreachable = 0;
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

/** Moves a save to "needs attention"; later saves of its record wait until a person decides. */
async function needsAttention(item: OutboxItem, problem: SaveProblem, failures?: number) {
  const { retryAt: _retryAt, ...rest } = item;
  await updateItem({
    ...rest,
    attempts: item.attempts + 1,
    ...(failures === undefined ? {} : { failures }),
    state: 'attention',
    problem,
  });
  hooks.onSettled(item.id, { kind: 'refused', problem });
}

/**
 * Sends the saves that may go now, oldest first, each record's in order (chains.ts). A save the
 * server fails backs off alone and holds only its own record; when the server cannot be reached
 * at all, the whole loop waits.
 */
async function drainOnce(): Promise<void> {
  for (;;) {
    if (paused) return;
    const next = nextSave(outboxState.items(), hooks.currentUser(), Date.now());
    if (next.kind === 'wait') {
      if (next.at !== null) schedule(next.at - Date.now());
      return;
    }
    const { item } = next;
    const outcome = await sendItem(item);
    hooks.onReach(outcome.kind !== 'unreachable' || outcome.answered);
    if (!findItem(item.id)) continue; // discarded by the user meanwhile
    if (outcome.kind === 'sent') {
      unreachable = 0;
      await removeItem(item.id);
      hooks.onSettled(item.id, outcome);
    } else if (outcome.kind === 'refused') {
      await needsAttention(item, outcome.problem);
    } else if (outcome.kind === 'failed') {
      const failures = (item.failures ?? 0) + 1;
      if (failures >= MAX_FAILURES) await needsAttention(item, outcome.problem, failures);
      else {
        const retryAt = Date.now() + (outcome.afterMs ?? backoffMs(failures));
        await updateItem({ ...item, attempts: item.attempts + 1, failures, retryAt });
      }
    } else if (outcome.kind === 'signedOut') {
      // Kept as it is; signing in again calls drainOutbox().
      paused = true;
      return;
    } else {
      unreachable += 1;
      await updateItem({ ...item, attempts: item.attempts + 1 });
      schedule(backoffMs(unreachable));
      return;
    }
  }
}

function schedule(delay: number): void {
  clearTimeout(timer);
  const wait = Math.max(0, delay);
  nextAttemptAt = Date.now() + wait;
  timer = setTimeout(() => void drainOutbox(false), wait);
}

/**
 * Starts the one sync loop (or joins the running one). `fresh` — after a new save, coming back
 * online or signing in — forgets that the server was unreachable and tries at once; a save the
 * server itself failed keeps its own backoff.
 */
export function drainOutbox(fresh = true): Promise<void> {
  if (fresh) {
    unreachable = 0;
    paused = false;
    // Signing in drains afresh: from now on the lists show this user's saves, and only theirs.
    showCurrentUser();
  }
  if (running) {
    // A save added while the loop is sending is picked up by it; one added after it decided to
    // wait needs another pass.
    return running.then(() => (fresh ? drainOutbox(false) : undefined));
  }
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
  unreachable = 0;
  paused = false;
  running = null;
  nextAttemptAt = null;
}
