import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  removeOldestQuery,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type { CallName } from '@contract';
import { callMeta } from '@contract/client';

/**
 * Recently viewed reports survive a reload without a network: successful answers of the
 * contract's read calls are kept in localStorage, newest first, within MAX_BYTES (localStorage
 * holds about 5 MB per origin, shared with the session marker). Saves are not queries; errors and
 * pending queries are never kept.
 */
export const PERSIST_KEY = 'greige-query-cache';
export const MAX_BYTES = 1_500_000;
const WEEK_MS = 7 * 24 * 3600_000;

/** Only answers of read calls (`['api', service, domain, name, input]`) that arrived. */
export function worthKeeping(query: {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly status: string };
}): boolean {
  const [root, , , name] = query.queryKey;
  if (root !== 'api' || typeof name !== 'string' || !(name in callMeta)) return false;
  return callMeta[name as CallName].kind === 'read' && query.state.status === 'success';
}

interface Sized {
  clientState: { queries: { state: { dataUpdatedAt: number } }[] };
}

/** Drops the least recently fetched queries until the JSON fits the bound. */
export function boundedJson<T extends Sized>(client: T, maxBytes = MAX_BYTES): string {
  let json = JSON.stringify(client);
  if (json.length <= maxBytes) return json;
  const queries = [...client.clientState.queries].sort(
    (a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  let keep = queries.length;
  while (json.length > maxBytes && keep > 0) {
    keep = Math.floor(keep * 0.75);
    json = JSON.stringify({
      ...client,
      clientState: { ...client.clientState, queries: queries.slice(0, keep) },
    });
  }
  return json;
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: PERSIST_KEY,
    throttleTime: 2000,
    serialize: (client) => boundedJson(client),
    retry: removeOldestQuery,
  });
  return {
    persister,
    maxAge: WEEK_MS,
    // Bumped when the shape of kept answers changes, so an old copy is never parsed as new.
    buster: 'greige-2',
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
  };
}
