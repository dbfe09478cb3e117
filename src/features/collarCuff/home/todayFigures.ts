import type { CcReport } from '../queries';

export interface TodayFigures {
  ongoing: number;
  completed: number;
  piecesChecked: number;
  piecesRejected: number;
  /** Rejected per 100 checked over these lots; null while none is checked. */
  rejectPct: number | null;
}

type Counted = Pick<CcReport, 'reportNo' | 'piecesChecked' | 'piecesRejected'>;

/**
 * The home screen's figures over the lots it lists: those on the tables and those completed
 * today (a report in both lists, completed while the screen was open, counts once).
 */
export function todayFigures(
  ongoing: readonly Counted[],
  completed: readonly Counted[],
): TodayFigures {
  const done = new Set(completed.map((r) => r.reportNo));
  const open = ongoing.filter((r) => !done.has(r.reportNo));
  const lots = [...open, ...completed];
  const piecesChecked = lots.reduce((t, r) => t + r.piecesChecked, 0);
  const piecesRejected = lots.reduce((t, r) => t + r.piecesRejected, 0);
  return {
    ongoing: open.length,
    completed: completed.length,
    piecesChecked,
    piecesRejected,
    rejectPct: piecesChecked > 0 ? (piecesRejected * 100) / piecesChecked : null,
  };
}
