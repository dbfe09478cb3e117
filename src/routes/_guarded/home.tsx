import { createFileRoute } from '@tanstack/react-router';
import { InspectorHome } from '../../features/inspection/home/InspectorHome';
import { ongoingQuery, recentReportsQuery, today, warm } from '../../features/inspection/queries';

export const Route = createFileRoute('/_guarded/home')({
  loader: ({ context }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(ongoingQuery(today())),
        context.queryClient.ensureQueryData(recentReportsQuery()),
      ]),
    ),
  component: () => <InspectorHome date={today()} />,
});
