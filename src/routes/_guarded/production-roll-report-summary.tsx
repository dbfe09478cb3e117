import { createFileRoute } from '@tanstack/react-router';
import type { ReportSummarySearch } from '../../features/rollSummary/search';
import { reportSummarySearch } from '../../features/rollSummary/search';
import { ReportSummaryPage } from '../../features/rollSummary/ReportSummaryPage';

export const Route = createFileRoute('/_guarded/production-roll-report-summary')({
  // Handed over as it is and read by the screen (features/rollSummary/search.ts), so the
  // readers load with the screen and not with the app's start.
  validateSearch: (search: Record<string, unknown>) => search as ReportSummarySearch,
  component: function ProductionRollReportSummary() {
    const navigate = Route.useNavigate();
    return (
      <ReportSummaryPage
        filters={reportSummarySearch.parse(Route.useSearch())}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
