import type { QueryClient } from '@tanstack/react-query';
import type { AuthContext } from '../lib/auth';

/**
 * What every route's beforeLoad and loader receive. Apart from router.ts, which imports the route
 * tree, so the root route can name it without importing the tree it belongs to.
 */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}
