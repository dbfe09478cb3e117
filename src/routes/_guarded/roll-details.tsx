import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { z } from 'zod';
import { docNo, isoDate } from '@contract';
import { RollDetails } from '../../features/inspection/roll/RollDetails';
import { rollSheetQuery, warm } from '../../features/inspection/queries';

const search = z.object({
  reportNo: docNo,
  date: isoDate.optional().catch(undefined),
  rollNo: docNo.optional().catch(undefined),
  greigeRollNo: docNo.optional().catch(undefined),
  finishRollNo: docNo.optional().catch(undefined),
});

export const Route = createFileRoute('/_guarded/roll-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord({
    shows: 'the data of a roll in an inspection report',
    needs: 'the report number',
    pick: { to: '/home', label: 'Pick an ongoing inspection' },
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
