import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

// Only for signed-out users: a signed-in user is sent on to the start page.
export const Route = createFileRoute('/login')({
  beforeLoad: async ({ context }) => {
    if (await context.auth.whenKnown()) throw redirect({ to: '/select-home', replace: true });
  },
  component: LoginPage,
});
