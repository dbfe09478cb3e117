import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/customer-list')({
  component: () => <NotBuiltYet page="customer-list" />,
});
