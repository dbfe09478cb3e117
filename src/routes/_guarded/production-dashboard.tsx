import { createFileRoute } from '@tanstack/react-router';
import { ProductionDashboardPage } from '../../features/dashboards/DashboardPage';

// The address is read by the screen (DashboardPage.tsx), so the app's start carries none of it.
export const Route = createFileRoute('/_guarded/production-dashboard')({
  component: function Page() {
    return <ProductionDashboardPage search={Route.useSearch()} />;
  },
});
