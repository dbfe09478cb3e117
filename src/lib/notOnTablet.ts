import { useCallback, useSyncExternalStore } from 'react';
import { notifyManager, onlineManager, useQueryClient, type Query } from '@tanstack/react-query';

/**
 * Marks a read of the frame around every screen (the header's alert count) in a query's `meta`:
 * one that waits offline is not the screen's data, and says nothing of whether the screen is here.
 */
export const FRAME_READ = 'frameRead';

/**
 * A read that found no server and now waits for one (TanStack's `paused`), with nothing kept on
 * the tablet to show meanwhile: what the screen needs is not here. `shownOnly` counts only reads a
 * mounted screen watches, leaving out the ones a route's loader is waiting for.
 */
const missing = (query: Query, shownOnly: boolean): boolean =>
  query.state.fetchStatus === 'paused' &&
  query.state.data === undefined &&
  query.meta?.[FRAME_READ] !== true &&
  (!shownOnly || query.getObserversCount() > 0);

/**
 * Whether, offline, a screen waits for data that is not on this tablet: it would wait for as long
 * as the connection is gone, so the user is told instead of watching a loader.
 */
export function useNotOnTablet({ shownOnly }: { shownOnly: boolean }): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offCache = cache.subscribe(notifyManager.batchCalls(onChange));
      const offOnline = onlineManager.subscribe(onChange);
      return () => {
        offCache();
        offOnline();
      };
    },
    [cache],
  );
  return useSyncExternalStore(
    subscribe,
    () => !onlineManager.isOnline() && cache.getAll().some((query) => missing(query, shownOnly)),
  );
}
