import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, isoDate, object, optional } from '@contract/search';
import { ReportDetail } from '../../features/inspection/view/ReportDetail';
import { oneReportQuery, warm } from '../../features/inspection/queries';

const search = object({ reportNo: docNo, date: optional(isoDate) });

export const Route = createFileRoute('/_guarded/report-view-detail')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('report-view-detail', {
    shows: m.frame_missing_report_view_detail,
    pick: m.frame_pick_report,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo }),
  // The report is read by its number alone; a link's `date` is still accepted, and not needed.
  loader: ({ context, deps }) =>
    warm(context.queryClient.ensureQueryData(oneReportQuery(deps.reportNo))),
  component: function ReportViewDetail() {
    const { reportNo } = Route.useSearch();
    return <ReportDetail reportNo={reportNo} />;
  },
});
