import { createFileRoute } from '@tanstack/react-router';
import { LiveFloor } from '../../features/live/LiveFloor';

export const Route = createFileRoute('/_guarded/dashboardlive')({
  // Handed over as it is: the screen takes `wall` only when it is exactly true, so a reader
  // would add code to the app's start for nothing.
  validateSearch: (search: Record<string, unknown>) => search as { wall?: boolean },
  component: function DashboardLive() {
    const { wall } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <LiveFloor
        wall={wall === true}
        onWallChange={(on) => void navigate({ search: on ? { wall: true } : {}, replace: true })}
      />
    );
  },
});
