import { createFileRoute } from '@tanstack/react-router';
import { OrderReportPage } from '../../features/sales/orderReport/OrderReportPage';
import { orderReportSearch, type OrderReportSearch } from '../../features/sales/orderReport/search';

export const Route = createFileRoute('/_guarded/sales-order-report')({
  // Handed over as it is and read by the screen, so the reader loads with it.
  validateSearch: (search: Record<string, unknown>) => search as OrderReportSearch,
  component: function SalesOrderReport() {
    const navigate = Route.useNavigate();
    return (
      <OrderReportPage
        filter={orderReportSearch.parse(Route.useSearch())}
        onChange={(change) =>
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
        }
      />
    );
  },
});
