import { createFileRoute } from '@tanstack/react-router';
import { SalesDashboardPage } from '../../features/dashboards/SalesDashboardPage';

// The address is read by the screen (SalesDashboardPage.tsx), so the app's start carries none of it.
export const Route = createFileRoute('/_guarded/sales-dashboard')({
  component: function Page() {
    return <SalesDashboardPage search={Route.useSearch()} />;
  },
});
