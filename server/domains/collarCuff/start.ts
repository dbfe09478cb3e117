import { eq } from 'drizzle-orm';
import type { CcHeaderInput } from '../../../contract/main/collarCuff';
import { ccRuleFor } from '../../../rules';
import type { Db } from '../../db/client';
import { nextDailyNo } from '../../db/numbering';
import { ccReports, knitCcReports, knitCcRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { assertSupplier } from '../common/masters';
import { knitRolls } from '../knitting/columns';
import { ccItemFor, customerFor } from '../knitting/masters';
import { ccReportRow } from './columns';
import { ccReportFor } from './guards';
import { admitCcRoll } from './rolls';
import { refreshCcReport } from './rescore';
import { millCcRules } from './settings';

/** The knitting report a lot starts from: of the report's item, with bundles to inspect. */
async function knitReportOf(db: Db, h: CcHeaderInput, knitReportNo: string) {
  const [knit] = await db
    .select({ itemCode: knitCcReports.itemCode })
    .from(knitCcReports)
    .where(eq(knitCcReports.reportNo, knitReportNo));
  if (!knit) throw badInput('jsonData.knitReportNo', `no knitting report ${knitReportNo}`);
  if (knit.itemCode !== h.itemCode) {
    throw badInput(
      'jsonData.knitReportNo',
      `knitting report ${knitReportNo} knits ${knit.itemCode}, not ${h.itemCode}`,
    );
  }
  return knitRolls(db, eq(knitCcRolls.reportNo, knitReportNo));
}

export const ccStartHandlers = {
  /**
   * A CC QI report numbered `QCC-YYYYMMDD-NNNN`, judged by the rule of its customer, item or the
   * mill (fixed now, so later changes to the settings do not re-judge it). Started from a knitting
   * report, it takes every bundle of it that passes the roll checks.
   */
  postCCData: async (ctx, { jsonData: h }) => {
    if (h.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: ccReports.reportNo })
        .from(ccReports)
        .where(eq(ccReports.clientId, h.clientId));
      if (same) {
        const report = await ccReportRow(ctx.db, same.reportNo);
        if (report) {
          return {
            reportNo: report.reportNo,
            status: report.status,
            rolls: report.rolls,
            aql: report.aql,
          };
        }
      }
    }
    await ccItemFor(ctx.db, h.itemCode, h.kind, 'jsonData');
    if (h.supplier) await assertSupplier(ctx.db, h.supplier, 'jsonData.supplier');
    const customer = h.customer ? await customerFor(ctx.db, h.customer, 'jsonData.customer') : null;
    const bundles = h.knitReportNo ? await knitReportOf(ctx.db, h, h.knitReportNo) : [];
    const rule = ccRuleFor(await millCcRules(ctx.db), h.itemCode, customer);
    const reportNo = await nextDailyNo(ctx.db, ccReports.reportNo, 'QCC', h.date);
    await ctx.db.insert(ccReports).values({
      reportNo,
      date: h.date,
      stage: h.stage,
      kind: h.kind,
      sourceKind: h.sourceKind,
      sourceDocNo: h.sourceDocNo ?? null,
      supplier: h.supplier ?? null,
      customer,
      knitReportNo: h.knitReportNo ?? null,
      itemCode: h.itemCode,
      colour: h.colour ?? null,
      size: h.size ?? null,
      lot: h.lot ?? null,
      inspector: h.inspector,
      tableName: h.tableName,
      remarks: h.remarks || null,
      aqlLevel: rule.level,
      aql: rule.aql,
      grade1Below: rule.gradeBand.grade1Below,
      grade3Above: rule.gradeBand.grade3Above,
      clientId: h.clientId ?? null,
      createdBy: ctx.user.username,
    });
    let added = 0;
    if (h.knitReportNo) {
      const head = await ccReportFor(ctx.db, reportNo, 'jsonData.knitReportNo');
      const refused: string[] = [];
      for (const bundle of bundles) {
        // At finish stage a bundle is inspected under its finish number; one without it yet fails
        // the check and is left out, like a bundle another open report holds.
        const rollNo = h.stage === 'finish' ? bundle.finishRollNo : bundle.rollNo;
        const admitted = await admitCcRoll(ctx.db, ctx.user.username, head, {
          rollNo: rollNo ?? bundle.rollNo,
        });
        if (admitted.ok) added += 1;
        else refused.push(admitted.message);
      }
      if (added === 0) {
        const why = refused[0] ?? 'it has no rolls yet';
        throw badInput(
          'jsonData.knitReportNo',
          `none of the rolls of knitting report ${h.knitReportNo} can be inspected: ${why}`,
        );
      }
    }
    const lot = await refreshCcReport(ctx.db, reportNo);
    return { reportNo, status: 'ongoing' as const, rolls: added, aql: lot.aql };
  },
} satisfies HandlerMap;
