import { createFileRoute } from '@tanstack/react-router';
import { CcInspectorHome } from '../../features/collarCuff/home/CcInspectorHome';
import { ccCompletedQuery, ccOngoingQuery } from '../../features/collarCuff/queries';
import { isoDay } from '../../lib/datePresets';
import { warm } from '../../lib/warm';

const today = () => isoDay(new Date());

export const Route = createFileRoute('/_guarded/collar-cuff-home')({
  loader: ({ context }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(ccOngoingQuery(today())),
        context.queryClient.ensureQueryData(ccCompletedQuery(today())),
      ]),
    ),
  component: () => <CcInspectorHome date={today()} />,
});
