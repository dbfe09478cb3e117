import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/qi-ccreport-view')({
  component: () => <NotBuiltYet page="qi-ccreport-view" />,
});
