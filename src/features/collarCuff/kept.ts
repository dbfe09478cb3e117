/**
 * A CC roll's saves still kept on the tablet (the outbox), read by shape: their input was checked
 * against the contract when it was kept, and no schema is loaded for a tap. After a reload
 * (offline, say) they are still the inspector's work, and the screen shows them.
 */
import { useCallback } from 'react';
import { keptCompletionOf, keptTapsOf } from '../../inspect/kept';
import { keptJsonData, useKeptValue } from '../../lib/useKeptEntries';

interface Kept {
  readonly id: string;
  readonly call: string;
  readonly input: unknown;
}

/** A rejected piece tapped on the tablet: its defect, and the pieces it rejects (one). */
export interface CcTapData {
  mistake: string;
  pieces: number;
}

/** The roll's taps kept on the tablet, in the order they were made. */
export const keptCcTaps = keptTapsOf('postCCMistakeData', (d): CcTapData | null =>
  typeof d.mistake === 'string'
    ? { mistake: d.mistake, pieces: typeof d.pieces === 'number' ? d.pieces : 1 }
    : null,
);

/** The last count of pieces checked on the roll kept on the tablet, else null. */
export function keptCcChecked(
  pending: readonly Kept[],
  reportNo: string,
  rollNo: string,
): number | null {
  let checked: number | null = null;
  for (const item of pending) {
    const d = item.call === 'postCCRollSummaryData' ? keptJsonData(item.input) : null;
    if (d && d.reportNo === reportNo && d.rollNo === rollNo && typeof d.piecesChecked === 'number')
      checked = d.piecesChecked;
  }
  return checked;
}

/** The inspector's verdict of the lot while its completion waits on the tablet, else null. */
export const keptCcCompletion = keptCompletionOf('postCCRollSummaryData');

export function useKeptCcChecked(reportNo: string, rollNo: string): number | null {
  return useKeptValue(
    useCallback((p: readonly Kept[]) => keptCcChecked(p, reportNo, rollNo), [reportNo, rollNo]),
  );
}
