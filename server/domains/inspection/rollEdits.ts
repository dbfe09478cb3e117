import { and, eq } from 'drizzle-orm';
import type { RollSummary } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { finishRolls, qiReports, qiRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { completeReportIn } from '../common/inspectionTables';
import { recordFinishWeight } from '../stock/finishing';
import { rollKey, storedRoll } from './columns';
import { openReportFor, reportFor, rollFor } from './guards';
import { rescoreRoll } from './rescore';
import { afterRollGraded } from '../alerts/raise';
import { notifyRaised } from '../alerts/notify';

/** What a roll and its report stand at now, without changing anything (a retried summary). */
async function currentSummary(db: Db, reportNo: string, rollNo: string): Promise<RollSummary> {
  const [row] = await db
    .select({
      reportNo: qiRolls.reportNo,
      rollNo: qiRolls.rollNo,
      points: qiRolls.points,
      points100m2: qiRolls.points100m2,
      points100yd2: qiRolls.points100yd2,
      grade: qiRolls.grade,
      reportStatus: qiReports.status,
      verdict: qiReports.verdict,
    })
    .from(qiRolls)
    .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
    .where(rollKey(reportNo, rollNo));
  if (!row) throw new Error(`no roll ${rollNo} in ${reportNo}`);
  return row;
}

export const rollEditHandlers = {
  postRollSummaryData: async (ctx, { jsonData: s }) => {
    if (s.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: qiRolls.reportNo, rollNo: qiRolls.rollNo })
        .from(qiRolls)
        .where(eq(qiRolls.summaryClientId, s.clientId));
      if (same) return currentSummary(ctx.db, same.reportNo, same.rollNo);
    }
    const report = await openReportFor(ctx.db, s.reportNo, 'jsonData.reportNo');
    await rollFor(ctx.db, report.reportNo, s.rollNo, 'jsonData.rollNo');
    const now = new Date();
    await ctx.db
      .update(qiRolls)
      .set({
        ...(s.kg !== undefined ? { kg: s.kg } : {}),
        ...(s.lengthM !== undefined ? { lengthM: s.lengthM } : {}),
        ...(s.shade !== undefined ? { shade: s.shade } : {}),
        ...(s.remarks !== undefined ? { remarks: s.remarks || null } : {}),
        summaryClientId: s.clientId ?? null,
        summarisedAt: now,
        updatedAt: now,
      })
      .where(rollKey(report.reportNo, s.rollNo));
    if (s.completeReport) {
      const tables = { reports: qiReports, rolls: qiRolls };
      await completeReportIn(ctx.db, tables, report.reportNo, s.verdict ?? null, now);
    }
    if (report.stage === 'finish' && s.kg !== undefined)
      await recordFinishWeight(ctx.db, s.rollNo, ctx.user.username);
    // Rescoring last also refreshes the report's totals and, once completed, its verdict.
    const summary = await rescoreRoll(ctx.db, report.reportNo, s.rollNo);
    // The roll's grade is final here: a machine's grade 3, a supplier lot's rolls over the limit.
    await notifyRaised(ctx, await afterRollGraded(ctx.db, report.reportNo, s.rollNo));
    return summary;
  },

  /** Corrections are allowed on completed reports too (supervisors fix typos); the verdict follows. */
  updateRollDetails: async (ctx, { jsonReportNo, jsonData: e }) => {
    const report = await reportFor(ctx.db, jsonReportNo, 'jsonReportNo');
    const roll = await rollFor(ctx.db, report.reportNo, e.rollNo, 'jsonData.rollNo');
    if (e.finishRollNo !== undefined && e.finishRollNo !== roll.finishRollNo) {
      if (report.stage === 'finish') {
        throw badInput(
          'jsonData.finishRollNo',
          `a finish-stage roll is inspected under its finish number ${roll.rollNo}; remove it and add the right roll`,
        );
      }
      const [link] = await ctx.db
        .select({ no: finishRolls.finishRollNo })
        .from(finishRolls)
        .where(
          and(
            eq(finishRolls.finishRollNo, e.finishRollNo),
            eq(finishRolls.greigeRollNo, roll.greigeRollNo),
          ),
        );
      if (!link) {
        throw badInput(
          'jsonData.finishRollNo',
          `${e.finishRollNo} is not the finish roll of greige roll ${roll.greigeRollNo}`,
        );
      }
    }
    await ctx.db
      .update(qiRolls)
      .set({
        ...(e.finishRollNo !== undefined ? { finishRollNo: e.finishRollNo } : {}),
        ...(e.kg !== undefined ? { kg: e.kg } : {}),
        ...(e.gsmMeasured !== undefined ? { gsmMeasured: e.gsmMeasured } : {}),
        ...(e.widthMeasuredCm !== undefined ? { widthMeasuredCm: e.widthMeasuredCm } : {}),
        ...(e.lengthM !== undefined ? { lengthM: e.lengthM } : {}),
        ...(e.shade !== undefined ? { shade: e.shade } : {}),
        ...(e.remarks !== undefined ? { remarks: e.remarks || null } : {}),
        ...(e.operator !== undefined ? { operator: e.operator || null } : {}),
        ...(e.machine !== undefined ? { machine: e.machine || null } : {}),
        updatedAt: new Date(),
      })
      .where(rollKey(report.reportNo, e.rollNo));
    if (report.stage === 'finish' && e.kg !== undefined)
      await recordFinishWeight(ctx.db, e.rollNo, ctx.user.username);
    await rescoreRoll(ctx.db, report.reportNo, e.rollNo);
    return storedRoll(ctx.db, report.reportNo, e.rollNo);
  },
} satisfies HandlerMap;
