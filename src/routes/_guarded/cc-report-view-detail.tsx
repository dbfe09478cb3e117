import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { CcReportDetail } from '../../features/collarCuff/view/CcReportDetail';
import { ccLotQuery } from '../../features/collarCuff/queries';
import { warm } from '../../lib/warm';

const search = object({ reportNo: docNo });

export const Route = createFileRoute('/_guarded/cc-report-view-detail')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the report: say so and offer to pick it.
  errorComponent: needsRecord('cc-report-view-detail', {
    shows: m.frame_missing_cc_report,
    pick: m.frame_pick_report,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo }),
  loader: ({ context, deps }) =>
    warm(context.queryClient.ensureQueryData(ccLotQuery(deps.reportNo))),
  component: function CcReportViewDetail() {
    const { reportNo } = Route.useSearch();
    return <CcReportDetail reportNo={reportNo} />;
  },
});
