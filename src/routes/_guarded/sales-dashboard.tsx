import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/sales-dashboard')({
  component: () => <NotBuiltYet page="sales-dashboard" />,
});
