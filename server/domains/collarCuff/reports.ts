import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page, PageParams } from '../../../contract';
import type { CcReportRow, CcReportWithRolls } from '../../../contract/main/collarCuff';
import type { Db } from '../../db/client';
import { ccMistakes, ccReports, ccRolls, mistakeTypes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { newestFirstPage } from '../../http/paging';
import { reportFilters } from '../common/reportFilters';
import { withRowsOf } from '../common/reports';
import {
  ccMistakesOfRoll,
  ccReportRow,
  ccRollColumns,
  findCcRoll,
  selectCcReports,
  toReportRow,
} from './columns';

/** One page of the CC reports matching `where`, newest first (server/http/paging.ts). */
async function ccReportPage(
  db: Db,
  where: SQL | undefined,
  params: PageParams,
): Promise<Page<CcReportRow>> {
  const page = await newestFirstPage(
    params,
    ccReports,
    (after, order, take) =>
      selectCcReports(db)
        .where(and(where, after))
        .orderBy(...order)
        .limit(take),
    async () => db.$count(ccReports, where),
  );
  return { ...page, rows: page.rows.map(toReportRow) };
}

const { completed, ongoing, inRange, judged, onTablesOn } = reportFilters(ccReports);

/** The reports with their rolls, in one query over the rolls' primary key. */
async function withRolls(db: Db, reports: CcReportRow[]): Promise<CcReportWithRolls[]> {
  if (reports.length === 0) return [];
  const rolls = await db
    .select(ccRollColumns)
    .from(ccRolls)
    .where(
      inArray(
        ccRolls.reportNo,
        reports.map((r) => r.reportNo),
      ),
    )
    .orderBy(asc(ccRolls.createdAt), asc(ccRolls.rollNo));
  return withRowsOf(reports, rolls);
}

export const ccReportHandlers = {
  getAllQICCReportFromDB: async (ctx, page) => ccReportPage(ctx.db, undefined, page),

  getAllQICCReportFromDBWithInspectOk: async (ctx, page) =>
    ccReportPage(ctx.db, judged('inspectOk'), page),

  getQICCReportFromDB: async (ctx, input) =>
    ccReportPage(ctx.db, and(ongoing, inRange(input)), input),

  getQICCReportFromDBCompleted: async (ctx, input) =>
    ccReportPage(ctx.db, and(completed, inRange(input)), input),

  getQICCReportFromDBWithInspectOk: async (ctx, input) =>
    ccReportPage(ctx.db, and(judged('inspectOk'), inRange(input)), input),

  getQICCReportFromDBWithInspectNotOk: async (ctx, input) =>
    ccReportPage(ctx.db, and(judged('inspectNotOk'), inRange(input)), input),

  /** A page of the range's reports, then the rolls of just those reports. */
  getQICCReportFromDBAllData: async (ctx, { jsonStartDate, jsonEndDate, ...page }) => {
    const reports = await ccReportPage(ctx.db, inRange({ jsonStartDate, jsonEndDate }), page);
    return { ...reports, rows: await withRolls(ctx.db, reports.rows) };
  },

  getOnGoingCCInspectionDetails: async (ctx, { jsonTodayDate: day, ...page }) =>
    ccReportPage(ctx.db, onTablesOn(day), page),

  getQICCReportWithRollsFromDB: async (ctx, { report_no }) => {
    const report = await ccReportRow(ctx.db, report_no);
    if (!report) throw notFound(`No CC QI report ${report_no}.`);
    const [withItsRolls] = await withRolls(ctx.db, [report]);
    return withItsRolls ?? { ...report, rollRows: [] };
  },

  /** One roll's sheet: the report, the roll, every tap and the pieces rejected by defect. */
  getQICCReportFromERPNEXT: async (ctx, { report_no, roll_no }) => {
    const report = await ccReportRow(ctx.db, report_no);
    if (!report) throw notFound(`No CC QI report ${report_no}.`);
    const roll = await findCcRoll(ctx.db, report_no, roll_no);
    if (!roll) throw notFound(`Roll ${roll_no} is not in CC QI report ${report_no}.`);
    const pieces = sql<number>`sum(${ccMistakes.pieces})::int`;
    const mistakeSummary = await ctx.db
      .select({ mistake: ccMistakes.mistake, mistakeTa: mistakeTypes.nameTa, pieces })
      .from(ccMistakes)
      .leftJoin(mistakeTypes, eq(mistakeTypes.name, ccMistakes.mistake))
      .where(and(eq(ccMistakes.reportNo, report_no), eq(ccMistakes.rollNo, roll_no)))
      .groupBy(ccMistakes.mistake, mistakeTypes.nameTa)
      .orderBy(desc(pieces), asc(ccMistakes.mistake));
    const mistakes = await ccMistakesOfRoll(ctx.db, report_no, roll_no);
    return { report, roll, mistakes, mistakeSummary };
  },
} satisfies HandlerMap;
