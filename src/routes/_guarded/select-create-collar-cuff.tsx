import { createFileRoute } from '@tanstack/react-router';
import { StartCollarCuff } from '../../features/collarCuff/start/StartCollarCuff';
import {
  ccRulesQuery,
  knitReportsQuery,
  recentLotsQuery,
  warm,
} from '../../features/collarCuff/queries';
import { today } from '../../features/inspection/queries';

/** No search params: a lot is started from a knitting report or a roll number picked here. */
export const Route = createFileRoute('/_guarded/select-create-collar-cuff')({
  loader: ({ context }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(knitReportsQuery()),
        context.queryClient.ensureQueryData(recentLotsQuery()),
        context.queryClient.ensureQueryData(ccRulesQuery()),
      ]),
    ),
  component: function SelectCreateCollarCuff() {
    return <StartCollarCuff date={today()} />;
  },
});
