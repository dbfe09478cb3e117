import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isoDate } from '@contract';
import { AddRoll } from '../../features/inspection/start/AddRoll';
import { StartReportForm } from '../../features/inspection/start/StartReportForm';
import { recentReportsQuery, today, warm } from '../../features/inspection/queries';

/** Without a report: start one. With `reportNo`: add a roll to it (`date` finds it faster). */
const search = z.object({
  reportNo: z.string().trim().min(1).max(80).optional().catch(undefined),
  date: isoDate.optional().catch(undefined),
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
