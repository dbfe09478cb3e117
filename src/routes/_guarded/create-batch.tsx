import { createFileRoute } from '@tanstack/react-router';
import type { BatchSearch } from '../../features/stock/batch/search';
import { CreateBatchPage } from '../../features/stock/batch/CreateBatchPage';

export const Route = createFileRoute('/_guarded/create-batch')({
  // Read by the screen (features/stock/batch/search.ts), not at the app's start.
  validateSearch: (search: Record<string, unknown>) => search as BatchSearch,
  component: function CreateBatch() {
    const navigate = Route.useNavigate();
    return (
      <CreateBatchPage
        search={Route.useSearch()}
        onCard={(card) => void navigate({ search: { card } })}
      />
    );
  },
});
