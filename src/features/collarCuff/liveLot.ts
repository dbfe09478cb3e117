/**
 * The lot as the tablet sees it while pieces are counted and taps are on their way: the server's
 * figures for the other rolls, this roll's from what the screen holds. Judged with the shared
 * rules (rules/aql.ts, rules/collarCuff.ts), so the screen and the server agree once it has every
 * save.
 */
import { lotAccepted, scoreCcRoll } from '@rules';
import type { CcAql, CcRollSheet } from './queries';

export interface LiveLot {
  /** The lot's plan; null while the lot has no pieces. */
  plan: CcAql;
  lotChecked: number;
  lotRejected: number;
  /** Pieces still to check before the sample is complete. */
  left: number;
  /** Accepted, rejected, or undecided (null). */
  accepted: boolean | null;
  rollChecked: number;
  rollRejected: number;
  rollRejectPct: number | null;
  rollGrade: 1 | 2 | 3 | null;
}

/**
 * `checked`: this roll's pieces checked as counted on the tablet; `tapped`: its rejected pieces
 * tapped (those kept on the tablet included).
 */
export function liveLot(sheet: CcRollSheet, checked: number, tapped: number): LiveLot | null {
  const { report, roll, mistakes } = sheet;
  const aql = report.aql;
  if (!aql) return null;
  const serverTapped = mistakes.reduce((n, t) => n + t.pieces, 0);
  // Rejected pieces entered without a tap (an older count) still count, as on the server.
  const entered = roll.piecesRejected > serverTapped ? roll.piecesRejected : 0;
  const score = scoreCcRoll(
    { checkedEntered: checked, rejectedEntered: entered, rejectedTapped: tapped },
    report.gradeBand,
  );
  const lotChecked = aql.piecesChecked - roll.piecesChecked + score.piecesChecked;
  const lotRejected = aql.piecesRejected - roll.piecesRejected + score.piecesRejected;
  return {
    plan: aql,
    lotChecked,
    lotRejected,
    left: Math.max(0, aql.sampleSize - lotChecked),
    accepted: lotAccepted(aql, lotChecked, lotRejected),
    rollChecked: score.piecesChecked,
    rollRejected: score.piecesRejected,
    rollRejectPct: score.rejectPct,
    rollGrade: score.grade,
  };
}
