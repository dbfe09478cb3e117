import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { LabRollSheet } from '../features/sales/lab/LabRollSheet';
import { NoOrder } from '../features/sales/orders/NoOrder';
import { labRollSearch, type LabRollSearch } from '../features/sales/orders/search';

export const Route = createFileRoute('/lab-rolls-modal')({
  validateSearch: (search: Record<string, unknown>) => search as LabRollSearch,
  component: function LabRoll() {
    const { so, roll } = labRollSearch.parse(Route.useSearch());
    return (
      <ModalPage page="lab-rolls-modal">
        {so && roll ? <LabRollSheet so={so} rollNo={roll} /> : <NoOrder lab />}
      </ModalPage>
    );
  },
});
