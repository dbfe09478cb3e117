import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useKeptUndos } from '../lib/keptUndos';
import { newClientId } from '../lib/save';
import { useKeptEntries, type PendingSaves } from '../lib/useKeptEntries';
import { savedAfterPaint, useTrackedSaves } from '../lib/useTrackedSaves';
import type { InspectedSheet, TapData, TapEntry, TapKind, Taps } from './kind';

/**
 * The taps on one roll, of any kind. A tap shows at once and goes to the outbox (which keeps it
 * while offline); the server's answer then replaces what the tablet worked out. Undo removes the
 * last tap the same way, naming it by clientId so it works even before the server has numbered
 * it. Taps and undos still kept in the outbox from before a reload count as well
 * (docs/decisions/041-taps-kept-over-a-reload.md).
 */
export function useTaps<S extends InspectedSheet, D extends TapData>(
  kind: TapKind<S, D>,
  sheet: S,
): Taps<S, D> {
  const { reportNo, rollNo } = sheet.roll;
  // One key object per roll: the callbacks below depend on it, and the tap grid's buttons on them.
  const key = useMemo(() => kind.sheetKey(reportNo, rollNo), [kind, reportNo, rollNo]);
  const [local, setLocal] = useState<TapEntry<D>[]>([]);
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());

  const { track, update, saving, problem, setProblem } = useTrackedSaves<S>(key);

  // Taps kept from before a reload, that neither the sheet nor this screen's own taps hold.
  const shown = useMemo(
    () => new Set([...sheet.mistakes.map((t) => t.clientId ?? t.id), ...local.map((t) => t.key)]),
    [sheet.mistakes, local],
  );
  const read = useCallback(
    (pending: PendingSaves) => kind.kept(pending, reportNo, rollNo),
    [kind, reportNo, rollNo],
  );
  const kept = useKeptEntries(read, shown, key);
  const keptUndos = useKeptUndos(kind.undo.call, reportNo, rollNo, key, undone);

  const entries = useMemo<TapEntry<D>[]>(() => {
    const recorded = sheet.mistakes.map((t): TapEntry<D> => ({
      ...kind.recorded(t),
      key: t.clientId ?? t.id,
      id: t.id,
      pending: false,
    }));
    const known = new Set(recorded.map((r) => r.key));
    const gone = (e: TapEntry<D>) =>
      undone.has(e.key) || keptUndos.has(e.key) || (e.id !== undefined && keptUndos.has(e.id));
    return [...recorded, ...kept, ...local.filter((t) => !known.has(t.key))].filter(
      (e) => !gone(e),
    );
  }, [kind, sheet.mistakes, kept, local, undone, keptUndos]);

  const tap = useCallback(
    (t: D) => {
      const clientId = newClientId();
      setProblem(null);
      setLocal((l) => [...l, { ...t, key: clientId, pending: true }]);
      const jsonData = { reportNo, rollNo, ...t, clientId };
      const chain = kind.rollChain(reportNo, rollNo);
      const save = () => kind.tap.save({ jsonData }, { clientId, chain });
      void track(savedAfterPaint(save), (out) => {
        update(kind.tapped(out));
        setLocal((l) => l.filter((x) => x.key !== clientId));
      }).then((ok) => ok || setLocal((l) => l.filter((x) => x.key !== clientId)));
    },
    [kind, reportNo, rollNo, track, update, setProblem],
  );

  // Undo reads the taps through a ref, so it stays the same function from tap to tap and the
  // undo button renders again only when its label changes.
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
    const chain = kind.rollChain(reportNo, rollNo);
    const save = () => kind.undo.save({ jsonData }, { chain });
    void track(savedAfterPaint(save), (out) => update(kind.undone(out, ref))).then(
      (ok) => ok || setUndone((u) => new Set([...u].filter((k) => k !== last.key))),
    );
  }, [kind, reportNo, rollNo, track, update]);

  return {
    entries,
    tap,
    undo,
    waiting: saving || local.length > 0 || kept.length > 0 || keptUndos.size > 0,
    problem,
    setProblem,
    dismissProblem: () => setProblem(null),
    track,
    update,
  };
}
