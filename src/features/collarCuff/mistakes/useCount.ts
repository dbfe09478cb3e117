import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Tally, TapEntry, Taps } from '../../../inspect/kind';
import { saveQueued } from '../../../lib/save';
import { ccRollChain } from '../chains';
import { useKeptCcChecked, type CcTapData } from '../kept';
import { liveLot, type LiveLot } from '../liveLot';
import { ccLotQuery, ccSheetQuery, type CcRollSheet, type MistakeType } from '../queries';
import { countsOf, withCounts } from './answers';

export interface CcTally extends Tally<MistakeType, TapEntry<CcTapData>> {
  /** The roll's pieces checked, as counted on this tablet. */
  checked: number;
  setChecked: (n: number) => void;
  /** The lot as the tablet sees it; null while it has no pieces. */
  lot: LiveLot | null;
}

/**
 * A CC roll's count of pieces checked, beside its taps of rejected pieces, and the lot's live
 * count that follows (liveLot.ts, by the shared AQL rules). Each change of the count is a save of
 * the roll's counts, so the count survives a reload too.
 */
export function useCount(
  sheet: CcRollSheet,
  _setup: unknown,
  { entries, tap, track, update, setProblem }: Taps<CcRollSheet, CcTapData>,
): CcTally {
  const { reportNo, rollNo } = sheet.roll;
  const queryClient = useQueryClient();
  const key = useMemo(() => ccSheetQuery(reportNo, rollNo).queryKey, [reportNo, rollNo]);
  const [localChecked, setLocalChecked] = useState<number | null>(null);
  const keptChecked = useKeptCcChecked(reportNo, rollNo);
  const checked = localChecked ?? keptChecked ?? sheet.roll.piecesChecked;
  const setChecked = useCallback(
    (n: number) => {
      const piecesChecked = Math.max(0, Math.min(sheet.roll.pieces, Math.round(n)));
      setProblem(null);
      setLocalChecked(piecesChecked);
      // Rejected pieces are the taps' (the server takes the more of the two): none entered here.
      const jsonData = { reportNo, rollNo, piecesChecked, piecesRejected: 0 };
      const chain = ccRollChain(reportNo, rollNo);
      const save = () => saveQueued('postCCRollSummaryData', { jsonData }, { chain });
      void track(save(), (out) => {
        update((s) => withCounts(s, countsOf(out)));
        // The lot's roll list shows each roll's count.
        void queryClient.invalidateQueries({ queryKey: ccLotQuery(reportNo).queryKey });
      });
    },
    [reportNo, rollNo, sheet.roll.pieces, track, update, setProblem, queryClient],
  );
  // A count kept from before a reload has reached the server: read the roll as it now stands.
  const hadKept = useRef(keptChecked !== null);
  useEffect(() => {
    if (hadKept.current && keptChecked === null)
      void queryClient.invalidateQueries({ queryKey: key });
    hadKept.current = keptChecked !== null;
  }, [keptChecked, queryClient, key]);

  const tapped = useMemo(() => entries.reduce((n, e) => n + e.pieces, 0), [entries]);
  const lot = liveLot(sheet, checked, tapped);
  const onTap = useCallback((t: MistakeType) => tap({ mistake: t.name, pieces: 1 }), [tap]);
  return {
    entries,
    onTap,
    full: (lot?.rollRejected ?? tapped) >= sheet.roll.pieces,
    checked,
    setChecked,
    lot,
  };
}
