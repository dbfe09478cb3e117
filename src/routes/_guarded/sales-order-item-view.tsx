import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { OrderPage } from '../../features/sales/orders/OrderPage';

const search = object({ so: docNo });

export const Route = createFileRoute('/_guarded/sales-order-item-view')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the order: say so and offer to pick it.
  errorComponent: needsRecord('sales-order-item-view', {
    shows: m.frame_missing_order,
    pick: m.frame_pick_order,
  }),
  component: function SalesOrder() {
    const { so } = Route.useSearch();
    return <OrderPage key={so} so={so} />;
  },
});
