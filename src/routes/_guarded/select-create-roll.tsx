import { createFileRoute } from '@tanstack/react-router';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, isoDate, object, optional } from '@contract/search';
import { AddRoll } from '../../features/inspection/start/AddRoll';
import { StartReportForm } from '../../features/inspection/start/StartReportForm';
import { recentReportsQuery, today, warm } from '../../features/inspection/queries';

/** Without a report: start one. With `reportNo`: add a roll to it (`date` finds it faster). */
const search = object({
  reportNo: optional(docNo),
  date: optional(isoDate),
});

export const Route = createFileRoute('/_guarded/select-create-roll')({
  validateSearch: search,
  loader: ({ context }) => warm(context.queryClient.ensureQueryData(recentReportsQuery())),
  component: SelectCreateRoll,
});

function SelectCreateRoll() {
  const { reportNo, date } = Route.useSearch();
  return reportNo ? (
    <AddRoll reportNo={reportNo} date={date} />
  ) : (
    <StartReportForm date={today()} />
  );
}
