import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/dashboard')({
  component: () => <NotBuiltYet page="dashboard" />,
});
