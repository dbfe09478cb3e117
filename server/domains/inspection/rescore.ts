import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { RollSummary } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { mistakeTypes, qiMistakes, qiReports, qiRolls } from '../../db/schema';
import { refreshDashboardRollups } from '../dashboard/rollups';
import { gradeBandsFor } from './bands';
import { rollKey } from './columns';
import { reportPoints100m2, scoreRoll, verdictFor, type RollTotals } from '../../../rules';

/**
 * Recomputes a roll from what is stored (its measures and every mistake on it), writes the points
 * each mistake scores, the roll's score and grade, then the report's totals. Every save that
 * touches a roll or its mistakes ends here, so no grade ever comes from a client.
 */
export async function rescoreRoll(db: Db, reportNo: string, rollNo: string): Promise<RollSummary> {
  const [roll] = await db
    .select({
      itemCode: qiRolls.itemCode,
      kg: qiRolls.kg,
      lengthM: qiRolls.lengthM,
      gsmSpec: qiRolls.gsmSpec,
      gsmMeasured: qiRolls.gsmMeasured,
      gsmTolerancePct: qiRolls.gsmTolerancePct,
      widthSpecCm: qiRolls.widthSpecCm,
      widthMeasuredCm: qiRolls.widthMeasuredCm,
    })
    .from(qiRolls)
    .where(rollKey(reportNo, rollNo))
    // Parallel taps on one roll each insert their mistake, then wait here in turn; every later
    // statement sees what the earlier ones committed, so no tap is lost from the roll's points.
    // NO KEY UPDATE, not UPDATE: a mistake's insert holds KEY SHARE on its roll (the foreign key),
    // and UPDATE would make two such taps wait on each other forever.
    .for('no key update');
  if (!roll) throw new Error(`rescoreRoll: no roll ${rollNo} in ${reportNo}`);
  const mistakes = await db
    .select({
      id: qiMistakes.id,
      points: qiMistakes.points,
      lengthMm: qiMistakes.lengthMm,
      continuousM: qiMistakes.continuousM,
      positionM: qiMistakes.positionM,
      isHole: mistakeTypes.isHole,
      scoredPoints: qiMistakes.scoredPoints,
    })
    .from(qiMistakes)
    .innerJoin(mistakeTypes, eq(mistakeTypes.name, qiMistakes.mistake))
    .where(and(eq(qiMistakes.reportNo, reportNo), eq(qiMistakes.rollNo, rollNo)))
    .orderBy(qiMistakes.id);
  const score = scoreRoll({ ...roll, mistakes }, await gradeBandsFor(db, roll.itemCode));
  // Usually only the new mistake differs; the cap can move points between earlier ones.
  for (const [i, m] of mistakes.entries()) {
    const scored = score.mistakePoints[i] ?? 0;
    if (scored !== m.scoredPoints) {
      await db.update(qiMistakes).set({ scoredPoints: scored }).where(eq(qiMistakes.id, m.id));
    }
  }
  await db
    .update(qiRolls)
    .set({
      mistakes: mistakes.length,
      points: score.points,
      areaM2: score.areaM2,
      points100m2: score.points100m2,
      points100yd2: score.points100yd2,
      grade: score.grade,
      updatedAt: new Date(),
    })
    .where(rollKey(reportNo, rollNo));
  const report = await refreshReport(db, reportNo);
  return {
    reportNo,
    rollNo,
    points: score.points,
    points100m2: score.points100m2,
    points100yd2: score.points100yd2,
    grade: score.grade,
    reportStatus: report.status,
    verdict: report.verdict,
  };
}

/** The roll's part of a summary, as the mistake calls answer it. */
export const rollScoreOf = ({
  reportNo,
  rollNo,
  points,
  points100m2,
  points100yd2,
  grade,
}: RollSummary) => ({
  reportNo,
  rollNo,
  points,
  points100m2,
  points100yd2,
  grade,
});

/**
 * Sums the report's rolls in SQL and stores the totals; a completed report's verdict follows. The
 * report is locked before the sum, so saves on two rolls of one report total one after the other
 * (always roll first, then report: the same order everywhere, so they never deadlock).
 */
export async function refreshReport(db: Db, reportNo: string) {
  const [report] = await db
    .select({ status: qiReports.status, inspectorVerdict: qiReports.inspectorVerdict })
    .from(qiReports)
    .where(eq(qiReports.reportNo, reportNo))
    .for('no key update');
  const [totals] = await db
    .select({
      rolls: sql<number>`count(*)::int`,
      ungraded: sql<number>`(count(*) filter (where ${qiRolls.grade} is null))::int`,
      worstGrade: sql<1 | 2 | 3 | null>`max(${qiRolls.grade})`,
      kg: sql<number>`coalesce(sum(${qiRolls.kg}), 0)`.mapWith(Number),
      points: sql<number>`coalesce(sum(${qiRolls.points}), 0)::int`,
      pointsWithArea: sql<number>`(coalesce(sum(${qiRolls.points}) filter (where ${isNotNull(qiRolls.areaM2)}), 0))::int`,
      areaM2: sql<number>`coalesce(sum(${qiRolls.areaM2}), 0)`.mapWith(Number),
    })
    .from(qiRolls)
    .where(eq(qiRolls.reportNo, reportNo));
  if (!totals || !report) throw new Error(`refreshReport: no report ${reportNo}`);
  const t: RollTotals = { ...totals, worstGrade: totals.worstGrade };
  const verdict = report.status === 'completed' ? verdictFor(t, report.inspectorVerdict) : null;
  await db
    .update(qiReports)
    .set({
      rolls: totals.rolls,
      totalKg: Math.round(totals.kg * 1000) / 1000,
      totalPoints: totals.points,
      totalAreaM2: Math.round(totals.areaM2 * 1000) / 1000,
      points100m2: reportPoints100m2(t),
      grade: totals.worstGrade,
      verdict,
      updatedAt: new Date(),
    })
    .where(eq(qiReports.reportNo, reportNo));
  // The dashboards' daily figures follow in the same transaction, so they are never stale.
  await refreshDashboardRollups(db, reportNo);
  return { status: report.status, verdict };
}
