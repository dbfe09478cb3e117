import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defaultMillGradeRules, type MillGradeRules } from '@rules';
import { newClientId, saveQueued } from '../../../lib/save';
import { rollChain } from '../chains';
import { rollSheetQuery, type MistakeMaster, type RollSheet } from '../queries';
import { holeNames, previewScore, recordedEntry, type Score, type ScoredEntry } from '../scoring';
import { tapAnswer, undoAnswer } from './answers';
import { withMistake, withoutMistake, withScore } from './applyScore';
import { useKeptTaps } from './useKeptTaps';
import { useKeptUndos } from '../../../lib/keptUndos';
import { savedAfterPaint, useTrackedSaves } from '../../../lib/useTrackedSaves';

export interface TapEntry extends ScoredEntry {
  /** clientId for taps made here, the server's id for older ones. */
  key: string;
  mistake: string;
  /** True until the server has answered for this tap. */
  pending: boolean;
}

/** An entry with the points it scores on this roll (after the per-metre cap). */
export interface ShownEntry extends TapEntry {
  scored: number;
}

export interface NewTap {
  mistake: string;
  points: number;
  continuousM?: number;
  positionM?: number;
  lengthMm?: number;
}

/**
 * Defect taps on one roll. A tap shows at once and goes to the outbox (which keeps it while
 * offline); the server's answer then replaces the preview score. Undo removes the last tap the
 * same way, naming it by clientId so it works even before the server has numbered it.
 */
export function useTaps(
  sheet: RollSheet,
  master: readonly MistakeMaster[],
  rules: MillGradeRules | undefined,
) {
  const { reportNo, rollNo } = sheet.roll;
  // One key object per roll: the callbacks below depend on it, and the tap grid's buttons on them.
  const key = useMemo(() => rollSheetQuery(reportNo, rollNo).queryKey, [reportNo, rollNo]);
  const [local, setLocal] = useState<TapEntry[]>([]);
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());

  const { track, update, saving, problem, setProblem } = useTrackedSaves<RollSheet>(key);

  // Taps kept from before a reload, that neither the sheet nor this screen's own taps hold.
  const shown = useMemo(
    () => new Set([...sheet.mistakes.map((m) => m.clientId ?? m.id), ...local.map((t) => t.key)]),
    [sheet.mistakes, local],
  );
  const kept = useKeptTaps(reportNo, rollNo, shown, key);
  const keptUndos = useKeptUndos('removeMistakeData', reportNo, rollNo, key, undone);

  const entries = useMemo<TapEntry[]>(() => {
    const recorded = sheet.mistakes.map((m) => ({
      ...recordedEntry(m),
      key: m.clientId ?? m.id,
      pending: false,
    }));
    const known = new Set(recorded.map((r) => r.key));
    return [...recorded, ...kept, ...local.filter((t) => !known.has(t.key))].filter(
      (e) => !undone.has(e.key) && !keptUndos.has(e.key),
    );
  }, [sheet.mistakes, kept, local, undone, keptUndos]);

  const tap = useCallback(
    (t: NewTap) => {
      const clientId = newClientId();
      setProblem(null);
      setLocal((l) => [...l, { key: clientId, ...t, pending: true }]);
      const jsonData = { reportNo, rollNo, ...t, clientId };
      const chain = rollChain(reportNo, rollNo);
      const save = () => saveQueued('postMistakeData', { jsonData }, { clientId, chain });
      void track(savedAfterPaint(save), (out) => {
        const { mistake, roll } = tapAnswer(out);
        update((s) => withScore(withMistake(s, mistake), roll));
        setLocal((l) => l.filter((x) => x.key !== clientId));
      }).then((ok) => ok || setLocal((l) => l.filter((x) => x.key !== clientId)));
    },
    [reportNo, rollNo, track, update, setProblem],
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
    const byId = recorded.find((m) => m.id === last.key && !m.clientId);
    const ref = byId ? { id: byId.id } : { clientId: last.key };
    const jsonData = { reportNo, rollNo, ...ref };
    const chain = rollChain(reportNo, rollNo);
    const save = () => saveQueued('removeMistakeData', { jsonData }, { chain });
    void track(savedAfterPaint(save), (out) => {
      const { roll } = undoAnswer(out);
      update((s) => withScore(withoutMistake(s, ref), roll));
    }).then((ok) => ok || setUndone((u) => new Set([...u].filter((k) => k !== last.key))));
  }, [reportNo, rollNo, track, update]);

  const holes = useMemo(() => holeNames(master), [master]);
  const preview = useMemo(
    () => previewScore(sheet.roll, entries, holes, rules ?? defaultMillGradeRules),
    [sheet.roll, entries, holes, rules],
  );
  const shownEntries = useMemo<ShownEntry[]>(
    () => entries.map((e, i) => ({ ...e, scored: preview.mistakePoints[i] ?? 0 })),
    [entries, preview],
  );

  /** The live preview while saves are under way; the server's numbers once all have answered. */
  const score: Score & { preview: boolean } =
    saving || local.length > 0 || kept.length > 0 || keptUndos.size > 0
      ? {
          points: preview.points,
          points100m2: preview.points100m2,
          points100yd2: preview.points100yd2,
          grade: preview.grade,
          preview: true,
        }
      : {
          points: sheet.roll.points,
          points100m2: sheet.roll.points100m2,
          points100yd2: sheet.roll.points100yd2,
          grade: sheet.roll.grade,
          preview: false,
        };

  return {
    entries: shownEntries,
    tap,
    undo,
    score,
    saving,
    problem,
    dismissProblem: () => setProblem(null),
  };
}
