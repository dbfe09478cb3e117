import type { AppRouter } from './router';

/**
 * The seed preloads every screen after start: fetch each route's code chunk in idle time, so a
 * tablet that loses the network later can still open any screen (the service worker keeps them).
 */
export function preloadAllRoutes(router: AppRouter): void {
  const run = () => {
    for (const route of Object.values(router.routesById)) {
      // A failed chunk is retried on navigation; preloading must never surface an error.
      router.loadRouteChunk(route)?.catch(() => undefined);
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 5000 });
  } else {
    setTimeout(run, 1500);
  }
}
