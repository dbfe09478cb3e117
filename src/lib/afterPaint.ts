/** The Prioritized Task Scheduling API where the browser has it (Chromium does). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<unknown>;
}
const taskScheduler = (): TaskScheduler | undefined =>
  (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler?.postTask
    ? (globalThis as unknown as { scheduler: TaskScheduler }).scheduler
    : undefined;

/** Calls waiting for the frame already asked for; null while none is. */
let waiting: (() => void)[] | null = null;

/** One failing call must not keep the later ones (the next taps' saves) from running. */
function runReporting(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * Each call in a task of its own, in order: a tap's save, its list and its sheet's reread do not
 * add up to one long task that the next tap would wait behind.
 */
function runLater(fns: readonly (() => void)[]): void {
  const s = taskScheduler();
  for (const fn of fns) {
    if (s)
      void s.postTask(() => runReporting(fn), { priority: 'background' }).catch(() => undefined);
    else setTimeout(() => runReporting(fn), 0);
  }
}

/** The calls still waiting for a frame, run now: a hidden page paints none. */
function runWaiting(): void {
  if (!waiting) return;
  const fns = waiting;
  waiting = null;
  runLater(fns);
}

let watchingVisibility = false;
/**
 * A page hidden just after a tap (the tablet's screen turned off) paints no frame until it shows
 * again, and the system may close it meanwhile: the tap's save, still waiting for that frame,
 * would be lost. So the calls waiting run as soon as the page is hidden.
 */
function watchVisibility(): void {
  if (watchingVisibility || typeof document === 'undefined') return;
  watchingVisibility = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') runWaiting();
  });
}

/**
 * Runs `fn` once the browser has painted the frame that shows the current update: a tap's count
 * and score go on screen first, and the save's checks and its write to the outbox (a few
 * milliseconds on a slow tablet) follow, as background work that the next tap's input and frame
 * go before. Calls run in the order they were made, so saves keep the order of the taps.
 *
 * The calls of one frame share one animation-frame callback: a tap asks for several (its save,
 * its list of taps, the sheet's reread), and each request of the browser in the tap's own task is
 * time before its frame. A hidden page paints no frames; there the call (and any still waiting
 * for a frame) runs without waiting.
 */
export function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    const fns = [...(waiting ?? []), fn];
    waiting = null;
    runLater(fns);
    return;
  }
  if (waiting) {
    waiting.push(fn);
    return;
  }
  watchVisibility();
  waiting = [fn];
  requestAnimationFrame(runWaiting);
}
