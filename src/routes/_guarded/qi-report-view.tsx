import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/qi-report-view')({
  component: () => <NotBuiltYet page="qi-report-view" />,
});
