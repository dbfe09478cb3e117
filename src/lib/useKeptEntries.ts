import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { outboxState } from './outbox';

const sameKeys = (a: readonly { key: string }[], b: readonly { key: string }[]) =>
  a.length === b.length && a.every((t, i) => t.key === b[i]?.key);

export type PendingSaves = ReturnType<typeof outboxState.get>['pending'];

/**
 * A kept save's `jsonData`, read by shape: its input was checked against the contract when it was
 * kept, and no schema is loaded to read it again.
 */
export const keptJsonData = (input: unknown): Record<string, unknown> | null => {
  const d = (input as { jsonData?: unknown } | null)?.jsonData;
  return d && typeof d === 'object' ? (d as Record<string, unknown>) : null;
};

/**
 * A value read from the kept saves, rendered again only when the value itself changes (so a list
 * is read as a joined string). `read` must stay the same function (a memoised callback).
 */
export function useKeptValue<T extends string | number | null>(
  read: (pending: PendingSaves) => T,
): T {
  const snapshot = useCallback(() => read(outboxState.get().pending), [read]);
  return useSyncExternalStore(outboxState.subscribe, snapshot);
}

/**
 * Entries read from the outbox as a snapshot, the same list while they are the same: the outbox
 * changes with saves of every roll, and the screen renders again only when this roll's do.
 */
function keptSnapshot<E extends { key: string }>(read: (pending: PendingSaves) => E[]): () => E[] {
  let seen: unknown = null;
  let last: E[] = [];
  return () => {
    const { pending } = outboxState.get();
    if (pending !== seen) {
      seen = pending;
      const next = read(pending);
      if (!sameKeys(next, last)) last = next.length ? next : [];
    }
    return last;
  };
}

/**
 * A roll's entries (taps) still kept in the outbox that the screen does not hold itself (`hidden`
 * lists those it does), as `read` finds them; the roll's sheet is read again once one of them has
 * reached the server. `read` must stay the same function for the same roll (a memoised callback).
 * Shared by fabric's and collar & cuff's tap screens.
 */
export function useKeptEntries<E extends { key: string }>(
  read: (pending: PendingSaves) => E[],
  hidden: ReadonlySet<string>,
  sheetKey: QueryKey,
): E[] {
  const select = useMemo(() => keptSnapshot(read), [read]);
  const kept = useSyncExternalStore(outboxState.subscribe, select);
  // The same empty list while there is none, so the screen does not work out its taps again.
  const none = useMemo<E[]>(() => [], []);
  const orphans = useMemo(() => {
    const left = kept.filter((t) => !hidden.has(t.key));
    return left.length ? left : none;
  }, [kept, hidden, none]);

  useRereadWhenFewer(orphans.length, sheetKey);
  return orphans;
}

/**
 * Reads the roll's sheet again when fewer of its kept saves that the screen does not track itself
 * are waiting: one of them has reached the server, and the sheet's copy does not hold it yet.
 */
export function useRereadWhenFewer(waiting: number, sheetKey: QueryKey): void {
  const queryClient = useQueryClient();
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void queryClient.invalidateQueries({ queryKey: sheetKey });
    before.current = waiting;
  }, [waiting, queryClient, sheetKey]);
}
