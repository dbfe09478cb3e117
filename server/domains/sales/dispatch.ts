import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesOrderItems, salesOrders, stockEntryReportRows } from '../../db/schema';
import { badInput } from '../../http/errors';
import { syncOrderKgOfItems } from './delivery';
import { kgOf } from './figures';
import { readSalesSettings } from './settings';

/**
 * What a dispatch (a stock entry for a sales order item) does to the order, in the transaction of
 * the stock entry itself (decision 025): the entry, its ledger lines, the stock entry report rows
 * and the item's transferred kg are written together or not at all. A roll has one live report
 * row, so it cannot be sent twice; removing the row frees it.
 */

const shut = new Set(['Completed', 'Closed', 'Cancelled', 'On Hold']);

export interface DispatchHead {
  salesOrderNo: string;
  itemRowId: string;
  itemCode: string;
}

/** The live report row of each of these rolls, if any: a roll already sent. */
export async function sentRolls(
  db: Db,
  rollNos: readonly string[],
): Promise<Map<string, { salesOrderNo: string; stockEntryNo: string }>> {
  if (rollNos.length === 0) return new Map();
  const rows = await db
    .select({
      rollNo: stockEntryReportRows.rollNo,
      salesOrderNo: stockEntryReportRows.salesOrderNo,
      stockEntryNo: stockEntryReportRows.stockEntryNo,
    })
    .from(stockEntryReportRows)
    .where(
      and(
        inArray(stockEntryReportRows.rollNo, [...rollNos]),
        isNull(stockEntryReportRows.removedAt),
      ),
    );
  return new Map(rows.map((r) => [r.rollNo, r]));
}

export const alreadySent = (rollNo: string, s: { salesOrderNo: string; stockEntryNo: string }) =>
  `Roll ${rollNo} was already sent for order ${s.salesOrderNo} by stock entry ${s.stockEntryNo}; remove it from that entry first.`;

/**
 * Checks before any roll moves: the order item exists on that open order for that item, and no
 * roll of the list was sent already. Locks the item row, so two dispatches for one item queue.
 */
export async function checkDispatch(
  db: Db,
  head: DispatchHead,
  rollNos: readonly string[],
  path = 'jsonData',
): Promise<void> {
  const [item] = await db
    .select({
      soNo: salesOrderItems.soNo,
      itemCode: salesOrderItems.itemCode,
      status: salesOrders.status,
      docStatus: salesOrders.docStatus,
    })
    .from(salesOrderItems)
    .innerJoin(salesOrders, eq(salesOrders.soNo, salesOrderItems.soNo))
    .where(eq(salesOrderItems.rowId, head.itemRowId))
    .for('update', { of: salesOrderItems });
  if (!item) throw badInput(`${path}.itemRowId`, `no order item ${head.itemRowId} is known`);
  if (item.soNo !== head.salesOrderNo)
    throw badInput(
      `${path}.itemRowId`,
      `item ${head.itemRowId} is on order ${item.soNo}, not ${head.salesOrderNo}`,
    );
  if (item.docStatus !== 1 || shut.has(item.status))
    throw badInput(
      `${path}.salesOrderNo`,
      `order ${item.soNo} is ${item.status}: nothing more can be sent for it`,
    );
  if (item.itemCode !== head.itemCode)
    throw badInput(
      `${path}.itemCode`,
      `order item ${head.itemRowId} is ${item.itemCode}, not ${head.itemCode}`,
    );
  const sent = await sentRolls(db, rollNos);
  rollNos.forEach((rollNo, i) => {
    const s = sent.get(rollNo);
    if (s) throw badInput(`${path}.rolls.${i}.rollNo`, alreadySent(rollNo, s));
  });
}

export interface SentRoll {
  rollNo: string;
  batchNo: string | null;
  itemCode: string;
  kg: number;
}

/**
 * After the rolls moved: their report rows, and the item's transferred kg, refused beyond the
 * order's kg and the mill's over-delivery tolerance.
 */
export async function recordDispatch(
  db: Db,
  head: DispatchHead & { stockEntryNo: string; postingDate: string; toWarehouse: string },
  rolls: readonly SentRoll[],
  by: string,
  path = 'jsonData',
): Promise<void> {
  const kg = kgOf(rolls.reduce((t, r) => t + r.kg, 0));
  const [item] = await db
    .select({ qtyKg: salesOrderItems.qtyKg, transferredKg: salesOrderItems.transferredKg })
    .from(salesOrderItems)
    .where(eq(salesOrderItems.rowId, head.itemRowId));
  if (!item) throw badInput(`${path}.itemRowId`, `no order item ${head.itemRowId} is known`);
  const { overDeliveryTolerancePct: tolerance } = await readSalesSettings(db);
  const after = kgOf(item.transferredKg + kg);
  const limit = kgOf(item.qtyKg * (1 + tolerance / 100));
  if (after > limit)
    throw badInput(
      `${path}.rolls`,
      `${kg} kg more would make ${after} kg sent of ${item.qtyKg} kg ordered; at most ${limit} kg (${tolerance} % over) may go.`,
    );
  await db.insert(stockEntryReportRows).values(
    rolls.map((r) => ({
      id: `${head.stockEntryNo}-${r.rollNo}`,
      salesOrderNo: head.salesOrderNo,
      itemRowId: head.itemRowId,
      stockEntryNo: head.stockEntryNo,
      postingDate: head.postingDate,
      itemCode: r.itemCode,
      rollNo: r.rollNo,
      batchNo: r.batchNo,
      warehouse: head.toWarehouse,
      qtyKg: r.kg,
      createdBy: by,
    })),
  );
  await syncTransferred(db, [head.itemRowId]);
}

/** An item's transferred kg is the sum of its live report rows: set, never added to (and its order's). */
export async function syncTransferred(db: Db, itemRowIds: readonly string[]): Promise<void> {
  if (itemRowIds.length === 0) return;
  await db.execute(sql`update sales_order_items i set transferred_kg = coalesce((
      select sum(r.qty_kg) from stock_entry_report_rows r
      where r.item_row_id = i.row_id and r.removed_at is null), 0)
    where i.row_id in (${sql.join(
      itemRowIds.map((r) => sql`${r}`),
      sql`, `,
    )})`);
  await syncOrderKgOfItems(db, itemRowIds);
}
