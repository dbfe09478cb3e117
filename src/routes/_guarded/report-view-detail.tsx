import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { docNo, isoDate } from '@contract';
import { ReportDetail } from '../../features/inspection/view/ReportDetail';
import { recentReportsQuery, warm } from '../../features/inspection/queries';

const search = z.object({ reportNo: docNo, date: isoDate.optional().catch(undefined) });

export const Route = createFileRoute('/_guarded/report-view-detail')({
  validateSearch: search,
  loaderDeps: ({ search: s }) => ({ date: s.date }),
  // Without a date the report is found in the newest reports list first.
  loader: ({ context, deps }) =>
    deps.date ? undefined : warm(context.queryClient.ensureQueryData(recentReportsQuery())),
  component: function ReportViewDetail() {
    const { reportNo, date } = Route.useSearch();
    return <ReportDetail reportNo={reportNo} date={date} />;
  },
});
