import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, isoDate, object, optional } from '@contract/search';
import { MistakeDetails } from '../../features/inspection/mistakes/MistakeDetails';
import { mistakeMasterQuery, rollSheetQuery, warm } from '../../features/inspection/queries';

const search = object({
  reportNo: docNo,
  rollNo: docNo,
  date: optional(isoDate),
});

export const Route = createFileRoute('/_guarded/mistake-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('mistake-details', {
    shows: m.frame_missing_mistake_details,
    pick: m.frame_pick_ongoing,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo)),
        context.queryClient.ensureQueryData(mistakeMasterQuery()),
      ]),
    ),
  component: function MistakeDetailsPage() {
    const { reportNo, rollNo } = Route.useSearch();
    return <MistakeDetails reportNo={reportNo} rollNo={rollNo} />;
  },
});
