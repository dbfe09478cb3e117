import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/production-roll-summary')({
  component: () => <NotBuiltYet page="production-roll-summary" />,
});
