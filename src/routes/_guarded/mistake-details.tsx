import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { z } from 'zod';
import { docNo, isoDate } from '@contract';
import {
  MistakeDetails,
  mistakeMasterQuery,
} from '../../features/inspection/mistakes/MistakeDetails';
import { rollSheetQuery, warm } from '../../features/inspection/queries';

const search = z.object({
  reportNo: docNo,
  rollNo: docNo,
  date: isoDate.optional().catch(undefined),
});

export const Route = createFileRoute('/_guarded/mistake-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord({
    shows: 'the defects of one roll being inspected',
    needs: 'the report number and the roll number',
    pick: { to: '/home', label: 'Pick an ongoing inspection' },
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
