import { eq } from 'drizzle-orm';
import { qiReports, qiRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput, conflict } from '../../http/errors';

const onlyEmpty = 'only an ongoing report no roll was inspected in can be discarded';

export const discardHandlers = {
  /**
   * A report started on the wrong source goes before it takes a roll. The report is locked first:
   * a roll saved at the same moment either committed before (and is counted below) or waits on
   * the lock and then finds no report, so a roll is never deleted with it. (A roll leaves a report
   * only when inspected again elsewhere, and only from a completed one: an ongoing report without
   * rolls never had one.)
   */
  discardQIReport: async (ctx, { jsonReportNo: reportNo }) => {
    const [report] = await ctx.db
      .select({ status: qiReports.status })
      .from(qiReports)
      .where(eq(qiReports.reportNo, reportNo))
      .for('update');
    if (!report) throw badInput('jsonReportNo', `no QI report ${reportNo}`);
    if (report.status !== 'ongoing') {
      throw conflict(`QI report ${reportNo} is completed: ${onlyEmpty}.`);
    }
    const rolls = await ctx.db.$count(qiRolls, eq(qiRolls.reportNo, reportNo));
    if (rolls > 0) {
      throw conflict(
        `QI report ${reportNo} has ${rolls === 1 ? '1 roll' : `${rolls} rolls`} inspected: ${onlyEmpty}.`,
      );
    }
    await ctx.db.delete(qiReports).where(eq(qiReports.reportNo, reportNo));
    return { reportNo, discarded: true as const };
  },
} satisfies HandlerMap;
