import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../app/Shell';

/**
 * Layout of every guarded route (no path segment of its own). It waits until the device knows
 * whether it is signed in; a signed-out visitor goes to login with no message, as in the seed.
 * Page permissions are checked in the Shell, once the session's pages are known.
 */
export const Route = createFileRoute('/_guarded')({
  beforeLoad: async ({ context }) => {
    if (!(await context.auth.whenKnown())) throw redirect({ to: '/login', replace: true });
  },
  component: Shell,
  // Until the frame is there, the start screen stays (src/app/router.ts).
  pendingMs: Infinity,
});
