import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';

export const Route = createFileRoute('/_guarded/users-list')({
  component: () => <NotBuiltYet page="users-list" />,
});
