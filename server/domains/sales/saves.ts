import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dayInZone } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { queueForSite } from '../../erpnext/push/hooks';
import { salesOrderItems, stockEntries, stockEntryReportRows, stockLedger } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { postEntry, rollPlaces } from '../stock/ledger';
import { rowsOf } from '../../db/rows';
import { alreadySent, sentRolls, syncTransferred } from './dispatch';
import { kgOf } from './figures';

/**
 * The seed's follow-up saves of a dispatch. postStockEntryData already wrote the report rows and
 * the transferred kg in its own transaction, so these confirm and repair rather than add: each
 * sets what the stock entries say, and a retry changes nothing.
 */

/** The rolls a stock entry moved in, per roll: what its report rows must say. */
async function entryRolls(db: Db, entryNo: string) {
  return db
    .select({
      rollNo: stockLedger.rollNo,
      itemCode: stockLedger.itemCode,
      batchNo: stockLedger.batchNo,
      warehouse: stockLedger.warehouse,
      kg: stockLedger.qtyKg,
    })
    .from(stockLedger)
    .where(and(eq(stockLedger.entryNo, entryNo), sql`${stockLedger.rolls} > 0`));
}

/** Report rows for a dispatch entry's rolls that have none (an entry the ERP made). */
async function linkEntry(
  db: Db,
  entry: { entryNo: string; salesOrderNo: string; itemRowId: string | null; postingDate: string },
  by: string,
): Promise<string[]> {
  const rolls = (await entryRolls(db, entry.entryNo)).filter((r) => r.rollNo);
  const sent = await sentRolls(
    db,
    rolls.map((r) => r.rollNo ?? ''),
  );
  const fresh = rolls.filter((r) => !sent.has(r.rollNo ?? ''));
  if (fresh.length === 0 || !entry.itemRowId) return [];
  await db.insert(stockEntryReportRows).values(
    fresh.map((r) => ({
      id: `${entry.entryNo}-${r.rollNo}`,
      salesOrderNo: entry.salesOrderNo,
      itemRowId: entry.itemRowId ?? '',
      stockEntryNo: entry.entryNo,
      postingDate: entry.postingDate,
      itemCode: r.itemCode,
      rollNo: r.rollNo ?? '',
      batchNo: r.batchNo,
      warehouse: r.warehouse ?? '',
      qtyKg: r.kg,
      createdBy: by,
    })),
  );
  return [entry.itemRowId];
}

