import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '../components/NotFound';
import { RouteError } from '../components/RouteError';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './searchParams';
import type { AuthContext } from '../lib/auth';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

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
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
