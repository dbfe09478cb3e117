import { eq } from 'drizzle-orm';
import type { RollInput } from '../../../contract/main/inspection';
import { measuredWidthCm } from '../../../rules';
import type { Db } from '../../db/client';
import { items, qiRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { recordFinishWeight } from '../stock/finishing';
import { gradeBandsFor } from './bands';
import { storedRoll } from './columns';
import { openReportFor, type ReportHead } from './guards';
import { checkRollForReport } from './knownRolls';
import { moveToHistory } from './reinspection';
import { refreshReport, rescoreRoll } from './rescore';

/**
 * The number the roll is inspected under, after the same checks `checkRollNoInERPNext` answers
 * with; a failed check is a 400 on the field the inspector gave.
 */
async function admitRoll(db: Db, report: ReportHead, r: RollInput, by: string) {
  if (report.stage === 'finish' && !r.finishRollNo) {
    throw badInput('jsonData.finishRollNo', 'required at finish stage');
  }
  const [rollNo, path] =
    report.stage === 'finish' && r.finishRollNo
      ? [r.finishRollNo, 'jsonData.finishRollNo']
      : [r.greigeRollNo, 'jsonData.greigeRollNo'];
  const reinspecting = r.reinspection !== undefined;
  const check = await checkRollForReport(db, report, rollNo, { reinspecting });
  if (!check.ok) throw badInput(path, check.message);
  if (check.roll.greigeRollNo !== r.greigeRollNo) {
    throw badInput(
      'jsonData.finishRollNo',
      `finish roll ${rollNo} belongs to greige roll ${check.roll.greigeRollNo}, not ${r.greigeRollNo}`,
    );
  }
  if (r.reinspection) {
    const left = await moveToHistory(
      db,
      'fabric',
      { greigeRollNo: check.roll.greigeRollNo, stage: report.stage },
      { reportNo: report.reportNo, reason: r.reinspection.reason, by },
    );
    for (const reportNo of left) await refreshReport(db, reportNo);
    if (left.length === 0) {
      throw badInput(
        'jsonData.reinspection',
        `Roll ${rollNo} was not inspected at ${report.stage} stage yet: add it without a reason.`,
      );
    }
  }
  return { rollNo, roll: check.roll };
}

export const rollHandlers = {
  postRollData: async (ctx, { jsonData: r }) => {
    if (r.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: qiRolls.reportNo, rollNo: qiRolls.rollNo })
        .from(qiRolls)
        .where(eq(qiRolls.clientId, r.clientId));
      if (same) return storedRoll(ctx.db, same.reportNo, same.rollNo);
    }
    const report = await openReportFor(ctx.db, r.reportNo, 'jsonData.reportNo');
    const { rollNo, roll } = await admitRoll(ctx.db, report, r, ctx.user.username);
    const [item] = await ctx.db
      .select({ gsm: items.gsm, widthCm: items.widthCm })
      .from(items)
      .where(eq(items.itemCode, roll.itemCode));
    const bands = await gradeBandsFor(ctx.db, roll.itemCode);
    await ctx.db.insert(qiRolls).values({
      reportNo: report.reportNo,
      rollNo,
      greigeRollNo: roll.greigeRollNo,
      finishRollNo: report.stage === 'finish' ? rollNo : null,
      reportDate: report.date,
      stage: report.stage,
      itemCode: roll.itemCode,
      kg: r.kg,
      // The item's GSM and width are the spec; the greige roll's own figures are the fallback.
      gsmSpec: r.gsmSpec ?? item?.gsm ?? roll.gsm,
      gsmTolerancePct: r.gsmTolerancePct ?? bands.gsmTolerancePct,
      gsmMeasured: r.gsmMeasured ?? null,
      widthSpecCm: r.widthSpecCm ?? item?.widthCm ?? roll.widthCm,
      widthStartCm: r.widthStartCm ?? null,
      widthMiddleCm: r.widthMiddleCm ?? null,
      widthEndCm: r.widthEndCm ?? null,
      widthMeasuredCm: measuredWidthCm([r.widthStartCm, r.widthMiddleCm, r.widthEndCm]),
      lengthM: r.lengthM ?? null,
      shade: r.shade ?? null,
      remarks: r.remarks || null,
      // The inspector's pick wins: the ERP's record is often missing or wrong for bought rolls.
      operator: r.operator || roll.operator,
      machine: r.machine || roll.machine,
      clientId: r.clientId ?? null,
      createdBy: ctx.user.username,
    });
    await rescoreRoll(ctx.db, report.reportNo, rollNo);
    // A finish roll's first weighing is the finished kg the stock ledger and process loss count.
    if (report.stage === 'finish') await recordFinishWeight(ctx.db, rollNo, ctx.user.username);
    return storedRoll(ctx.db, report.reportNo, rollNo);
  },
} satisfies HandlerMap;
