import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';

/** A router with three routes whose chunk loads are counted, and a query client's fetch count. */
function fakeApp() {
  const loads: string[] = [];
  const routesById = { __root__: { id: '__root__' }, '/login': { id: '/login' }, '/home': {} };
  const router = {
    routesById,
    state: { status: 'idle' as 'idle' | 'pending' },
    loadRouteChunk: (route: { id?: string }) => {
      loads.push(route.id ?? '?');
      return Promise.resolve();
    },
  };
  const fetching = { count: 0 };
  const queryClient = { isFetching: () => fetching.count };
  return {
    router: router as unknown as AppRouter,
    routerState: router.state,
    queryClient: queryClient as unknown as QueryClient,
    fetching,
    loads,
  };
}

/** A fresh module each time: the once-per-page guard lives in the module. */
const freshPreload = async () => {
  vi.resetModules();
  return import('./preload');
};

describe('preloading every route after start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the quiet spell after load, then loads every route once', async () => {
    const { preloadAllRoutes, preloadTiming } = await freshPreload();
    const app = fakeApp();
    preloadAllRoutes(app.router, app.queryClient);

    await vi.advanceTimersByTimeAsync(preloadTiming.afterLoadMs - 1);
    expect(app.loads).toEqual([]);

    await vi.runAllTimersAsync();
    expect(app.loads).toHaveLength(3);
  });

  it('never preloads twice: a second start (re-render, next sign-in) does nothing', async () => {
    const { preloadAllRoutes } = await freshPreload();
    const app = fakeApp();
    preloadAllRoutes(app.router, app.queryClient);
    await vi.runAllTimersAsync();
    preloadAllRoutes(app.router, app.queryClient);
    preloadAllRoutes(app.router, app.queryClient);
    await vi.runAllTimersAsync();
    expect(app.loads).toHaveLength(3);
  });

  it("waits while the first screen's own data or route is still loading", async () => {
    const { preloadAllRoutes, preloadTiming } = await freshPreload();
    const app = fakeApp();
    app.fetching.count = 1;
    app.routerState.status = 'pending';
    preloadAllRoutes(app.router, app.queryClient);

    await vi.advanceTimersByTimeAsync(preloadTiming.afterLoadMs + preloadTiming.busyRecheckMs * 2);
    expect(app.loads).toEqual([]);

    app.fetching.count = 0;
    app.routerState.status = 'idle';
    await vi.runAllTimersAsync();
    expect(app.loads).toHaveLength(3);
  });

  it('still preloads when the first screen never settles, after a bounded wait', async () => {
    const { preloadAllRoutes } = await freshPreload();
    const app = fakeApp();
    app.fetching.count = 1;
    preloadAllRoutes(app.router, app.queryClient);
    await vi.runAllTimersAsync();
    expect(app.loads).toHaveLength(3);
  });

  it('waits for the service worker to take the page over, so chunks come from its precache', async () => {
    const { preloadAllRoutes, preloadTiming } = await freshPreload();
    const worker = new EventTarget() as EventTarget & { controller: ServiceWorker | null };
    worker.controller = null;
    const app = fakeApp();
    preloadAllRoutes(app.router, app.queryClient, worker);
    await vi.advanceTimersByTimeAsync(preloadTiming.afterLoadMs + 100);
    expect(app.loads).toEqual([]);

    worker.controller = {} as ServiceWorker;
    worker.dispatchEvent(new Event('controllerchange'));
    // Well before the worker's time limit: it was the takeover that let the preload go.
    await vi.advanceTimersByTimeAsync(10);
    expect(app.loads).toHaveLength(3);
  });

  it('loads the routes one at a time, each after the one before has loaded', async () => {
    const { preloadAllRoutes } = await freshPreload();
    const app = fakeApp();
    const pending: (() => void)[] = [];
    const router = app.router as unknown as {
      loadRouteChunk: (route: { id?: string }) => Promise<void>;
    };
    router.loadRouteChunk = (route) => {
      app.loads.push(route.id ?? '?');
      return new Promise<void>((resolve) => pending.push(resolve));
    };
    preloadAllRoutes(app.router, app.queryClient);
    await vi.runAllTimersAsync();
    expect(app.loads).toEqual(['__root__']);

    pending.shift()?.();
    await vi.runAllTimersAsync();
    expect(app.loads).toEqual(['__root__', '/login']);
  });

  it('does not wait for a worker that already serves the page (a repeat visit)', async () => {
    const { preloadAllRoutes, preloadTiming } = await freshPreload();
    const worker = Object.assign(new EventTarget(), { controller: {} as ServiceWorker });
    const app = fakeApp();
    preloadAllRoutes(app.router, app.queryClient, worker);
    await vi.advanceTimersByTimeAsync(preloadTiming.afterLoadMs + 10);
    expect(app.loads).toHaveLength(3);
  });

  it('waits while the user taps or types, and goes on once they have rested', async () => {
    const { preloadAllRoutes, preloadTiming } = await freshPreload();
    const app = fakeApp();
    preloadAllRoutes(app.router, app.queryClient);
    // An inspector tapping every half second, well past the quiet spell after load.
    for (let tap = 0; tap < 10; tap++) {
      window.dispatchEvent(new Event(tap % 2 ? 'keydown' : 'pointerdown'));
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(app.loads).toEqual([]);

    // The last tap was half a second ago: the first route loads once it is restMs ago.
    await vi.advanceTimersByTimeAsync(preloadTiming.restMs - 500 + 10);
    expect(app.loads).not.toEqual([]);
    const before = app.loads.length;
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(preloadTiming.restMs - 100);
    // A route load already under way is not called back, but no new one starts.
    expect(app.loads.length).toBeLessThanOrEqual(before + 1);

    await vi.runAllTimersAsync();
    expect(app.loads).toHaveLength(3);
  });
});
