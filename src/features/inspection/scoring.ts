/**
 * The tablet's live preview of a roll's score: what the screen knows (the roll sheet, the taps,
 * the mistake master and the mill's grade rules kept for offline use) handed to the same rules
 * the server scores with (rules/), so the preview shows what the server will store. Free of the
 * screen's modules, so the server's tests can check it against what the server stores.
 */
import {
  bandsForItem,
  scoreRoll,
  type Grade,
  type MillGradeRules,
  type ScoredMistakeInput,
} from '@rules';

/** A tap as the screen holds it: recorded on the server, kept in the outbox, or just made. */
export interface ScoredEntry {
  mistake: string;
  /** The points as tapped (the server's `enteredPoints`). */
  points: number;
  continuousM?: number | null;
  positionM?: number | null;
  lengthMm?: number | null;
}

export interface Score {
  points: number;
  points100m2: number | null;
  points100yd2: number | null;
  grade: Grade | null;
}

export interface Preview extends Score {
  /** What each entry scores after the per-metre cap, in the entries' order. */
  mistakePoints: number[];
}

/** What the roll sheet says of the roll (a provisional sheet while the roll is saved offline). */
export interface RollMeasures {
  itemCode: string;
  kg: number;
  lengthM: number | null;
  gsmSpec: number | null;
  gsmMeasured: number | null;
  gsmTolerancePct: number | null;
  widthSpecCm: number | null;
  widthMeasuredCm: number | null;
}

/** A mistake the server recorded (a roll sheet's row) as the preview counts it again. */
export const recordedEntry = (m: {
  mistake: string;
  points: number;
  enteredPoints?: number;
  lengthMm?: number | null;
  continuousM: number | null;
  positionM: number | null;
}): ScoredEntry => ({
  mistake: m.mistake,
  // `points` is what it scored; an older answer without `enteredPoints` has only that.
  points: m.enteredPoints ?? m.points,
  continuousM: m.continuousM,
  positionM: m.positionM,
  lengthMm: m.lengthMm ?? null,
});

/** The master's holes, by lower-case name as the server matches a tap to the master. */
export const holeNames = (
  master: readonly { name: string; isHole: boolean }[],
): ReadonlySet<string> => new Set(master.filter((m) => m.isHole).map((m) => m.name.toLowerCase()));

const toRuleInput =
  (holes: ReadonlySet<string>) =>
  (e: ScoredEntry): ScoredMistakeInput => ({
    points: e.points,
    lengthMm: e.lengthMm ?? null,
    isHole: holes.has(e.mistake.toLowerCase()),
    continuousM: e.continuousM ?? null,
    positionM: e.positionM ?? null,
  });

/** The roll scored as the server will score it, in tapping order. */
export function previewScore(
  roll: RollMeasures,
  entries: readonly ScoredEntry[],
  holes: ReadonlySet<string>,
  rules: MillGradeRules,
): Preview {
  const s = scoreRoll(
    { ...roll, mistakes: entries.map(toRuleInput(holes)) },
    bandsForItem(rules, roll.itemCode),
  );
  return {
    points: s.points,
    points100m2: s.points100m2,
    points100yd2: s.points100yd2,
    grade: s.grade,
    mistakePoints: s.mistakePoints,
  };
}
