import type { QueryClient } from '@tanstack/react-query';
import type { ReportQuery } from './definition';

/**
 * Loaders warm the cache but never fail the route: a call that answers an error (501 while its
 * handler is missing, 403, offline) is shown by the screen as a plain error state instead.
 */
export const prefetchReport = async <Row>(queryClient: QueryClient, query: ReportQuery<Row>) => {
  await queryClient.ensureQueryData(query).catch(() => undefined);
};
