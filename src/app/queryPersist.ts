import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type { CallName } from '@contract';
import { callMeta } from '@contract/client';
import { PERSIST_KEY } from '../lib/storageKeys';

/**
 * Recently viewed reports survive a reload without a network: successful answers of the
 * contract's read calls are kept in localStorage, newest first, within MAX_BYTES (localStorage
 * holds about 5 MB per origin, shared with the session marker). Saves are not queries; errors and
 * pending queries are never kept.
 */
export const MAX_BYTES = 1_500_000;
const WEEK_MS = 7 * 24 * 3600_000;

/** Reads never kept: a defect photo is up to 340 KB of text, and a few would crowd out reports. */
const NEVER_KEPT: ReadonlySet<string> = new Set<CallName>(['getDefectPhoto']);

/** Only answers of read calls (`['api', service, domain, name, input]`) that arrived. */
export function worthKeeping(query: {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly status: string };
}): boolean {
  const [root, , , name] = query.queryKey;
  if (root !== 'api' || typeof name !== 'string' || !(name in callMeta)) return false;
  if (NEVER_KEPT.has(name)) return false;
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

/** Writes `client` at once, dropping the oldest queries while the storage refuses it as too big. */
function writeNow(storage: Storage, client: PersistedClient): void {
  let next: PersistedClient | undefined = client;
  let errorCount = 0;
  while (next) {
    try {
      storage.setItem(PERSIST_KEY, boundedJson(next));
      return;
    } catch (error) {
      errorCount += 1;
      next = removeOldestQuery({
        persistedClient: next,
        error: error instanceof Error ? error : new Error(String(error)),
        errorCount,
      });
    }
  }
}

export interface KeptCache {
  options: Omit<PersistQueryClientOptions, 'queryClient'>;
  /**
   * Writes the cache's last state now. Writes are otherwise throttled (one per two seconds), so a
   * reload or a closed tab right after an answer arrived would lose it: a roll's sheet fetched a
   * second before the tablet went offline and the page was reloaded, say.
   */
  flush: () => void;
}

export function keptCache(): KeptCache {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  // The state the throttled write is waiting to store; none once stored, flushed or removed.
  let waiting: PersistedClient | null = null;
  const throttled = createSyncStoragePersister({
    storage,
    key: PERSIST_KEY,
    throttleTime: 2000,
    serialize: (client) => {
      // Stored now: a page hidden later has nothing left to write again.
      if (client === waiting) waiting = null;
      return boundedJson(client);
    },
    retry: removeOldestQuery,
  });
  const persister: Persister = {
    persistClient: (client) => {
      waiting = client;
      return throttled.persistClient(client);
    },
    restoreClient: () => throttled.restoreClient(),
    removeClient: () => {
      waiting = null;
      return throttled.removeClient();
    },
  };
  return {
    options: {
      persister,
      maxAge: WEEK_MS,
      // Bumped when the shape of kept answers changes, so an old copy is never parsed as new.
      buster: 'greige-2',
      dehydrateOptions: { shouldDehydrateQuery: worthKeeping },
    },
    flush: () => {
      if (!storage || !waiting) return;
      writeNow(storage, waiting);
      waiting = null;
    },
  };
}
