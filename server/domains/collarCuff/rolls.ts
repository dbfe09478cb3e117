import { eq } from 'drizzle-orm';
import type { CcRollInput } from '../../../contract/main/collarCuff';
import type { Db } from '../../db/client';
import { ccReports, ccRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { completeReportIn } from '../common/inspectionTables';
import { ccReportRow, ccRollKey, storedCcRoll } from './columns';
import { ccRollFor, openCcReportFor, type CcReportHead } from './guards';
import { checkCcRollForReport, passedPieces } from './knownRolls';
import { moveToHistory } from '../inspection/reinspection';
import { refreshCcReport, rescoreCcRoll } from './rescore';

type Admission = Partial<Omit<CcRollInput, 'reportNo' | 'rollNo'>> & { rollNo: string };

/**
 * Adds a CC roll to an open report after the checks checkCCRollNoInERPNext answers with; its
 * pieces are the bundle's, passed on from knitting. Answers which check failed, if one did.
 */
export async function admitCcRoll(db: Db, createdBy: string, report: CcReportHead, r: Admission) {
  const check = await checkCcRollForReport(db, report, r.rollNo, {
    reinspecting: r.reinspection !== undefined,
  });
  if (!check.ok) return check;
  const bundle = check.roll;
  if (r.reinspection) {
    const left = await moveToHistory(
      db,
      'collarCuff',
      { greigeRollNo: bundle.rollNo, stage: report.stage },
      { reportNo: report.reportNo, reason: r.reinspection.reason, by: createdBy },
    );
    for (const reportNo of left) await refreshCcReport(db, reportNo);
    if (left.length === 0) {
      throw badInput(
        'jsonData.reinspection',
        `CC roll ${r.rollNo} was not inspected at ${report.stage} stage yet: add it without a reason.`,
      );
    }
  }
  if (r.greigeRollNo !== undefined && r.greigeRollNo !== bundle.rollNo) {
    throw badInput(
      'jsonData.greigeRollNo',
      `roll ${r.rollNo} is greige CC roll ${bundle.rollNo}, not ${r.greigeRollNo}`,
    );
  }
  const pieces = passedPieces(bundle);
  const checked = r.piecesChecked ?? 0;
  if (checked > pieces) {
    throw badInput(
      'jsonData.piecesChecked',
      `must not exceed the ${pieces} pieces of roll ${r.rollNo}`,
    );
  }
  await db.insert(ccRolls).values({
    reportNo: report.reportNo,
    rollNo: r.rollNo,
    greigeRollNo: bundle.rollNo,
    finishRollNo: report.stage === 'finish' ? r.rollNo : bundle.finishRollNo,
    reportDate: report.date,
    stage: report.stage,
    itemCode: bundle.itemCode,
    size: r.size ?? bundle.size,
    pieces,
    checkedEntered: checked,
    rejectedEntered: r.piecesRejected ?? 0,
    kg: r.kg ?? bundle.kg,
    remarks: r.remarks || null,
    clientId: r.clientId ?? null,
    createdBy,
  });
  await rescoreCcRoll(db, report.reportNo, r.rollNo);
  return { ok: true as const, rollNo: r.rollNo };
}

export const ccRollHandlers = {
  postCollarCuffRollData: async (ctx, { jsonData: r }) => {
    if (r.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: ccRolls.reportNo, rollNo: ccRolls.rollNo })
        .from(ccRolls)
        .where(eq(ccRolls.clientId, r.clientId));
      if (same) return storedCcRoll(ctx.db, same.reportNo, same.rollNo);
    }
    const report = await openCcReportFor(ctx.db, r.reportNo, 'jsonData.reportNo');
    const admitted = await admitCcRoll(ctx.db, ctx.user.username, report, r);
    if (!admitted.ok) throw badInput('jsonData.rollNo', admitted.message);
    return storedCcRoll(ctx.db, report.reportNo, r.rollNo);
  },

  /**
   * A roll's final counts, and with `completeReport` the report's end. A report is completed
   * only once its lot is decided: the sample checked, or the rejects already at Re.
   */
  postCCRollSummaryData: async (ctx, { jsonData: s }) => {
    if (s.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: ccRolls.reportNo, rollNo: ccRolls.rollNo })
        .from(ccRolls)
        .where(eq(ccRolls.summaryClientId, s.clientId));
      if (same) {
        // A retried summary: answer as things stand, changing nothing.
        const report = await ccReportRow(ctx.db, same.reportNo);
        const roll = await storedCcRoll(ctx.db, same.reportNo, same.rollNo);
        return {
          roll,
          reportStatus: report?.status ?? 'ongoing',
          verdict: report?.verdict ?? null,
          aql: report?.aql ?? null,
        };
      }
    }
    const report = await openCcReportFor(ctx.db, s.reportNo, 'jsonData.reportNo');
    const roll = await ccRollFor(ctx.db, report.reportNo, s.rollNo, 'jsonData.rollNo');
    if (s.piecesChecked > roll.pieces) {
      throw badInput(
        'jsonData.piecesChecked',
        `must not exceed the ${roll.pieces} pieces of roll ${roll.rollNo}`,
      );
    }
    const now = new Date();
    await ctx.db
      .update(ccRolls)
      .set({
        checkedEntered: s.piecesChecked,
        rejectedEntered: s.piecesRejected,
        ...(s.kg !== undefined ? { kg: s.kg } : {}),
        ...(s.remarks !== undefined ? { remarks: s.remarks || null } : {}),
        summaryClientId: s.clientId ?? null,
        summarisedAt: now,
        updatedAt: now,
      })
      .where(ccRollKey(report.reportNo, roll.rollNo));
    const { roll: scored, lot } = await rescoreCcRoll(ctx.db, report.reportNo, roll.rollNo);
    if (!s.completeReport)
      return { roll: scored, reportStatus: lot.status, verdict: null, aql: lot.aql };
    if (lot.aql === null || lot.aql.accepted === null) {
      const left = lot.aql ? lot.aql.sampleSize - lot.aql.piecesChecked : 0;
      throw badInput(
        'jsonData.completeReport',
        lot.aql
          ? `the lot is not decided yet: its sample is ${lot.aql.sampleSize} pieces and ${lot.aql.piecesChecked} are checked; check ${left} more`
          : 'the report has no pieces to judge',
      );
    }
    const tables = { reports: ccReports, rolls: ccRolls };
    await completeReportIn(ctx.db, tables, report.reportNo, s.verdict ?? null, now);
    // Rescoring again stores the completed report's verdict.
    const done = await rescoreCcRoll(ctx.db, report.reportNo, roll.rollNo);
    return {
      roll: done.roll,
      reportStatus: done.lot.status,
      verdict: done.lot.verdict,
      aql: done.lot.aql,
    };
  },
} satisfies HandlerMap;
