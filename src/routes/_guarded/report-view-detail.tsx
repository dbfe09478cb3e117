import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/report-view-detail')({
  component: () => <NotBuiltYet page="report-view-detail" />,
});
