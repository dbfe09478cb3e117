import { createFileRoute } from '@tanstack/react-router';
import { LabRollsPage } from '../../features/sales/lab/LabRollsPage';
import { NoOrder } from '../../features/sales/orders/NoOrder';
import { orderSearch, type OrderSearch } from '../../features/sales/orders/search';

export const Route = createFileRoute('/_guarded/lab-rolls-view')({
  validateSearch: (search: Record<string, unknown>) => search as OrderSearch,
  component: function LabRolls() {
    const { so } = orderSearch.parse(Route.useSearch());
    return so ? <LabRollsPage key={so} so={so} /> : <NoOrder lab />;
  },
});
