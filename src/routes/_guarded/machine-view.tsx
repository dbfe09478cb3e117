import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { object, text } from '@contract/search';
import { MachinePage } from '../../features/alerts/MachinePage';

// As long as the call's `machine` (getMachineHistory).
const search = object({ machine: text(140) });

export const Route = createFileRoute('/_guarded/machine-view')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the machine: say so and offer the alerts.
  errorComponent: needsRecord('machine-view', {
    shows: m.alerts_missing_machine,
    pick: m.alerts_pick_alert,
  }),
  component: function MachineViewPage() {
    return <MachinePage machine={Route.useSearch().machine} />;
  },
});
