/**
 * A CC roll's saves still kept on the tablet (the outbox), read by shape: their input was checked
 * against the contract when it was kept, and no schema is loaded for a tap. After a reload
 * (offline, say) they are still the inspector's work, and the screen shows them.
 */
import { useCallback } from 'react';
import type { Verdict } from '@rules';
import { keptJsonData, useKeptValue } from '../../lib/useKeptEntries';

interface Kept {
  readonly id: string;
  readonly call: string;
  readonly input: unknown;
}

/** A rejected piece tapped on the tablet: `key` is its clientId. */
export interface CcTapEntry {
  key: string;
  mistake: string;
  pieces: number;
  /** True until the server has answered for it. */
  pending: boolean;
}

const ofRoll = (d: Record<string, unknown>, reportNo: string, rollNo: string) =>
  d.reportNo === reportNo && d.rollNo === rollNo;

/** The roll's taps kept on the tablet, in the order they were made. */
export function keptCcTaps(
  pending: readonly Kept[],
  reportNo: string,
  rollNo: string,
): CcTapEntry[] {
  return pending.flatMap((item): CcTapEntry[] => {
    const d = item.call === 'postCCMistakeData' ? keptJsonData(item.input) : null;
    if (!d || !ofRoll(d, reportNo, rollNo) || typeof d.mistake !== 'string') return [];
    const pieces = typeof d.pieces === 'number' ? d.pieces : 1;
    const key = typeof d.clientId === 'string' ? d.clientId : item.id;
    return [{ key, mistake: d.mistake, pieces, pending: true }];
  });
}

/** The last count of pieces checked on the roll kept on the tablet, else null. */
export function keptCcChecked(
  pending: readonly Kept[],
  reportNo: string,
  rollNo: string,
): number | null {
  let checked: number | null = null;
  for (const item of pending) {
    const d = item.call === 'postCCRollSummaryData' ? keptJsonData(item.input) : null;
    if (d && ofRoll(d, reportNo, rollNo) && typeof d.piecesChecked === 'number')
      checked = d.piecesChecked;
  }
  return checked;
}

const isVerdict = (v: unknown): v is Verdict => v === 'inspectOk' || v === 'inspectNotOk';

/** The inspector's verdict of the lot while its completion waits on the tablet, else null. */
export function keptCcCompletion(pending: readonly Kept[], reportNo: string): Verdict | null {
  for (const item of pending) {
    const d = item.call === 'postCCRollSummaryData' ? keptJsonData(item.input) : null;
    if (d?.reportNo === reportNo && d.completeReport === true && isVerdict(d.verdict))
      return d.verdict;
  }
  return null;
}

export function useKeptCcChecked(reportNo: string, rollNo: string): number | null {
  return useKeptValue(
    useCallback((p: readonly Kept[]) => keptCcChecked(p, reportNo, rollNo), [reportNo, rollNo]),
  );
}

export function useKeptCcCompletion(reportNo: string): Verdict | null {
  return useKeptValue(
    useCallback((p: readonly Kept[]) => keptCcCompletion(p, reportNo), [reportNo]),
  );
}
