import { createFileRoute } from '@tanstack/react-router';
import type { LossSearch } from '../../features/stock/loss/search';
import { ProcessLossPage } from '../../features/stock/loss/ProcessLossPage';

export const Route = createFileRoute('/_guarded/process-loss')({
  // Read by the screen (features/stock/loss/search.ts), not at the app's start.
  validateSearch: (search: Record<string, unknown>) => search as LossSearch,
  component: function ProcessLoss() {
    const navigate = Route.useNavigate();
    return (
      <ProcessLossPage
        search={Route.useSearch()}
        onChange={(po) => void navigate({ search: { po } })}
      />
    );
  },
});
