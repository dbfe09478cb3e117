import { useCallback, useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { CallName } from '@contract';
import {
  keptJsonData,
  useKeptValue,
  useRereadWhenFewer,
  type PendingSaves,
} from './useKeptEntries';

/** The calls that take back one tap of a roll, by the tap's clientId or the server's id. */
export type UndoCall = Extract<CallName, 'removeMistakeData' | 'removeCCMistakeData'>;

/**
 * The taps a roll's undos still kept on the tablet take back: the clientId each undo names, else
 * the server's id. Read by shape, like the kept taps: the input was checked when it was kept.
 */
export function keptUndos(
  pending: readonly { readonly call: string; readonly input: unknown }[],
  call: UndoCall,
  reportNo: string,
  rollNo: string,
): string[] {
  return pending.flatMap((item) => {
    if (item.call !== call) return [];
    const d = keptJsonData(item.input);
    if (!d || d.reportNo !== reportNo || d.rollNo !== rollNo) return [];
    const key = typeof d.clientId === 'string' ? d.clientId : d.id;
    return typeof key === 'string' ? [key] : [];
  });
}

/**
 * The keys of the taps a roll's kept undos take back. After a reload (offline, say) the screen no
 * longer remembers what it took back, and the roll's last copy still lists those taps: without
 * this they would show again, count in the score, and the next undo would take back another.
 * Once one the screen does not track itself (`own`: those it does) has reached the server, the
 * roll is read again, so the tap does not come back then.
 */
export function useKeptUndos(
  call: UndoCall,
  reportNo: string,
  rollNo: string,
  sheetKey: QueryKey,
  own: ReadonlySet<string>,
): ReadonlySet<string> {
  // Joined into one string, so the snapshot is the same value while the undos are the same.
  const joined = useKeptValue(
    useCallback(
      (pending: PendingSaves) => keptUndos(pending, call, reportNo, rollNo).join('\n'),
      [call, reportNo, rollNo],
    ),
  );
  const keys = useMemo(() => new Set(joined ? joined.split('\n') : []), [joined]);

  useRereadWhenFewer([...keys].filter((key) => !own.has(key)).length, sheetKey);
  return keys;
}
