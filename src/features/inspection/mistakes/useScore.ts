import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defaultMillGradeRules, type MillGradeRules } from '@rules';
import type { Tally, TapEntry, Taps } from '../../../inspect/kind';
import type { MistakeMaster, RollSheet } from '../queries';
import { holeNames, previewScore, type Score } from '../scoring';
import type { PointsChoice } from './PointsControl';

/** What a fabric tap saves: the defect, its points, and its run or place on the roll. */
export interface NewTap {
  mistake: string;
  points: number;
  continuousM?: number;
  positionM?: number;
  lengthMm?: number;
}

/** A tap with the points it scores on this roll (after the per-metre cap). */
export type ShownEntry = TapEntry<NewTap> & { scored: number };

/** What the fabric screen reads once: the whole master (holes, names) and the mill's rules. */
export interface FabricSetup {
  types: readonly MistakeMaster[];
  /** The mill's bands and tolerances as last read (the defaults until they are). */
  rules: MillGradeRules | undefined;
}

export interface FabricTally extends Tally<MistakeMaster, ShownEntry> {
  score: Score & { preview: boolean };
  choice: PointsChoice;
  setChoice: (choice: PointsChoice) => void;
  metres: number;
  setMetres: (metres: number) => void;
}

/**
 * The roll's 4-point score from its taps (rules/, as the server scores): the live preview while
 * saves are under way, the server's numbers once all have answered; and the points chosen for the
 * next tap, which a tap on a defect then saves.
 */
export function useScore(
  sheet: RollSheet,
  { types, rules }: FabricSetup,
  { entries, tap, waiting }: Taps<RollSheet, NewTap>,
): FabricTally {
  const holes = useMemo(() => holeNames(types), [types]);
  const preview = useMemo(
    () => previewScore(sheet.roll, entries, holes, rules ?? defaultMillGradeRules),
    [sheet.roll, entries, holes, rules],
  );
  const shown = useMemo<ShownEntry[]>(
    () => entries.map((e, i) => ({ ...e, scored: preview.mistakePoints[i] ?? 0 })),
    [entries, preview],
  );
  const { roll } = sheet;
  const score = waiting
    ? { ...scoreOf(preview), preview: true }
    : { ...scoreOf(roll), preview: false };

  const [choice, setChoice] = useState<PointsChoice>('default');
  const [metres, setMetres] = useState(1);
  // The points chosen, read by the tap through a ref: the tap handler then never changes, and no
  // button of the grid renders again when the points are chosen or fall back to the default.
  const next = useRef({ choice, metres });
  useLayoutEffect(() => {
    next.current = { choice, metres };
  }, [choice, metres]);
  const onTap = useCallback(
    (m: MistakeMaster) => {
      const { choice: c, metres: runM } = next.current;
      // A continuous defect (barré, shade variation…) runs by the metre unless points are forced.
      if (c === 'continuous' || (c === 'default' && m.continuous)) {
        tap({ mistake: m.name, points: 4, continuousM: runM });
        setMetres(1);
      } else tap({ mistake: m.name, points: c === 'default' ? m.defaultPoints : Number(c) });
      setChoice('default');
    },
    [tap],
  );

  return { entries: shown, onTap, full: false, score, choice, setChoice, metres, setMetres };
}

const scoreOf = (s: Score): Score => ({
  points: s.points,
  points100m2: s.points100m2,
  points100yd2: s.points100yd2,
  grade: s.grade,
});
