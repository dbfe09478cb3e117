import { createFileRoute } from '@tanstack/react-router';
import { ItemStockPage } from '../../features/sales/orders/ItemStockPage';
import { NoOrder } from '../../features/sales/orders/NoOrder';
import { orderItemSearch, type OrderItemSearch } from '../../features/sales/orders/search';

export const Route = createFileRoute('/_guarded/sales-order-item-stock-view')({
  validateSearch: (search: Record<string, unknown>) => search as OrderItemSearch,
  component: function SalesOrderItemStock() {
    const { so, item } = orderItemSearch.parse(Route.useSearch());
    return so && item ? <ItemStockPage key={item} so={so} itemRowId={item} /> : <NoOrder />;
  },
});
