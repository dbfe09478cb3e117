import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';
import { whenPageLoaded } from './firstScreen';
import { delay, REST_MS, watchInput, whenUserRests } from './userRest';

/**
 * The seed preloads every screen after start, so a tablet that loses the network later can still
 * open any screen. Done carelessly, that is a hundred requests fighting the first paint on a weak
 * signal; so it waits until the first screen is done:
 *
 * 1. the page has loaded (first paint, entry code) and a short quiet spell has passed;
 * 2. a service worker serves the page, when there is one: its install has then precached every
 *    chunk, and the preload's requests are answered from that cache instead of the network (on a
 *    first visit the worker claims the page once installed; it is not waited for forever). The
 *    app starts the preload once the worker's registration is made (src/main.tsx), which itself
 *    waits for the user to pause after the first screen (src/app/pwa.ts);
 * 3. the first screen's own data has arrived (no query fetching, no route loading);
 * 4. the browser is idle.
 *
 * Then the routes load one at a time, each in an idle moment of its own: loading them all at once
 * evaluated every screen's code in one task, a freeze of a few hundred milliseconds on a slow
 * tablet just when the user starts to type or tap. And each waits until the user has not touched
 * the screen or a key for a moment: an inspector tapping defects in the first minute would
 * otherwise meet a route's load (its links, its evaluation: 20-30 ms on a slow tablet) in front of
 * a tap, which idle time alone does not prevent, as there is idle time between two taps.
 *
 * It runs once per page load: not again on a re-render, a sign-out or the next sign-in.
 */
export const preloadTiming = {
  /** Quiet spell after the load event, so the first screen's own requests go first. */
  afterLoadMs: 1000,
  /** The longest wait for a service worker to take the page over (first visit, install). */
  serviceWorkerMs: 4000,
  /** How often a busy first screen is looked at again, and how long it is waited for at most. */
  busyRecheckMs: 250,
  busyMaxMs: 2000,
  /** requestIdleCallback's deadline: on a page that is never idle, it still runs. */
  idleTimeoutMs: 2000,
  /** How long after the user's last tap or key press the next route may load. */
  restMs: REST_MS,
} as const;

let started = false;

/** Resolves once a service worker controls the page, at once when there is none to wait for. */
function whenServedByWorker(container: WorkerContainer | undefined, maxMs: number): Promise<void> {
  if (!container || container.controller) return Promise.resolve();
  const claimed = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  return Promise.race([claimed, delay(maxMs)]);
}

async function whenFirstScreenDone(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const busy = () => queryClient.isFetching() > 0 || router.state.status === 'pending';
  for (let waited = 0; busy() && waited < preloadTiming.busyMaxMs;) {
    await delay(preloadTiming.busyRecheckMs);
    waited += preloadTiming.busyRecheckMs;
  }
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: preloadTiming.idleTimeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/** What the preload needs of `navigator.serviceWorker`. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Loads the code of every route once the first screen is idle; a second call does nothing.
 * `worker` is the container the app registers its service worker in (none in development).
 */
export function preloadAllRoutes(
  router: AppRouter,
  queryClient: QueryClient,
  worker?: WorkerContainer,
): void {
  if (started) return;
  started = true;
  const stopWatching = watchInput();
  void (async () => {
    await whenPageLoaded();
    await delay(preloadTiming.afterLoadMs);
    await whenServedByWorker(worker, preloadTiming.serviceWorkerMs);
    await whenFirstScreenDone(router, queryClient);
    for (const route of Object.values(router.routesById)) {
      await whenUserRests({ restMs: preloadTiming.restMs });
      await whenIdle();
      // A failed chunk is retried on navigation; preloading must never surface an error.
      await router.loadRouteChunk(route)?.catch(() => undefined);
    }
    // What the frame says offline about a screen not on the tablet: loaded while the network is
    // there, for a tablet whose browser keeps no service worker.
    void import('./NotOnTablet').catch(() => undefined);
    stopWatching();
  })();
}
