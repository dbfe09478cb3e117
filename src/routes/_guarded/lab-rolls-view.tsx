import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/lab-rolls-view')({
  component: () => <NotBuiltYet page="lab-rolls-view" />,
});
