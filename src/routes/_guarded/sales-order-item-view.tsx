import { createFileRoute } from '@tanstack/react-router';
import { NoOrder } from '../../features/sales/orders/NoOrder';
import { OrderPage } from '../../features/sales/orders/OrderPage';
import { orderSearch, type OrderSearch } from '../../features/sales/orders/search';

export const Route = createFileRoute('/_guarded/sales-order-item-view')({
  validateSearch: (search: Record<string, unknown>) => search as OrderSearch,
  component: function SalesOrder() {
    const { so } = orderSearch.parse(Route.useSearch());
    return so ? <OrderPage key={so} so={so} /> : <NoOrder />;
  },
});
