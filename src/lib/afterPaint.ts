/** The Prioritized Task Scheduling API where the browser has it (Chromium does). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<unknown>;
}
const taskScheduler = (): TaskScheduler | undefined =>
  (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler?.postTask
    ? (globalThis as unknown as { scheduler: TaskScheduler }).scheduler
    : undefined;

/**
 * Runs `fn` once the browser has painted the frame that shows the current update: a tap's count
 * and score go on screen first, and the save's checks and its write to the outbox (a few
 * milliseconds on a slow tablet) follow, as background work that the next tap's input and frame
 * go before. Calls run in the order they were made, so saves keep the order of the taps. A hidden
 * page paints no frames; there the call waits for nothing.
 */
export function afterPaint(fn: () => void): void {
  const later = () => {
    const s = taskScheduler();
    if (s) void s.postTask(fn, { priority: 'background' }).catch(() => undefined);
    else setTimeout(fn, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    later();
    return;
  }
  requestAnimationFrame(later);
}
