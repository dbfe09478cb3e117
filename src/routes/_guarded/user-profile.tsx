import { createFileRoute } from '@tanstack/react-router';
import { UserProfile } from '../../features/profile/UserProfile';

export const Route = createFileRoute('/_guarded/user-profile')({
  component: UserProfile,
});
