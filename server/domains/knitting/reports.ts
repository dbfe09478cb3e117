import { and, eq } from 'drizzle-orm';
import { knitCcReports, knitCcRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { newestFirstPage } from '../../http/paging';
import { knitReportByNo, knitRolls, selectKnitReports } from './columns';

export const knitReportHandlers = {
  /** Every knitting report, newest first, a page at a time: today's on top. */
  getKnitCCReportFromDB: async (ctx, page) =>
    newestFirstPage(
      page,
      knitCcReports,
      (after, order, take) =>
        selectKnitReports(ctx.db)
          .where(and(after))
          .orderBy(...order)
          .limit(take),
      async () => ctx.db.$count(knitCcReports),
    ),

  getSpecifiedKnitCCReportFromDB: async (ctx, { jsonData: reportNo }) => {
    const report = await knitReportByNo(ctx.db, reportNo);
    if (!report) throw notFound(`No knitting report ${reportNo}.`);
    return report;
  },

  getSpecifiedKnitCCReportRollsFromDB: async (ctx, { jsonData: reportNo }) => {
    if (!(await knitReportByNo(ctx.db, reportNo))) {
      throw notFound(`No knitting report ${reportNo}.`);
    }
    return knitRolls(ctx.db, eq(knitCcRolls.reportNo, reportNo));
  },
} satisfies HandlerMap;
