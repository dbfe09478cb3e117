import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { reportQuery, type ReportDefinition, type ReportFilters } from './definition';
import { prefetchReport } from './prefetch';
import { ReportView } from './ReportView';

/** Route options every report list shares: its filters in the address, a loader that warms it. */
export const reportRoute = <Row,>(def: ReportDefinition<Row>) => ({
  validateSearch: def.filterSchema,
  loaderDeps: ({ search }: { search: ReportFilters }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: ReportFilters }) =>
    prefetchReport(context.queryClient, reportQuery(def, deps)),
});

/** A report list page: filters live in the address (replaced, not pushed), a row opens its detail. */
export function ReportPage<Row>({
  def,
  filters,
}: {
  def: ReportDefinition<Row>;
  filters: ReportFilters;
}) {
  const navigate = useNavigate();
  return (
    <ReportView
      def={def}
      filters={filters}
      onFiltersChange={(search) => void navigate({ to: '.', search, replace: true })}
      onOpen={(row) => def.detail && void navigate(def.detail(row))}
    />
  );
}
