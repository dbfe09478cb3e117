import { createFileRoute } from '@tanstack/react-router';
import type { RollSummarySearch } from '../../features/rollSummary/search';
import { rollSummarySearch } from '../../features/rollSummary/search';
import { RollSummaryPage } from '../../features/rollSummary/RollSummaryPage';

export const Route = createFileRoute('/_guarded/production-roll-summary')({
  // Handed over as it is and read by the screen (features/rollSummary/search.ts), so the
  // readers load with the screen and not with the app's start.
  validateSearch: (search: Record<string, unknown>) => search as RollSummarySearch,
  component: function ProductionRollSummary() {
    const navigate = Route.useNavigate();
    return (
      <RollSummaryPage
        filters={rollSummarySearch.parse(Route.useSearch())}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
