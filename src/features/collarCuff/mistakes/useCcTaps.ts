import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newClientId, saveQueued } from '../../../lib/save';
import { useKeptEntries } from '../../../lib/useKeptEntries';
import { useKeptUndos } from '../../../lib/keptUndos';
import { savedAfterPaint, useTrackedSaves } from '../../../lib/useTrackedSaves';
import { ccRollChain } from '../chains';
import { keptCcTaps, useKeptCcChecked, type CcTapEntry } from '../kept';
import { ccLotQuery, ccSheetQuery, type CcRollSheet } from '../queries';
import { summaryAnswer, tapAnswer, undoAnswer, withCounts, withTap, withoutTap } from './answers';

type Pending = Parameters<typeof keptCcTaps>[0];

/**
 * Rejected pieces tapped on one CC roll and its count of pieces checked. A tap shows at once and
 * goes to the outbox (which keeps it while offline); undo removes the last tap the same way,
 * naming it by clientId so it works before the server has numbered it. Each change of the count
 * is a save of the roll's counts, so the count survives a reload too.
 */
export function useCcTaps(sheet: CcRollSheet) {
  const { reportNo, rollNo } = sheet.roll;
  const queryClient = useQueryClient();
  const key = useMemo(() => ccSheetQuery(reportNo, rollNo).queryKey, [reportNo, rollNo]);
  const [local, setLocal] = useState<CcTapEntry[]>([]);
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());
  const [localChecked, setLocalChecked] = useState<number | null>(null);

  const { track, update, problem, setProblem } = useTrackedSaves<CcRollSheet>(key);

  const shown = useMemo(
    () => new Set([...sheet.mistakes.map((t) => t.clientId ?? t.id), ...local.map((t) => t.key)]),
    [sheet.mistakes, local],
  );
  const read = useCallback(
    (pending: Pending) => keptCcTaps(pending, reportNo, rollNo),
    [reportNo, rollNo],
  );
  const kept = useKeptEntries(read, shown, key);
  const keptUndos = useKeptUndos('removeCCMistakeData', reportNo, rollNo, key, undone);

  const entries = useMemo<CcTapEntry[]>(() => {
    const recorded = sheet.mistakes.map((t) => ({
      key: t.clientId ?? t.id,
      id: t.id,
      mistake: t.mistake,
      pieces: t.pieces,
      pending: false,
    }));
    const known = new Set(recorded.map((r) => r.key));
    const gone = (e: { key: string; id?: string }) =>
      undone.has(e.key) || keptUndos.has(e.key) || (e.id !== undefined && keptUndos.has(e.id));
    return [...recorded, ...kept, ...local.filter((t) => !known.has(t.key))].filter(
      (e) => !gone(e),
    );
  }, [sheet.mistakes, kept, local, undone, keptUndos]);

  const tap = useCallback(
    (mistake: string) => {
      const clientId = newClientId();
      setProblem(null);
      setLocal((l) => [...l, { key: clientId, mistake, pieces: 1, pending: true }]);
      const jsonData = { reportNo, rollNo, mistake, pieces: 1, clientId };
      const chain = ccRollChain(reportNo, rollNo);
      const save = () => saveQueued('postCCMistakeData', { jsonData }, { clientId, chain });
      void track(savedAfterPaint(save), (out) => {
        const a = tapAnswer(out);
        update((s) => withCounts(withTap(s, a.mistake), a));
        setLocal((l) => l.filter((x) => x.key !== clientId));
      }).then((ok) => ok || setLocal((l) => l.filter((x) => x.key !== clientId)));
    },
    [reportNo, rollNo, track, update, setProblem],
  );

  // Undo reads the taps through a ref, so it stays the same function from tap to tap.
  const current = useRef({ entries, recorded: sheet.mistakes });
  useLayoutEffect(() => {
    current.current = { entries, recorded: sheet.mistakes };
  }, [entries, sheet.mistakes]);
  const undo = useCallback(() => {
    const { entries: now, recorded } = current.current;
    const last = now[now.length - 1];
    if (!last) return;
    setUndone((u) => new Set(u).add(last.key));
    const byId = recorded.find((t) => t.id === last.key && !t.clientId);
    const ref = byId ? { id: byId.id } : { clientId: last.key };
    const jsonData = { reportNo, rollNo, ...ref };
    const chain = ccRollChain(reportNo, rollNo);
    const save = () => saveQueued('removeCCMistakeData', { jsonData }, { chain });
    void track(savedAfterPaint(save), (out) => {
      const a = undoAnswer(out);
      update((s) => withCounts(withoutTap(s, ref), a));
    }).then((ok) => ok || setUndone((u) => new Set([...u].filter((k) => k !== last.key))));
  }, [reportNo, rollNo, track, update]);

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
        update((s) => withCounts(s, summaryAnswer(out)));
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
  return {
    entries,
    tapped,
    tap,
    undo,
    checked,
    setChecked,
    problem,
    dismissProblem: () => setProblem(null),
  };
}
