import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/select-create-roll')({
  component: () => <NotBuiltYet page="select-create-roll" />,
});
