import { and, asc, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  SalesOrderItemRollRow,
  SalesOrderItemRow,
  SalesOrderRow,
} from '../../../contract/main/orders';
import type {
  SalesOrderReportRow,
  SalesOrderReportTotals,
  SalesSegment,
} from '../../../contract/main/sales';
import { salesSegments } from '../../../contract/main/sales';
import type { Db } from '../../db/client';
import {
  items,
  salesOrderItems,
  salesOrders,
  stockEntries,
  stockEntryReportRows,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { keysetPage, newestFirstPage } from '../../http/paging';
import { rowsOf } from '../../db/rows';
import { kgOf, money } from './figures';

/**
 * Sales orders, their items and what was sent out for them. An item's transferred kg is what
 * stock entries made here sent for it (its live stock entry report rows); delivered kg is that or
 * what was invoiced against the order, whichever is more (orders the ERP delivered by invoice).
 */

const closed = new Set(['Completed', 'Closed', 'Cancelled']);
const asSegment = (s: string | null): SalesSegment | null =>
  (salesSegments as readonly string[]).includes(s ?? '') ? (s as SalesSegment) : null;

const orderColumns = {
  salesOrderNo: salesOrders.soNo,
  date: salesOrders.date,
  deliveryDate: salesOrders.deliveryDate,
  customer: salesOrders.customerName,
  segment: salesOrders.segment,
  salesPerson: salesOrders.salesPerson,
  status: salesOrders.status,
  isLabOrder: salesOrders.isLabOrder,
  qtyKg: salesOrders.qtyKg,
  amount: salesOrders.amount,
  transferredQtyKg: salesOrders.transferredKg,
  invoicedKg: salesOrders.invoicedKg,
};

interface ListInput {
  jsonStartDate: string;
  jsonEndDate: string;
  labOrders?: boolean | undefined;
  search?: string | undefined;
}

function listWhere(input: ListInput): SQL | undefined {
  const term = input.search?.trim();
  return and(
    sql`${salesOrders.date} between ${input.jsonStartDate}::date and ${input.jsonEndDate}::date`,
    input.labOrders === undefined ? undefined : eq(salesOrders.isLabOrder, input.labOrders),
    term
      ? or(
          ilike(salesOrders.soNo, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ilike(salesOrders.customerName, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        )
      : undefined,
  );
}

/**
 * An order page, newest first, with the order's sent and invoiced kg; `count` when the caller
 * counts the list already (with its sums).
 */
function ordersPage<Row>(
  db: Db,
  input: ListInput & { limit: number; cursor?: string | undefined },
  toRow: (r: Awaited<ReturnType<typeof selectOrders>>[number]) => Row & { date: string },
  count?: () => Promise<number>,
) {
  return newestFirstPage(
    input,
    { date: salesOrders.date, reportNo: salesOrders.soNo },
    async (after, order, take) =>
      (await selectOrders(db, and(listWhere(input), after), order, take)).map((r) => ({
        ...toRow(r),
        reportNo: r.salesOrderNo,
      })),
    count ??
      (async () => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(salesOrders)
          .where(listWhere(input));
        return row?.n ?? 0;
      }),
  ).then((page) => ({
    ...page,
    rows: page.rows.map(({ reportNo: _, ...row }) => row as unknown as Row),
  }));
}

const selectOrders = (db: Db, where: SQL | undefined, order: SQL[], take: number) =>
  db
    .select(orderColumns)
    .from(salesOrders)
    .where(where)
    .orderBy(...order)
    .limit(take);

const deliveredOf = (r: { transferredQtyKg: number; invoicedKg: number }) =>
  kgOf(Math.max(r.transferredQtyKg, r.invoicedKg));

/** Closed orders owe nothing; SQL of the rule reportRow applies to one order. */
const closedSql = sql.raw([...closed].map((x) => `'${x}'`).join(', '));

/** The ordered, delivered and pending kg of every order of the list, summed in SQL. */
async function reportTotals(db: Db, input: ListInput): Promise<SalesOrderReportTotals> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      qtyKg: sql<number>`coalesce(sum(${salesOrders.qtyKg}), 0)`.mapWith(Number),
      deliveredKg: sql<number>`coalesce(sum(greatest(${salesOrders.transferredKg},
        ${salesOrders.invoicedKg})), 0)`.mapWith(Number),
      pendingKg: sql<number>`coalesce(sum(case when ${salesOrders.status} in (${closedSql}) then 0
        else greatest(0, ${salesOrders.qtyKg} - greatest(${salesOrders.transferredKg},
          ${salesOrders.invoicedKg})) end), 0)`.mapWith(Number),
    })
    .from(salesOrders)
    .where(listWhere(input));
  return {
    orders: row?.orders ?? 0,
    qtyKg: kgOf(row?.qtyKg ?? 0),
    deliveredKg: kgOf(row?.deliveredKg ?? 0),
    pendingKg: kgOf(row?.pendingKg ?? 0),
  };
}

