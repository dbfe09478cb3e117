import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UserRolesPermission } from '../../features/users/UserRolesPermission';

/** `user`: the user to open with, from the users list. */
const search = z.object({ user: z.string().trim().min(1).max(60).optional().catch(undefined) });

export const Route = createFileRoute('/_guarded/user-roles-persmission')({
  validateSearch: search,
  component: RolesPage,
});

function RolesPage() {
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserRolesPermission
      user={user}
      onUserChange={(u) => void navigate({ search: { user: u }, replace: true })}
    />
  );
}
