import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/production-dashboard')({
  component: () => <NotBuiltYet page="production-dashboard" />,
});