const orderRow = (r: Awaited<ReturnType<typeof selectOrders>>[number]): SalesOrderRow => ({
  salesOrderNo: r.salesOrderNo,
  date: r.date,
  deliveryDate: r.deliveryDate,
  customer: r.customer,
  segment: r.segment,
  status: r.status,
  isLabOrder: r.isLabOrder,
  qtyKg: kgOf(r.qtyKg),
  transferredQtyKg: kgOf(r.transferredQtyKg),
  amount: money(r.amount),
});

const reportRow = (r: Awaited<ReturnType<typeof selectOrders>>[number]): SalesOrderReportRow => {
  const delivered = deliveredOf(r);
  return {
    salesOrderNo: r.salesOrderNo,
    date: r.date,
    deliveryDate: r.deliveryDate,
    customer: r.customer,
    segment: asSegment(r.segment),
    salesPerson: r.salesPerson,
    status: r.status,
    amount: money(r.amount),
    qtyKg: kgOf(r.qtyKg),
    deliveredKg: delivered,
    pendingKg: closed.has(r.status) ? 0 : kgOf(Math.max(0, r.qtyKg - delivered)),
  };
};

/** One order's items with what is still to send (never below zero). */
export async function orderItems(db: Db, soNo: string): Promise<SalesOrderItemRow[]> {
  const rows = await db
    .select({
      salesOrderNo: salesOrderItems.soNo,
      itemRowId: salesOrderItems.rowId,
      itemCode: salesOrderItems.itemCode,
      itemName: sql<string>`coalesce(${items.itemName}, ${salesOrderItems.itemCode})`,
      colour: salesOrderItems.colour,
      qtyKg: salesOrderItems.qtyKg,
      transferredQtyKg: salesOrderItems.transferredKg,
      rate: salesOrderItems.rate,
      amount: salesOrderItems.amount,
      deliveryDate: salesOrderItems.deliveryDate,
      warehouse: salesOrderItems.warehouse,
    })
    .from(salesOrderItems)
    .leftJoin(items, eq(items.itemCode, salesOrderItems.itemCode))
    .where(eq(salesOrderItems.soNo, soNo))
    .orderBy(asc(salesOrderItems.idx));
  return rows.map((r) => ({
    ...r,
    qtyKg: kgOf(r.qtyKg),
    transferredQtyKg: kgOf(r.transferredQtyKg),
    pendingQtyKg: kgOf(Math.max(0, r.qtyKg - r.transferredQtyKg)),
    rate: money(r.rate),
    amount: money(r.amount),
  }));
}

const rollKey = z.tuple([z.string().min(1).max(200), z.string().min(1).max(200)]);

