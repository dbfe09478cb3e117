import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { QiReportRow, QiReportWithRolls, RollSheet } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import {
  finishRolls,
  greigeRolls,
  items,
  mistakeTypes,
  qiMistakes,
  qiReports,
  qiRolls,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { bandsOfItems, reportsWithReasons, withReportReasons, withRollReasons } from './bands';
import { findRoll, mistakesOfRoll, rollColumns, selectReports } from './columns';
import { greigeRollByAnyNo, greigeRollColumns } from './knownRolls';
import { reportPage } from './reportPages';
import { withRowsOf } from '../common/reports';

/** One roll's inspection sheet: header, roll, every mistake and the mistakes summed by type. */
async function rollSheet(db: Db, reportNo: string, rollNo: string): Promise<RollSheet> {
  const [report] = await selectReports(db).where(eq(qiReports.reportNo, reportNo));
  if (!report) throw notFound(`No QI report ${reportNo}.`);
  const roll = await findRoll(db, reportNo, rollNo);
  if (!roll) throw notFound(`Roll ${rollNo} is not in QI report ${reportNo}.`);
  const count = sql<number>`count(*)::int`;
  const points = sql<number>`sum(${qiMistakes.scoredPoints})::int`;
  const mistakeSummary = await db
    .select({ mistake: qiMistakes.mistake, mistakeTa: mistakeTypes.nameTa, count, points })
    .from(qiMistakes)
    .leftJoin(mistakeTypes, eq(mistakeTypes.name, qiMistakes.mistake))
    .where(and(eq(qiMistakes.reportNo, reportNo), eq(qiMistakes.rollNo, rollNo)))
    .groupBy(qiMistakes.mistake, mistakeTypes.nameTa)
    .orderBy(desc(points), desc(count), asc(qiMistakes.mistake));
  const bandsOf = await bandsOfItems(db);
  return {
    report: (await reportsWithReasons(db, [report], bandsOf))[0] ?? report,
    roll: withRollReasons([roll], bandsOf)[0] ?? roll,
    mistakes: await mistakesOfRoll(db, reportNo, rollNo),
    mistakeSummary,
  };
}

const rollOrder = [asc(qiRolls.createdAt), asc(qiRolls.rollNo)];

/** The reports with their rolls, in one query over the rolls' primary key. */
async function withRolls(db: Db, reports: QiReportRow[]): Promise<QiReportWithRolls[]> {
  if (reports.length === 0) return [];
  const rolls = await db
    .select(rollColumns)
    .from(qiRolls)
    .where(
      inArray(
        qiRolls.reportNo,
        reports.map((r) => r.reportNo),
      ),
    )
    .orderBy(...rollOrder);
  const bandsOf = await bandsOfItems(db);
  return withReportReasons(withRowsOf(reports, withRollReasons(rolls, bandsOf)), bandsOf);
}

export const reportViewHandlers = {
  getQIReportFromERPNEXT: async (ctx, { report_no, roll_no }) =>
    rollSheet(ctx.db, report_no, roll_no),

  getRollReportFromERPNEXT: async (ctx, { roll_no, report_no }) =>
    rollSheet(ctx.db, report_no, roll_no),

  getRollProductionFromERPNEXT: async (ctx, { roll_no }) => {
    const known = await greigeRollByAnyNo(ctx.db, roll_no);
    if (!known) throw notFound(`Roll ${roll_no} is not known to the ERP.`);
    const [production] = await ctx.db
      .select({
        ...greigeRollColumns,
        date: greigeRolls.producedOn,
        workOrderNo: sql<string | null>`case when ${greigeRolls.sourceKind} = 'workOrder'
        then ${greigeRolls.sourceDocNo} else ${greigeRolls.workOrderNo} end`,
        jobCardNo: sql<string | null>`case when ${greigeRolls.sourceKind} = 'jobCard'
        then ${greigeRolls.sourceDocNo} end`,
      })
      .from(greigeRolls)
      .innerJoin(items, eq(items.itemCode, greigeRolls.itemCode))
      .leftJoin(finishRolls, eq(finishRolls.greigeRollNo, greigeRolls.rollNo))
      .where(eq(greigeRolls.rollNo, known.greigeRollNo));
    if (!production) throw notFound(`Roll ${roll_no} is not known to the ERP.`);
    const inspections = await ctx.db
      .select(rollColumns)
      .from(qiRolls)
      .where(eq(qiRolls.greigeRollNo, known.greigeRollNo))
      .orderBy(asc(qiRolls.reportDate), ...rollOrder);
    return { ...production, inspections };
  },

  /** A page of the range's reports, then the rolls of just those reports. */
  getQIReportFromDBAllData: async (ctx, { jsonStartDate, jsonEndDate, ...page }) => {
    const reports = await reportPage(
      ctx.db,
      between(qiReports.date, jsonStartDate, jsonEndDate),
      page,
    );
    return { ...reports, rows: await withRolls(ctx.db, reports.rows) };
  },

  getQIReportWithRollsFromDB: async (ctx, { report_no }) => {
    const [report] = await selectReports(ctx.db).where(eq(qiReports.reportNo, report_no));
    if (!report) throw notFound(`No QI report ${report_no}.`);
    const [withItsRolls] = await withRolls(ctx.db, [report]);
    return withItsRolls ?? { ...report, rollRows: [] };
  },
} satisfies HandlerMap;
