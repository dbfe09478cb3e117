import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { LabRollsPage } from '../../features/sales/lab/LabRollsPage';

const search = object({ so: docNo });

export const Route = createFileRoute('/_guarded/lab-rolls-view')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the lab order: say so and offer to pick it.
  errorComponent: needsRecord('lab-rolls-view', {
    shows: m.frame_missing_lab_order,
    pick: m.frame_pick_lab_order,
  }),
  component: function LabRolls() {
    const { so } = Route.useSearch();
    return <LabRollsPage key={so} so={so} />;
  },
});
