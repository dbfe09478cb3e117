import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { CollarCuffStock } from '../features/stock/ccModal/CollarCuffStock';
import type { CcStockSearch } from '../features/stock/ccModal/search';

export const Route = createFileRoute('/collar-cuff-stock-modal')({
  // Read by the screen (features/stock/ccModal/search.ts), not at the app's start.
  validateSearch: (search: Record<string, unknown>) => search as CcStockSearch,
  component: function CollarCuffStockModal() {
    return (
      <ModalPage page="collar-cuff-stock-modal">
        <CollarCuffStock search={Route.useSearch()} />
      </ModalPage>
    );
  },
});
