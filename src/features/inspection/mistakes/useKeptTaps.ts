import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
// The inspection domain's schemas only: they travel with these screens, not with the app's start.
import { inspectionCalls } from '../../../../contract/main/inspection';
import { outboxState } from '../../../lib/outbox';
import type { TapEntry } from './useTaps';

const tapInput = inspectionCalls.postMistakeData.input;

/**
 * Taps of this roll still kept in the outbox. After a reload (offline, say) the screen no longer
 * tracks them itself, yet they are the inspector's work: they show as pending until sent, and the
 * roll sheet is read again once one of them has reached the server.
 */
export function useKeptTaps(
  reportNo: string,
  rollNo: string,
  hidden: ReadonlySet<string>,
  sheetKey: QueryKey,
): TapEntry[] {
  const queryClient = useQueryClient();
  const { pending } = useSyncExternalStore(outboxState.subscribe, outboxState.get);
  const kept = useMemo(
    () =>
      pending.flatMap((item): TapEntry[] => {
        if (item.call !== 'postMistakeData') return [];
        const parsed = tapInput.safeParse(item.input);
        if (!parsed.success) return [];
        const t = parsed.data.jsonData;
        if (t.reportNo !== reportNo || t.rollNo !== rollNo) return [];
        return [
          {
            key: t.clientId ?? item.id,
            mistake: t.mistake,
            points: t.points,
            continuousM: t.continuousM,
            positionM: t.positionM,
            lengthMm: t.lengthMm,
            pending: true,
          },
        ];
      }),
    [pending, reportNo, rollNo],
  );
  const orphans = kept.filter((t) => !hidden.has(t.key));

  const before = useRef(orphans.length);
  useEffect(() => {
    if (orphans.length < before.current) void queryClient.invalidateQueries({ queryKey: sheetKey });
    before.current = orphans.length;
  }, [orphans.length, queryClient, sheetKey]);
  return orphans;
}
