import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NoOrder } from '../features/sales/orders/NoOrder';
import { ItemRollsSheet } from '../features/sales/orders/OrderSheet';
import { orderItemSearch, type OrderItemSearch } from '../features/sales/orders/search';

export const Route = createFileRoute('/sales-order-item-stock-roll-view')({
  validateSearch: (search: Record<string, unknown>) => search as OrderItemSearch,
  component: function SalesOrderItemRolls() {
    const { so, item } = orderItemSearch.parse(Route.useSearch());
    return (
      <ModalPage page="sales-order-item-stock-roll-view">
        {so && item ? <ItemRollsSheet so={so} itemRowId={item} /> : <NoOrder />}
      </ModalPage>
    );
  },
});
