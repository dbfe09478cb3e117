import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/roll-view')({
  component: () => <NotBuiltYet page="roll-view" />,
});
