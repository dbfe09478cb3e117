import { createFileRoute } from '@tanstack/react-router';
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
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    deps.rollNo
      ? warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo)))
      : undefined,
  component: function RollDetailsPage() {
    return <RollDetails {...Route.useSearch()} />;
  },
});
