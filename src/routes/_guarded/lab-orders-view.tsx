import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../features/sales/orders/OrderListPage';
import { orderListSearch, type OrderListSearch } from '../../features/sales/orders/search';

export const Route = createFileRoute('/_guarded/lab-orders-view')({
  // Handed over as it is and read by the screen, so the reader loads with it.
  validateSearch: (search: Record<string, unknown>) => search as OrderListSearch,
  component: function LabOrders() {
    const navigate = Route.useNavigate();
    const search = orderListSearch.parse(Route.useSearch());
    return (
      <OrderListPage
        lab
        filter={search}
        q={search.q ?? ''}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
        onOpen={(r) => void navigate({ to: '/lab-rolls-view', search: { so: r.salesOrderNo } })}
      />
    );
  },
});
