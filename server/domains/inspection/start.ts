import { desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, qiReports, suppliers } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';

/** Any constant: it only serialises report numbering between concurrent saves. */
const numberingLockKey = 0x5149_5250;

/** `QI-20241105-0007`: the report's date and its number on that day. */
export const reportNoFor = (date: string, n: number): string =>
  `QI-${date.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

async function nextReportNo(db: Db, date: string): Promise<string> {
  // Saves run in a transaction, so the lock holds until this report is written.
  await db.execute(sql`select pg_advisory_xact_lock(${numberingLockKey})`);
  const prefix = reportNoFor(date, 0).slice(0, -4);
  const [last] = await db
    .select({ reportNo: qiReports.reportNo })
    .from(qiReports)
    .where(like(qiReports.reportNo, `${prefix}%`))
    .orderBy(desc(qiReports.reportNo))
    .limit(1);
  const lastN = last ? Number(last.reportNo.slice(prefix.length)) : 0;
  return reportNoFor(date, (Number.isFinite(lastN) ? lastN : 0) + 1);
}

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
    if (h.supplier) {
      const [known] = await ctx.db
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.name, h.supplier));
      if (!known) throw badInput('jsonData.supplier', `no supplier ${h.supplier}`);
    }
    const reportNo = await nextReportNo(ctx.db, h.date);
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
