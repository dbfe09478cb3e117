import { createFileRoute } from '@tanstack/react-router';
import { PivotPage } from '../../features/sales/pivot/PivotPage';
import type { PivotSearchIn } from '../../features/sales/pivot/search';

export const Route = createFileRoute('/_guarded/pivot')({
  // Handed over as it is and read by the screen, so the readers load with it.
  validateSearch: (search: Record<string, unknown>) => search as PivotSearchIn,
  component: function Pivot() {
    const navigate = Route.useNavigate();
    return (
      <PivotPage
        search={Route.useSearch()}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
