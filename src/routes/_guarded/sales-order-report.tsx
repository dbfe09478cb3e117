import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/sales-order-report')({
  component: () => <NotBuiltYet page="sales-order-report" />,
});
