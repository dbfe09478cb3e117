import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/visitor-data')({
  component: () => <NotBuiltYet page="visitor-data" />,
});
