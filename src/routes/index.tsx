import { createFileRoute, redirect } from '@tanstack/react-router';

// The seed: an empty path goes to login (which sends a signed-in user on to select-home).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
