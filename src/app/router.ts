import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { RouteError } from '../components/RouteError';
import { routeTree } from '../routeTree.gen';
import { RoutePending } from './offlineGate';
import type { RouterContext } from './routerContext';
import { parseSearch, stringifySearch } from './searchParams';

/** How long a screen may take before the frame shows with a loader in its place. */
export const PENDING_MS = 100;

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Loaders use ensureQueryData: TanStack Query owns freshness, so the router never caches.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    // In the app's style: never the router's raw "Something went wrong!" with the schema's JSON.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // A screen not there within PENDING_MS shows the frame with a loader in it, and the screen
    // the moment it is there (no minimum). The root and the frame never show one: until the frame
    // is there, the start screen of index.html stays (their routes set pendingMs: Infinity).
    // Offline, a screen whose data is not on the tablet says so instead of loading on and on.
    defaultPendingComponent: RoutePending,
    defaultPendingMs: PENDING_MS,
    defaultPendingMinMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
