import { createFileRoute } from '@tanstack/react-router';
import { UsersList } from '../../features/users/UsersList';

export const Route = createFileRoute('/_guarded/users-list')({
  component: UsersList,
});
