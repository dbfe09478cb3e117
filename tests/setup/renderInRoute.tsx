import { IDBFactory } from 'fake-indexeddb';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { startOutbox } from '../../src/lib/outbox';
import { resetDrain } from '../../src/lib/outbox/drain';
import { resetOutboxState } from '../../src/lib/outbox/state';
import { resetStoreHandle } from '../../src/lib/outbox/store';

/**
 * One screen alone, as the root of a router at `at` (its links and navigation work), with Mantine
 * and the given query client: a screen's test without the app's route tree (renderAt has that).
 * Answers the router, to read where the screen went.
 */
export function renderInRoute(component: () => ReactNode, queryClient: QueryClient, at = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** An empty outbox in a fresh IndexedDB, started: what a test of a screen that saves begins with. */
export async function freshOutbox(): Promise<void> {
  globalThis.indexedDB = new IDBFactory();
  resetStoreHandle();
  resetOutboxState();
  resetDrain();
  await startOutbox(() => '');
}
