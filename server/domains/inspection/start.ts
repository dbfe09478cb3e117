import { eq } from 'drizzle-orm';
import { dailyNo, nextDailyNo } from '../../db/numbering';
import { items, qiReports } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { assertSupplier } from '../common/masters';

/** `QI-20241105-0007`: the report's date and its number on that day. */
export const reportNoFor = (date: string, n: number): string => dailyNo('QI', date, n);

export const startHandlers = {
  postData: async (ctx, { jsonData: h }) => {
    if (h.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: qiReports.reportNo, status: qiReports.status })
        .from(qiReports)
        .where(eq(qiReports.clientId, h.clientId));
      if (same) return same;
    }
    const [item] = await ctx.db
      .select({ group: items.itemGroup, disabled: items.disabled })
      .from(items)
      .where(eq(items.itemCode, h.itemCode));
    if (!item) throw badInput('jsonData.itemCode', `no item ${h.itemCode}`);
    if (item.group !== 'Fabric') {
      throw badInput('jsonData.itemCode', `${h.itemCode} is a ${item.group} item, not fabric`);
    }
    if (item.disabled) throw badInput('jsonData.itemCode', `${h.itemCode} is disabled in the ERP`);
    if (h.supplier) await assertSupplier(ctx.db, h.supplier, 'jsonData.supplier');
    const reportNo = await nextDailyNo(ctx.db, qiReports.reportNo, 'QI', h.date);
    await ctx.db.insert(qiReports).values({
      reportNo,
      date: h.date,
      stage: h.stage,
      sourceKind: h.sourceKind,
      sourceDocNo: h.sourceDocNo ?? null,
      supplier: h.supplier ?? null,
      itemCode: h.itemCode,
      colour: h.colour ?? null,
      lot: h.lot ?? null,
      inspector: h.inspector,
      tableName: h.tableName,
      remarks: h.remarks || null,
      clientId: h.clientId ?? null,
      createdBy: ctx.user.username,
    });
    return { reportNo, status: 'ongoing' as const };
  },
} satisfies HandlerMap;
