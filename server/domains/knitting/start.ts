import { eq } from 'drizzle-orm';
import { nextDailyNo } from '../../db/numbering';
import { knitCcReports } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { ccItemFor, flatMachineFor, operatorFor } from './masters';

export const knitStartHandlers = {
  /** A knitting report numbered `KCC-YYYYMMDD-NNNN` by its date; a retried start lands once. */
  postKnitCCData: async (ctx, { jsonData: k }) => {
    if (k.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: knitCcReports.reportNo, status: knitCcReports.status })
        .from(knitCcReports)
        .where(eq(knitCcReports.clientId, k.clientId));
      if (same) return same;
    }
    await ccItemFor(ctx.db, k.itemCode, k.kind, 'jsonData');
    const machine = await flatMachineFor(ctx.db, k.machine, 'jsonData.machine');
    const operator = await operatorFor(ctx.db, k.operator, 'jsonData.operator');
    const reportNo = await nextDailyNo(ctx.db, knitCcReports.reportNo, 'KCC', k.date);
    await ctx.db.insert(knitCcReports).values({
      reportNo,
      date: k.date,
      machine,
      operator,
      shift: k.shift,
      itemCode: k.itemCode,
      kind: k.kind,
      colour: k.colour,
      size: k.size,
      jobCardNo: k.jobCardNo ?? null,
      remarks: k.remarks || null,
      clientId: k.clientId ?? null,
      createdBy: ctx.user.username,
    });
    return { reportNo, status: 'ongoing' as const };
  },
} satisfies HandlerMap;
