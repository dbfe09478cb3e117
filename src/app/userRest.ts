/**
 * Whether the user's hand is resting: work that can wait (the preload of every route, the service
 * worker's first install) waits for a pause in the taps and key presses, so that it never lands in
 * front of a tap on a slow tablet. Idle time alone does not do it: there is idle time between two
 * taps of an inspector recording defects.
 */

/** How long after the user's last tap or key press they count as resting. */
export const REST_MS = 1500;

/** When the user last pressed, tapped or typed, on `performance.now()`'s clock. */
let lastInput = Number.NEGATIVE_INFINITY;
let watchers = 0;
// The time the listener runs, not the event's timeStamp: that is on another clock in some
// engines (jsdom: the epoch), and the two are a few milliseconds apart at most.
const noteInput = () => {
  lastInput = performance.now();
};
const listen = { capture: true, passive: true } as const;

/**
 * Starts noting the user's taps and key presses; the function returned stops, and the listeners
 * go once every watcher has stopped.
 */
export function watchInput(): () => void {
  if (watchers++ === 0) {
    window.addEventListener('pointerdown', noteInput, listen);
    window.addEventListener('keydown', noteInput, listen);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--watchers > 0) return;
    window.removeEventListener('pointerdown', noteInput, listen);
    window.removeEventListener('keydown', noteInput, listen);
  };
}

/** A promise that resolves after `ms`: the waits here and the preload's. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RestOptions {
  /** How long the hand must have rested. */
  restMs?: number;
  /** A moment that counts as an input (on `performance.now()`'s clock): the rest starts after it. */
  since?: number;
  /** The longest wait: work that must happen goes ahead after this, resting or not. */
  maxMs?: number;
}

/** Resolves once the user has not tapped or typed for `restMs` (while watched), or after `maxMs`. */
export async function whenUserRests({
  restMs = REST_MS,
  since = Number.NEGATIVE_INFINITY,
  maxMs = Number.POSITIVE_INFINITY,
}: RestOptions = {}): Promise<void> {
  const start = performance.now();
  for (;;) {
    const now = performance.now();
    const quiet = now - Math.max(lastInput, since);
    const left = maxMs - (now - start);
    if (quiet >= restMs || left <= 0) return;
    await delay(Math.min(restMs - quiet, left));
  }
}
