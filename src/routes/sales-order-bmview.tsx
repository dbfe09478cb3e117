import { createFileRoute } from '@tanstack/react-router';
import { ModalPage } from '../components/ModalPage';
import { NoOrder } from '../features/sales/orders/NoOrder';
import { OrderSheet } from '../features/sales/orders/OrderSheet';
import { orderSearch, type OrderSearch } from '../features/sales/orders/search';

export const Route = createFileRoute('/sales-order-bmview')({
  validateSearch: (search: Record<string, unknown>) => search as OrderSearch,
  component: function SalesOrderSheet() {
    const { so } = orderSearch.parse(Route.useSearch());
    return (
      <ModalPage page="sales-order-bmview">{so ? <OrderSheet so={so} /> : <NoOrder />}</ModalPage>
    );
  },
});
