import { createFileRoute } from '@tanstack/react-router';
import type { StockSearchIn } from '../../features/stock/levels/search';
import { StockPage } from '../../features/stock/levels/StockPage';

export const Route = createFileRoute('/_guarded/stock-with-collar-cuff')({
  // Handed over as it is and read by the screen (features/stock/levels/search.ts), so the
  // readers load with the screen and not with the app's start.
  validateSearch: (search: Record<string, unknown>) => search as StockSearchIn,
  component: function StockWithCollarCuff() {
    return <StockPage search={Route.useSearch()} />;
  },
});
