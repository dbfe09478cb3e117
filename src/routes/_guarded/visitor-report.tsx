import { createFileRoute } from '@tanstack/react-router';
import { VisitorReportPage } from '../../features/gate/report/VisitorReportPage';
import { visitorReportSearch, type VisitorReportSearch } from '../../features/gate/report/search';

export const Route = createFileRoute('/_guarded/visitor-report')({
  // Handed over as it is and read by the screen, so the reader loads with it.
  validateSearch: (search: Record<string, unknown>) => search as VisitorReportSearch,
  component: function VisitorReport() {
    const navigate = Route.useNavigate();
    return (
      <VisitorReportPage
        filter={visitorReportSearch.parse(Route.useSearch())}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
