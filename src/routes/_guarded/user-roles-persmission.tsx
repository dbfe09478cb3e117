import { createFileRoute } from '@tanstack/react-router';
// A light reader (no zod): every route's search schema is part of the app's start.
import { object, optional, text } from '@contract/search';
import { UserRolesPermission } from '../../features/users/UserRolesPermission';

/** `user`: the user to open with, from the users list. */
const search = object({
  user: optional(text(60)),
});

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
