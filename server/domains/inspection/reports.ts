import { and, eq, sql, type SQL } from 'drizzle-orm';
import { qiReports, qiRolls } from '../../db/schema';
import type { Page, PageParams } from '../../../contract';
import type { QiReportRow } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { reportFilters } from '../common/reportFilters';
import { reportsWithReasons } from './bands';
import { reportPage as plainPage } from './reportPages';

const { completed, ongoing, inRange, judged, onTablesOn } = reportFilters(qiReports);

/** A page of reports, each saying why it has its grade when its points look like another band. */
async function reportPage(
  db: Db,
  where: SQL | undefined,
  params: PageParams,
): Promise<Page<QiReportRow>> {
  const page = await plainPage(db, where, params);
  return { ...page, rows: await reportsWithReasons(db, page.rows) };
}

export const reportListHandlers = {
  getAllQIReportFromDB: async (ctx, page) => reportPage(ctx.db, undefined, page),

  getAllQIReportFromDBWithInspectOk: async (ctx, page) =>
    reportPage(ctx.db, judged('inspectOk'), page),

  getQIReportFromDB: async (ctx, input) => reportPage(ctx.db, and(ongoing, inRange(input)), input),

  getQIReportFromDBCompleted: async (ctx, input) =>
    reportPage(ctx.db, and(completed, inRange(input)), input),

  getQIReportFromDBWithInspectOk: async (ctx, input) =>
    reportPage(ctx.db, and(judged('inspectOk'), inRange(input)), input),

  getQIReportFromDBWithInspectNotOk: async (ctx, input) =>
    reportPage(ctx.db, and(judged('inspectNotOk'), inRange(input)), input),

  getOnGoingInspectionDetails: async (ctx, { jsonTodayDate: day, ...page }) =>
    reportPage(ctx.db, onTablesOn(day), page),

  getTodayInspectedFabricWeight: async (ctx, { jsonTodayDate: day }) => {
    const kgOf = (where: SQL) =>
      sql<number>`coalesce(sum(${qiRolls.kg}) filter (where ${where}), 0)`.mapWith(Number);
    const [t] = await ctx.db
      .select({
        greigeKg: kgOf(eq(qiRolls.stage, 'greige')),
        finishKg: kgOf(eq(qiRolls.stage, 'finish')),
      })
      .from(qiRolls)
      .where(eq(qiRolls.reportDate, day));
    const greigeKg = round3(t?.greigeKg ?? 0);
    const finishKg = round3(t?.finishKg ?? 0);
    return { date: day, totalKg: round3(greigeKg + finishKg), greigeKg, finishKg };
  },

  getTodayInspectedFabricTotalRolls: async (ctx, { jsonTodayDate: day }) => {
    const countOf = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
    const [t] = await ctx.db
      .select({
        greigeRolls: countOf(eq(qiRolls.stage, 'greige')),
        finishRolls: countOf(eq(qiRolls.stage, 'finish')),
      })
      .from(qiRolls)
      .where(eq(qiRolls.reportDate, day));
    const greigeRolls = t?.greigeRolls ?? 0;
    const finishRolls = t?.finishRolls ?? 0;
    return { date: day, rolls: greigeRolls + finishRolls, greigeRolls, finishRolls };
  },
} satisfies HandlerMap;

const round3 = (n: number): number => Math.round(n * 1000) / 1000;
