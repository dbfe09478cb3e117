import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { outboxState } from '../../lib/outbox';
import { savedKey } from '../../lib/rpc';
import { keptSaves } from './kept';
import type { KnitRoll } from './queries';

const NONE: readonly KnitRoll[] = [];

/**
 * The report's bundles with what is still on the tablet laid over them (kept.ts). When one of its
 * kept saves reaches the server, the report is read again: after a reload the screen no longer
 * tracks its saves itself, yet they are the floor's work.
 */
export function useKeptSaves(reportNo: string, rolls: readonly KnitRoll[] | undefined) {
  const pending = useSyncExternalStore(outboxState.subscribe, () => outboxState.get().pending);
  const server = rolls ?? NONE;
  const kept = useMemo(() => keptSaves(pending, reportNo, server), [pending, reportNo, server]);
  const queryClient = useQueryClient();
  const before = useRef(kept.count);
  useEffect(() => {
    if (kept.count < before.current)
      void queryClient.invalidateQueries({ queryKey: savedKey('getKnitCCReportFromDB') });
    before.current = kept.count;
  }, [kept.count, queryClient]);
  return kept;
}