export const salesSaveHandlers = {
  updateTransferredQtyInSalesOrderItem: async (ctx, input) => {
    const doc = input.stockEntryDoc;
    const [entry] = await ctx.db
      .select({ salesOrderNo: stockEntries.salesOrderNo, postingDate: stockEntries.postingDate })
      .from(stockEntries)
      .where(eq(stockEntries.entryNo, doc.stockEntryNo));
    if (!entry)
      throw badInput('stockEntryDoc.stockEntryNo', `no stock entry ${doc.stockEntryNo} is known`);
    if (entry.salesOrderNo !== doc.salesOrderNo)
      throw badInput(
        'stockEntryDoc.salesOrderNo',
        `stock entry ${doc.stockEntryNo} was made for ${entry.salesOrderNo ?? 'no order'}, not ${doc.salesOrderNo}`,
      );
    const rows = await rowsOf<{ item_row_id: string; kg: string | number }>(
      ctx.db,
      sql`select item_row_id, sum(qty_kg) as kg from stock_entry_report_rows
        where stock_entry_no = ${doc.stockEntryNo} and removed_at is null group by 1`,
    );
    const sentFor = new Map(rows.map((r) => [r.item_row_id, kgOf(Number(r.kg))]));
    input.filteredArray.forEach((item, i) => {
      if (item.salesOrderNo !== doc.salesOrderNo)
        throw badInput(
          `filteredArray.${i}.salesOrderNo`,
          `must be ${doc.salesOrderNo}, the entry's order`,
        );
      const sent = sentFor.get(item.itemRowId);
      if (sent === undefined)
        throw badInput(
          `filteredArray.${i}.itemRowId`,
          `stock entry ${doc.stockEntryNo} sent nothing for item ${item.itemRowId}`,
        );
      if (Math.abs(sent - item.qtyKg) > 0.0005)
        throw badInput(
          `filteredArray.${i}.qtyKg`,
          `stock entry ${doc.stockEntryNo} sent ${sent} kg for item ${item.itemRowId}, not ${item.qtyKg}`,
        );
    });
    const ids = input.filteredArray.map((i) => i.itemRowId);
    await syncTransferred(ctx.db, ids);
    const items = await ctx.db
      .select({
        itemRowId: salesOrderItems.rowId,
        qty: salesOrderItems.qtyKg,
        transferredQtyKg: salesOrderItems.transferredKg,
      })
      .from(salesOrderItems)
      .where(inArray(salesOrderItems.rowId, ids));
    return {
      ok: true as const,
      items: items.map((i) => ({
        itemRowId: i.itemRowId,
        transferredQtyKg: kgOf(i.transferredQtyKg),
        pendingQtyKg: kgOf(Math.max(0, i.qty - i.transferredQtyKg)),
      })),
    };
  },

  createStockEntryReportRows: async (ctx, { stockEntryReport }) => {
    let created = 0;
    const touched = new Set<string>();
    for (const [i, row] of stockEntryReport.entries()) {
      const path = `stockEntryReport.${i}`;
      const [entry] = await ctx.db
        .select({ salesOrderNo: stockEntries.salesOrderNo })
        .from(stockEntries)
        .where(eq(stockEntries.entryNo, row.stockEntryNo));
      if (!entry)
        throw badInput(`${path}.stockEntryNo`, `no stock entry ${row.stockEntryNo} is known`);
      if (entry.salesOrderNo !== row.salesOrderNo)
        throw badInput(
          `${path}.salesOrderNo`,
          `stock entry ${row.stockEntryNo} was made for ${entry.salesOrderNo ?? 'no order'}`,
        );
      const moved = (await entryRolls(ctx.db, row.stockEntryNo)).find(
        (r) => r.rollNo === row.rollNo,
      );
      if (!moved)
        throw badInput(
          `${path}.rollNo`,
          `stock entry ${row.stockEntryNo} did not move roll ${row.rollNo}`,
        );
      const sent = (await sentRolls(ctx.db, [row.rollNo])).get(row.rollNo);
      if (sent?.stockEntryNo === row.stockEntryNo) continue; // recorded already: a retry
      if (sent) throw badInput(`${path}.rollNo`, alreadySent(row.rollNo, sent));
      // The row stands for the entry's movement: a roll the ledger no longer has where the entry
      // put it (taken off the report and brought back, or moved since) was not sent by it.
      const place = (await rollPlaces(ctx.db, [row.rollNo])).get(row.rollNo);
      if (place?.warehouse !== moved.warehouse) {
        const [removed] = await ctx.db
          .select({ id: stockEntryReportRows.id })
          .from(stockEntryReportRows)
          .where(
            and(
              eq(stockEntryReportRows.stockEntryNo, row.stockEntryNo),
              eq(stockEntryReportRows.rollNo, row.rollNo),
            ),
          );
        const where = place ? `is back in ${place.warehouse}` : 'is no longer in stock';
        throw badInput(
          `${path}.rollNo`,
          removed
            ? `Roll ${row.rollNo} was taken off ${row.stockEntryNo} and ${where}: to send it to ${row.salesOrderNo}, add it to a new stock entry for the order.`
            : `Roll ${row.rollNo} ${where}, not in ${moved.warehouse} where ${row.stockEntryNo} put it: to send it to ${row.salesOrderNo}, add it to a new stock entry for the order.`,
        );
      }
      await ctx.db
        .insert(stockEntryReportRows)
        .values({
          id: `${row.stockEntryNo}-${row.rollNo}`,
          salesOrderNo: row.salesOrderNo,
          itemRowId: row.itemRowId,
          stockEntryNo: row.stockEntryNo,
          postingDate: row.postingDate,
          itemCode: moved.itemCode,
          rollNo: row.rollNo,
          batchNo: moved.batchNo,
          warehouse: moved.warehouse ?? row.warehouse,
          qtyKg: moved.kg,
          createdBy: ctx.user.username,
        })
        // A row removed before keeps its id: the roll comes back under a fresh one.
        .onConflictDoUpdate({
          target: stockEntryReportRows.id,
          set: { removedAt: null, removedBy: null, qtyKg: moved.kg },
        });
      created++;
      touched.add(row.itemRowId);
    }
    await syncTransferred(ctx.db, [...touched]);
    return { ok: true as const, created };
  },

  removeRowInStockEntryData: async (ctx, { row }) => {
    const [found] = await ctx.db
      .select()
      .from(stockEntryReportRows)
      .where(and(eq(stockEntryReportRows.id, row.id), isNull(stockEntryReportRows.removedAt)))
      .for('update');
    if (!found) throw badInput('row.id', `no roll row ${row.id} is on a stock entry report`);
    if (found.salesOrderNo !== row.salesOrderNo)
      throw badInput('row.salesOrderNo', `row ${row.id} belongs to order ${found.salesOrderNo}`);
    const [entry] = await ctx.db
      .select({ fromWarehouse: stockEntries.fromWarehouse })
      .from(stockEntries)
      .where(eq(stockEntries.entryNo, found.stockEntryNo));
    const place = (await rollPlaces(ctx.db, [found.rollNo])).get(found.rollNo);
    if (!place || place.warehouse !== found.warehouse)
      throw badInput(
        'row.id',
        `Roll ${found.rollNo} no longer lies in ${found.warehouse}, so it cannot come back.`,
      );
    // The roll comes back where it was sent from, by an entry of its own: the ledger only grows.
    const back = entry?.fromWarehouse ?? found.warehouse;
    if (back !== found.warehouse) {
      const line = { itemCode: place.itemCode, batchNo: place.batchNo, rollNo: found.rollNo };
      const returnNo = await postEntry(
        ctx.db,
        {
          kind: 'transfer',
          postingDate: dayInZone(new Date()),
          // Not a dispatch of the order: the order's entries list only what went out for it.
          fromWarehouse: found.warehouse,
          toWarehouse: back,
          remarks: `Taken off ${found.stockEntryNo} of ${found.salesOrderNo}`,
          createdBy: ctx.user.username,
        },
        [
          {
            ...line,
            warehouse: found.warehouse,
            qtyKg: -place.kg,
            pieces: -place.pieces,
            rolls: -1,
          },
          { ...line, warehouse: back, qtyKg: place.kg, pieces: place.pieces, rolls: 1 },
        ],
      );
      await queueForSite(ctx, 'stockEntry', returnNo);
    }
    await ctx.db
      .update(stockEntryReportRows)
      .set({ removedAt: new Date(), removedBy: ctx.user.username })
      .where(eq(stockEntryReportRows.id, found.id));
    await syncTransferred(ctx.db, [found.itemRowId]);
    return { ok: true as const, message: `Roll ${found.rollNo} is back in ${back}.` };
  },

  updateStockEntryLinkedSalesOrder: async (ctx) => {
    const entries = await rowsOf<{
      entry_no: string;
      sales_order_no: string;
      item_row_id: string | null;
      posting_date: string;
    }>(
      ctx.db,
      sql`select e.entry_no, e.sales_order_no, e.item_row_id, e.posting_date::text as posting_date
        from stock_entries e
        where e.sales_order_no is not null and e.kind = 'transfer'
          and e.item_row_id in (select row_id from sales_order_items)
          and not exists (select 1 from stock_entry_report_rows r where r.stock_entry_no = e.entry_no)
        order by e.posting_date, e.entry_no limit 500`,
    );
    const touched = new Set<string>();
    for (const e of entries) {
      const items = await linkEntry(
        ctx.db,
        {
          entryNo: e.entry_no,
          salesOrderNo: e.sales_order_no,
          itemRowId: e.item_row_id,
          postingDate: e.posting_date,
        },
        ctx.user.username,
      );
      for (const i of items) touched.add(i);
    }
    await syncTransferred(ctx.db, [...touched]);
    return { ok: true as const, updated: touched.size };
  },
} satisfies HandlerMap;
