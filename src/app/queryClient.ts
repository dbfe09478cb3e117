import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/rpc';

/** One client for the app; reads retry only when the network failed, never on a 4xx answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read still tries once, so the service worker can answer it from its cache;
        // one that gets no answer then waits (`paused`) for the connection.
        networkMode: 'offlineFirst',
        retry: (failures, error) =>
          failures < 2 && (!(error instanceof ApiError) || error.isNetwork || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
