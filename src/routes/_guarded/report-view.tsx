import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/report-view')({
  component: () => <NotBuiltYet page="report-view" />,
});
