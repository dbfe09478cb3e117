/**
 * A kind's saves still kept on the tablet (the outbox), read by shape: their input was checked
 * against the contract when it was kept, and no schema is loaded to read a tap. After a reload
 * (offline, say) they are still the inspector's work, and the screens show them.
 */
import { useCallback } from 'react';
import type { CallName } from '@contract';
import type { Verdict } from '@rules';
import { keptJsonData, useKeptValue, type PendingSaves } from '../lib/useKeptEntries';
import type { TapData, TapEntry } from './kind';

interface Kept {
  readonly id: string;
  readonly call: string;
  readonly input: unknown;
}

/**
 * The reader of a roll's taps kept on the tablet, in the order they were made, as pending: the
 * saves of `call` for the roll that `read` takes for a tap (null: not one). A tap is named by its
 * clientId, else by the outbox's id for it.
 */
export const keptTapsOf =
  <D extends TapData>(call: CallName, read: (jsonData: Record<string, unknown>) => D | null) =>
  (pending: readonly Kept[], reportNo: string, rollNo: string): TapEntry<D>[] =>
    pending.flatMap((item): TapEntry<D>[] => {
      const d = item.call === call ? keptJsonData(item.input) : null;
      if (!d || d.reportNo !== reportNo || d.rollNo !== rollNo) return [];
      const tap = read(d);
      if (!tap) return [];
      const key = typeof d.clientId === 'string' ? d.clientId : item.id;
      return [{ ...tap, key, pending: true }];
    });

const isVerdict = (v: unknown): v is Verdict => v === 'inspectOk' || v === 'inspectNotOk';

/**
 * The reader of a report's completion among the saves of `call` kept on the tablet: the
 * inspector's verdict, which the kind's rules turn into the one the server will store.
 */
export const keptCompletionOf =
  (call: CallName) =>
  (pending: readonly Omit<Kept, 'id'>[], reportNo: string): Verdict | null => {
    for (const item of pending) {
      const d = item.call === call ? keptJsonData(item.input) : null;
      if (d?.reportNo === reportNo && d.completeReport === true && isVerdict(d.verdict))
        return d.verdict;
    }
    return null;
  };

/**
 * The inspector's verdict of `reportNo` while its completion waits on this tablet, else null. The
 * verdict itself is the snapshot: the outbox changes with every tap, and the screen renders again
 * only when this report's completion comes or goes.
 */
export function useKeptCompletion(
  read: (pending: PendingSaves, reportNo: string) => Verdict | null,
  reportNo: string,
): Verdict | null {
  return useKeptValue(useCallback((p: PendingSaves) => read(p, reportNo), [read, reportNo]));
}
