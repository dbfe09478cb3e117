import { render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@contract';
import { Providers } from '../../src/app/Providers';
import { createAppRouter } from '../../src/app/router';
import { deviceAuth } from '../../src/lib/auth';
import { sessionQuery } from '../../src/lib/useSession';

/**
 * Renders the real route tree at `path`. A known session is put in the cache, so no request is
 * made for it; without one the guard asks the server, as on a fresh device.
 */
export function renderAt(path: string, known?: SessionInfo) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (known) queryClient.setQueryData(sessionQuery().queryKey, known);
  const router = createAppRouter(
    { queryClient, auth: deviceAuth },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
