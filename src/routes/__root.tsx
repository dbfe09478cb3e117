import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { ToastHost } from '../components/ToastHost';
import type { RouterContext } from '../app/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <ToastHost />
    </>
  ),
  notFoundComponent: NotFound,
  // Until the frame is there, the start screen stays (src/app/router.ts).
  pendingMs: Infinity,
});
