import type { QueryClient } from '@tanstack/react-query';
import { reportQuery, type ReportDefinition, type ReportFilters } from './definition';
import { prefetchReport } from './prefetch';

/**
 * Route options every report list shares: its filters in the address, a loader that warms it.
 * Kept apart from the screen (ReportPage.tsx): a route's options load with the app's start, its
 * component only when the route opens.
 */
export const reportRoute = <Row>(def: ReportDefinition<Row>) => ({
  validateSearch: def.filterSchema,
  loaderDeps: ({ search }: { search: ReportFilters }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: ReportFilters }) =>
    prefetchReport(context.queryClient, reportQuery(def, deps)),
});
