import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/cc-report-view-detail')({
  component: () => <NotBuiltYet page="cc-report-view-detail" />,
});
