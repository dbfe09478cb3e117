import { useNavigate } from '@tanstack/react-router';
import type { ReportDefinition, ReportFilters, ReportScreen } from './definition';
import { ReportView } from './ReportView';

/** A report list page: filters live in the address (replaced, not pushed), a row opens its detail. */
export function ReportPage<Row>({
  def,
  screen,
  filters,
}: {
  def: ReportDefinition<Row>;
  screen: ReportScreen<Row>;
  filters: ReportFilters;
}) {
  const navigate = useNavigate();
  return (
    <ReportView
      def={def}
      screen={screen}
      filters={filters}
      onFiltersChange={(change) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...change }), replace: true })
      }
      onOpen={(row) => def.detail && void navigate(def.detail(row))}
    />
  );
}
