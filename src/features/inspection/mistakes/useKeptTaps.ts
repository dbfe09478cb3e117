import { useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { CallInput, Calls } from '@contract';
import { useKeptEntries, type PendingSaves } from '../../../lib/useKeptEntries';
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

export function useKeptTaps(
  reportNo: string,
  rollNo: string,
  hidden: ReadonlySet<string>,
  sheetKey: QueryKey,
): TapEntry[] {
  const read = useCallback(
    (pending: PendingSaves) => keptTapsOf(pending, reportNo, rollNo),
    [reportNo, rollNo],
  );
  const kept = useKeptEntries(read, hidden, sheetKey);
  return kept.length ? kept : NONE;
}
