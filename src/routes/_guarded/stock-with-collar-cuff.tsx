import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/stock-with-collar-cuff')({
  component: () => <NotBuiltYet page="stock-with-collar-cuff" />,
});