/** Rolls of the item's code lying in a greige or finished store of the mill, not job work. */
async function itemRolls(
  db: Db,
  itemCode: string,
  params: { limit: number; cursor?: string | undefined },
) {
  // A roll back from dyeing lies in the finished store at 0 kg until its finish inspection weighs
  // it: it is not offered before, as a dispatch of it would send nothing (and is refused).
  const inStore = sql`b.item_code = ${itemCode} and b.rolls > 0 and b.qty_kg > 0 and b.warehouse in (
    select name from warehouses where warehouse_type in ('Finished', 'Greige') and not is_job_work)
    and not exists (select 1 from stock_entry_report_rows r
      where r.roll_no = b.roll_no and r.removed_at is null)`;
  return keysetPage(params, {
    key: rollKey,
    keyOf: (r: SalesOrderItemRollRow) => [r.warehouse, r.rollNo],
    rows: async (after, take) => {
      const rows = await rowsOf<{
        roll_no: string;
        item_code: string;
        batch_key: string;
        warehouse: string;
        qty_kg: string | number;
        grade: number | null;
        finish: boolean;
      }>(
        db,
        sql`select b.roll_no, b.item_code, b.batch_key, b.warehouse, b.qty_kg,
            (select q.grade from qi_rolls q where q.roll_no = b.roll_no
              order by q.created_at desc limit 1) as grade,
            exists (select 1 from finish_rolls f where f.finish_roll_no = b.roll_no) as finish
          from stock_roll_balances b
          where ${inStore}${after ? sql` and (b.warehouse, b.roll_no) > (${after[0]}, ${after[1]})` : sql``}
          order by b.warehouse, b.roll_no limit ${take}`,
      );
      return rows.map((r) => ({
        rollNo: r.roll_no,
        itemCode: r.item_code,
        batchNo: r.batch_key || null,
        warehouse: r.warehouse,
        qtyKg: kgOf(Number(r.qty_kg)),
        grade: r.grade,
        stage: r.finish ? ('finish' as const) : ('greige' as const),
      }));
    },
    total: async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_roll_balances b where ${inStore}`,
      );
      return row?.n ?? 0;
    },
  });
}

export const salesOrderHandlers = {
  getSalesOrderFromDBAllData: (ctx, input) => ordersPage(ctx.db, input, orderRow),
  getSalesOrderReportAllDetailsForDate: async (ctx, input) => {
    const totals = reportTotals(ctx.db, input);
    const page = await ordersPage(ctx.db, input, reportRow, async () => (await totals).orders);
    return { ...page, totals: await totals };
  },
  getSalesOrderItemsFromDB: (ctx, { report_no }) => orderItems(ctx.db, report_no),
  getSalesOrderFromDB: async (ctx, { report_no }) => {
    const [row] = await selectOrders(ctx.db, eq(salesOrders.soNo, report_no), [], 1);
    if (!row) throw notFound(`No sales order ${report_no}`);
    return orderRow(row);
  },
  getSalesOrderItemRolls: async (ctx, { itemRowId, ...page }) => {
    const [item] = await ctx.db
      .select({ itemCode: salesOrderItems.itemCode })
      .from(salesOrderItems)
      .where(eq(salesOrderItems.rowId, itemRowId));
    if (!item) return { rows: [], total: 0, nextCursor: null };
    return itemRolls(ctx.db, item.itemCode, page);
  },
  getStockEntryLinkedSalesOrder: async (ctx, { report_no }) => {
    const rows = await ctx.db
      .select({
        stockEntryNo: stockEntries.entryNo,
        postingDate: stockEntries.postingDate,
        salesOrderNo: sql<string>`${stockEntries.salesOrderNo}`,
        itemCode: sql<string>`coalesce(min(${stockEntryReportRows.itemCode}), '')`,
        qtyKg: sql<number>`coalesce(sum(${stockEntryReportRows.qtyKg}), 0)`.mapWith(Number),
        rolls: sql<number>`count(${stockEntryReportRows.id})::int`,
      })
      .from(stockEntries)
      .leftJoin(
        stockEntryReportRows,
        and(
          eq(stockEntryReportRows.stockEntryNo, stockEntries.entryNo),
          isNull(stockEntryReportRows.removedAt),
        ),
      )
      .where(eq(stockEntries.salesOrderNo, report_no))
      .groupBy(stockEntries.entryNo, stockEntries.postingDate, stockEntries.salesOrderNo)
      .orderBy(desc(stockEntries.postingDate), desc(stockEntries.entryNo));
    return rows.map((r) => ({
      ...r,
      qtyKg: kgOf(r.qtyKg),
      // Entries made here are submitted when saved; an entry whose rows were all removed is
      // reversed, which the ERP records as a cancellation.
      docStatus: r.rolls > 0 ? ('submitted' as const) : ('cancelled' as const),
    }));
  },
  getStockEntryReportRows: async (ctx, { salesOrderNo }) => {
    const rows = await ctx.db
      .select({
        id: stockEntryReportRows.id,
        salesOrderNo: stockEntryReportRows.salesOrderNo,
        itemRowId: stockEntryReportRows.itemRowId,
        stockEntryNo: stockEntryReportRows.stockEntryNo,
        postingDate: stockEntryReportRows.postingDate,
        itemCode: stockEntryReportRows.itemCode,
        rollNo: stockEntryReportRows.rollNo,
        batchNo: stockEntryReportRows.batchNo,
        warehouse: stockEntryReportRows.warehouse,
        qtyKg: stockEntryReportRows.qtyKg,
      })
      .from(stockEntryReportRows)
      .where(
        and(
          eq(stockEntryReportRows.salesOrderNo, salesOrderNo),
          isNull(stockEntryReportRows.removedAt),
          gt(stockEntryReportRows.qtyKg, 0),
        ),
      )
      .orderBy(
        desc(stockEntryReportRows.postingDate),
        asc(stockEntryReportRows.stockEntryNo),
        asc(stockEntryReportRows.rollNo),
      );
    return rows.map((r) => ({ ...r, qtyKg: kgOf(r.qtyKg) }));
  },
} satisfies HandlerMap;
