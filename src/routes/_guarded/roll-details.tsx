import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, isoDate, object, optional, string } from '@contract/search';
import { RollDetails } from '../../features/inspection/roll/RollDetails';
import { rollSheetQuery, warm } from '../../features/inspection/queries';

const search = object({
  reportNo: docNo,
  date: optional(isoDate),
  rollNo: optional(docNo),
  greigeRollNo: optional(docNo),
  finishRollNo: optional(docNo),
  /** Why a roll already inspected at this stage is inspected again (AddRoll's offer). */
  reinspect: optional(string(200)),
});

export const Route = createFileRoute('/_guarded/roll-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('roll-details', {
    shows: m.frame_missing_roll_details,
    pick: m.frame_pick_ongoing,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    deps.rollNo
      ? warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo)))
      : undefined,
  component: function RollDetailsPage() {
    return <RollDetails {...Route.useSearch()} />;
  },
});
