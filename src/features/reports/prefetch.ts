import type { QueryClient } from '@tanstack/react-query';
import type { ReportQuery } from './definition';

/**
 * Loaders warm the cache with the first page but never fail the route: a call that answers an
 * error (501 while its handler is missing, 403, offline) is shown by the screen as an error state.
 */
export const prefetchReport = async <Row>(queryClient: QueryClient, query: ReportQuery<Row>) => {
  await queryClient.ensureInfiniteQueryData(query).catch(() => undefined);
};
