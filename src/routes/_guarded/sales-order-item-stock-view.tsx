import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { ItemStockPage } from '../../features/sales/orders/ItemStockPage';

const search = object({ so: docNo, item: docNo });

export const Route = createFileRoute('/_guarded/sales-order-item-stock-view')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the order item: say so and offer to pick it.
  errorComponent: needsRecord('sales-order-item-stock-view', {
    shows: m.frame_missing_order_item,
    pick: m.frame_pick_order_item,
  }),
  component: function SalesOrderItemStock() {
    const { so, item } = Route.useSearch();
    return <ItemStockPage key={item} so={so} itemRowId={item} />;
  },
});
