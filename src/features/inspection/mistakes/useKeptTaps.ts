import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, Calls } from '@contract';
import { outboxState } from '../../../lib/outbox';
import type { TapEntry } from './useTaps';

type TapInput = CallInput<Calls['postMistakeData']>['jsonData'];
const NONE: TapEntry[] = [];

/**
 * A kept tap's input was checked against the contract when it was saved; here only its shape is
 * read (no schema, so this screen does not wait for zod), and anything else is not a tap.
 */
function keptTap(input: unknown): TapInput | null {
  const t = (input as { jsonData?: Partial<TapInput> } | null)?.jsonData;
  return t &&
    typeof t.reportNo === 'string' &&
    typeof t.rollNo === 'string' &&
    typeof t.mistake === 'string' &&
    typeof t.points === 'number'
    ? (t as TapInput)
    : null;
}

/**
 * Taps of this roll still kept in the outbox. After a reload (offline, say) the screen no longer
 * tracks them itself, yet they are the inspector's work: they show as pending until sent, and the
 * roll sheet is read again once one of them has reached the server.
 */
function keptTapsOf(
  pending: readonly { id: string; call: string; input: unknown }[],
  reportNo: string,
  rollNo: string,
): TapEntry[] {
  return pending.flatMap((item): TapEntry[] => {
    if (item.call !== 'postMistakeData') return [];
    const t = keptTap(item.input);
    if (!t || t.reportNo !== reportNo || t.rollNo !== rollNo) return [];
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
  });
}

const sameKeys = (a: readonly TapEntry[], b: readonly TapEntry[]) =>
  a.length === b.length && a.every((t, i) => t.key === b[i]?.key);

/**
 * This roll's kept taps as a snapshot of the outbox, the same list while they are the same: the
 * outbox changes with saves of every roll, and the screen renders again only when this roll's do.
 */
function keptTapsSnapshot(reportNo: string, rollNo: string): () => TapEntry[] {
  let seen: unknown = null;
  let last = NONE;
  return () => {
    const { pending } = outboxState.get();
    if (pending !== seen) {
      seen = pending;
      const next = keptTapsOf(pending, reportNo, rollNo);
      if (!sameKeys(next, last)) last = next.length ? next : NONE;
    }
    return last;
  };
}

export function useKeptTaps(
  reportNo: string,
  rollNo: string,
  hidden: ReadonlySet<string>,
  sheetKey: QueryKey,
): TapEntry[] {
  const queryClient = useQueryClient();
  const select = useMemo(() => keptTapsSnapshot(reportNo, rollNo), [reportNo, rollNo]);
  const kept = useSyncExternalStore(outboxState.subscribe, select);
  // The same empty list while there is none, so the screen does not work out its taps again.
  const orphans = useMemo(() => {
    const left = kept.filter((t) => !hidden.has(t.key));
    return left.length ? left : NONE;
  }, [kept, hidden]);

  const before = useRef(orphans.length);
  useEffect(() => {
    if (orphans.length < before.current) void queryClient.invalidateQueries({ queryKey: sheetKey });
    before.current = orphans.length;
  }, [orphans.length, queryClient, sheetKey]);
  return orphans;
}
