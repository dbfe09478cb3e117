import { eq, sql } from 'drizzle-orm';
import type { AqlResult, CcRollRow } from '../../../contract/main/collarCuff';
import type { Verdict } from '../../../contract/main/inspection';
import { aqlPlan, ccVerdictFor, judgeLot, rejectPct, scoreCcRoll } from '../../../rules';
import type { Db } from '../../db/client';
import { ccMistakes, ccReports, ccRolls } from '../../db/schema';
import { ccRollKey, lotOf, storedCcRoll } from './columns';

/**
 * Recomputes a CC roll from what is stored (the counts entered and every tap on it), then its
 * report's totals, sampling plan and judgement. Every save that touches a CC roll or its taps
 * ends here, so no grade, plan or verdict ever comes from a client (as rescoreRoll for fabric).
 */
export async function rescoreCcRoll(
  db: Db,
  reportNo: string,
  rollNo: string,
): Promise<{ roll: CcRollRow; lot: LotState }> {
  const [roll] = await db
    .select({
      checkedEntered: ccRolls.checkedEntered,
      rejectedEntered: ccRolls.rejectedEntered,
      grade1Below: ccReports.grade1Below,
      grade3Above: ccReports.grade3Above,
    })
    .from(ccRolls)
    .innerJoin(ccReports, eq(ccReports.reportNo, ccRolls.reportNo))
    .where(ccRollKey(reportNo, rollNo))
    // Parallel taps on one roll wait here in turn, so none is lost from its count; NO KEY
    // UPDATE because each tap's insert holds KEY SHARE on the roll (see rescoreRoll).
    .for('no key update', { of: ccRolls });
  if (!roll) throw new Error(`rescoreCcRoll: no roll ${rollNo} in ${reportNo}`);
  const [tapped] = await db
    .select({ pieces: sql<number>`coalesce(sum(${ccMistakes.pieces}), 0)::int` })
    .from(ccMistakes)
    .where(sql`${ccMistakes.reportNo} = ${reportNo} and ${ccMistakes.rollNo} = ${rollNo}`);
  const score = scoreCcRoll(
    { ...roll, rejectedTapped: tapped?.pieces ?? 0 },
    { grade1Below: roll.grade1Below, grade3Above: roll.grade3Above },
  );
  await db
    .update(ccRolls)
    .set({ ...score, updatedAt: new Date() })
    .where(ccRollKey(reportNo, rollNo));
  const lot = await refreshCcReport(db, reportNo);
  return { roll: await storedCcRoll(db, reportNo, rollNo), lot };
}

export interface LotState {
  readonly status: 'ongoing' | 'completed';
  readonly verdict: Verdict | null;
  readonly aql: AqlResult | null;
}

/**
 * Sums the report's rolls in SQL and stores its totals, the lot's plan and whether the pieces
 * found accept it; a completed report's verdict follows. The report is locked before the sum, so
 * saves on two rolls of one report total one after the other (roll first, then report, always).
 */
export async function refreshCcReport(db: Db, reportNo: string): Promise<LotState> {
  const [report] = await db
    .select({
      status: ccReports.status,
      inspectorVerdict: ccReports.inspectorVerdict,
      level: ccReports.aqlLevel,
      aql: ccReports.aql,
    })
    .from(ccReports)
    .where(eq(ccReports.reportNo, reportNo))
    .for('no key update');
  const [t] = await db
    .select({
      rolls: sql<number>`count(*)::int`,
      lotPieces: sql<number>`coalesce(sum(${ccRolls.pieces}), 0)::int`,
      piecesChecked: sql<number>`coalesce(sum(${ccRolls.piecesChecked}), 0)::int`,
      piecesRejected: sql<number>`coalesce(sum(${ccRolls.piecesRejected}), 0)::int`,
      kg: sql<number>`coalesce(sum(${ccRolls.kg}), 0)`.mapWith(Number),
      worstGrade: sql<1 | 2 | 3 | null>`max(${ccRolls.grade})`,
    })
    .from(ccRolls)
    .where(eq(ccRolls.reportNo, reportNo));
  if (!report || !t) throw new Error(`refreshCcReport: no report ${reportNo}`);
  const plan = t.lotPieces > 0 ? aqlPlan(t.lotPieces, report.level, report.aql) : null;
  const accepted = judgeLot(plan, t.piecesChecked, t.piecesRejected);
  const verdict =
    report.status === 'completed' ? ccVerdictFor(accepted, report.inspectorVerdict) : null;
  await db
    .update(ccReports)
    .set({
      rolls: t.rolls,
      lotPieces: t.lotPieces,
      piecesChecked: t.piecesChecked,
      piecesRejected: t.piecesRejected,
      rejectPct: rejectPct(t.piecesChecked, t.piecesRejected),
      kg: Math.round(t.kg * 1000) / 1000,
      codeLetter: plan?.codeLetter ?? null,
      planLetter: plan?.planLetter ?? null,
      sampleSize: plan?.sampleSize ?? null,
      acceptNo: plan?.acceptNo ?? null,
      rejectNo: plan?.rejectNo ?? null,
      aqlAccepted: accepted,
      grade: t.worstGrade,
      verdict,
      updatedAt: new Date(),
    })
    .where(eq(ccReports.reportNo, reportNo));
  return {
    status: report.status,
    verdict,
    aql: lotOf({ ...t, level: report.level, aql: report.aql, accepted }),
  };
}
