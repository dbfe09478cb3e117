import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, isoDate, object, optional } from '@contract/search';
import { RollView } from '../../features/inspection/view/RollView';
import { rollSheetQuery, warm } from '../../features/inspection/queries';

const search = object({
  reportNo: docNo,
  rollNo: docNo,
  date: optional(isoDate),
});

export const Route = createFileRoute('/_guarded/roll-view')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('roll-view', {
    shows: m.frame_missing_roll_view,
    pick: m.frame_pick_report_roll,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo))),
  component: function RollViewPage() {
    const { reportNo, rollNo } = Route.useSearch();
    return <RollView reportNo={reportNo} rollNo={rollNo} />;
  },
});
