import { createFileRoute } from '@tanstack/react-router';
import { InspectionDashboardPage } from '../../features/dashboards/DashboardPage';

// The address is read by the screen (DashboardPage.tsx), so the app's start carries none of it.
export const Route = createFileRoute('/_guarded/dashboard')({
  component: function Page() {
    return <InspectionDashboardPage search={Route.useSearch()} />;
  },
});
