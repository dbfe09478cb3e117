import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contract';
import type { SalesOrderReportRow, SalesOrderReportTotals } from '../../../contract/main/sales';
import { dayInZone } from '../../../rules/periods';
import { rowsOf } from '../../db/rows';
import { ledgerMismatches } from '../../../tests/support/domains/stock';
import { at, salesApp } from '../../../tests/support/domains/sales';

/**
 * An order served from the finished store: three rolls allocated to an item and transferred by a
 * stock entry that writes the entry, its ledger lines, the report rows and the item's transferred
 * kg together; a roll cannot go twice; taking a row off brings the roll back; over-delivery is
 * refused with nothing written.
 */
const { t, db, manager, one, servableItem } = await salesApp();
const item = await servableItem(4);
const [dispatchTo] = await rowsOf<{ name: string }>(
  db,
  sql`select name from warehouses where warehouse_group = 'PTSASTRI' order by name limit 1`,
);
const counts = async () =>
  one<{ entries: number; lines: number; rows: number; kg: number }>(sql`select
    (select count(*)::int from stock_entries) as entries,
    (select count(*)::int from stock_ledger) as lines,
    (select count(*)::int from stock_entry_report_rows) as rows,
    (select transferred_kg::float8 from sales_order_items where row_id = ${item.itemRowId}) as kg`);

const firstRolls = async (n: number) => {
  const page = await t.callOk(
    'getSalesOrderItemRolls',
    { itemRowId: item.itemRowId, limit: 50 },
    manager,
  );
  const rolls = page.rows.filter((r) => r.warehouse === page.rows[0]?.warehouse).slice(0, n);
  expect(rolls).toHaveLength(n);
  return rolls;
};

const entryOf = (
  rolls: { rollNo: string; qtyKg: number; batchNo: string | null }[],
  from: string,
) => ({
  jsonData: {
    ...item,
    postingDate: dayInZone(new Date()),
    fromWarehouse: from,
    toWarehouse: dispatchTo?.name ?? '',
    rolls: rolls.map((r) => ({
      rollNo: r.rollNo,
      qtyKg: r.qtyKg,
      ...(r.batchNo ? { batchNo: r.batchNo } : {}),
    })),
  },
});

/** The store the test's rolls were sent from. */
let store = '';

describe('an order item served from the store', () => {
  it('lists the rolls of the item’s fabric in store with grade and warehouse, a page at a time', async () => {
    const first = await t.callOk(
      'getSalesOrderItemRolls',
      { itemRowId: item.itemRowId, limit: 2 },
      manager,
    );
    expect(first.rows).toHaveLength(2);
    expect(first.rows.every((r) => r.itemCode === item.itemCode)).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(4);
    const next = await t.callOk(
      'getSalesOrderItemRolls',
      { itemRowId: item.itemRowId, limit: 2, ...at(first.nextCursor) },
      manager,
    );
    expect(next.rows[0]?.rollNo).not.toBe(first.rows[0]?.rollNo);
  });

  it('transfers three rolls in one entry: ledger, report rows and transferred kg together', async () => {
    const rolls = await firstRolls(3);
    const from = rolls[0]!.warehouse;
    store = from;
    const before = await counts();
    const saved = await t.callOk('postStockEntryData', entryOf(rolls, from), manager);
    expect(saved.rolls).toBe(3);
    const kg = Math.round(rolls.reduce((s, r) => s + r.qtyKg, 0) * 1000) / 1000;
    expect(saved.totalQtyKg).toBeCloseTo(kg, 3);

    const report = await t.callOk(
      'getStockEntryReportRows',
      { salesOrderNo: item.salesOrderNo },
      manager,
    );
    expect(
      report
        .filter((r) => r.stockEntryNo === saved.stockEntryNo)
        .map((r) => r.rollNo)
        .sort(),
    ).toEqual(rolls.map((r) => r.rollNo).sort());
    const items = await t.callOk(
      'getSalesOrderItemsFromDB',
      { report_no: item.salesOrderNo },
      manager,
    );
    const line = items.find((i) => i.itemRowId === item.itemRowId)!;
    expect(line.transferredQtyKg).toBeCloseTo((before?.kg ?? 0) + kg, 3);
    expect(line.pendingQtyKg).toBeCloseTo(Math.max(0, line.qtyKg - line.transferredQtyKg), 3);
    const entries = await t.callOk(
      'getStockEntryLinkedSalesOrder',
      { report_no: item.salesOrderNo },
      manager,
    );
    expect(entries.find((e) => e.stockEntryNo === saved.stockEntryNo)).toMatchObject({
      rolls: 3,
      docStatus: 'submitted',
    });
    // The rolls left the list of what can serve the item.
    const left = await t.callOk(
      'getSalesOrderItemRolls',
      { itemRowId: item.itemRowId, limit: 200 },
      manager,
    );
    expect(left.rows.map((r) => r.rollNo)).not.toContain(rolls[0]!.rollNo);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The seed's follow-up saves confirm what the entry did, and change nothing on a retry.
    const confirm = {
      filteredArray: [{ ...item, qtyKg: kg }],
      filteredStockEntryDataForSalesOrder: rolls.map((r) => ({
        rollNo: r.rollNo,
        itemCode: r.itemCode,
        warehouse: from,
        qtyKg: r.qtyKg,
      })),
      stockEntryDoc: {
        stockEntryNo: saved.stockEntryNo,
        postingDate: entryOf(rolls, from).jsonData.postingDate,
        salesOrderNo: item.salesOrderNo,
      },
    };
    const once = await t.callOk('updateTransferredQtyInSalesOrderItem', confirm, manager);
    const twice = await t.callOk('updateTransferredQtyInSalesOrderItem', confirm, manager);
    expect(twice).toEqual(once);
    expect(once.items[0]?.transferredQtyKg).toBeCloseTo(line.transferredQtyKg, 3);
    const rowsAgain = await t.callOk(
      'createStockEntryReportRows',
      {
        stockEntryReport: report
          .filter((r) => r.stockEntryNo === saved.stockEntryNo)
          .map(({ id: _id, batchNo, ...r }) => ({ ...r, ...(batchNo ? { batchNo } : {}) })),
      },
      manager,
    );
    expect(rowsAgain.created).toBe(0);
    const wrongKg = await t.send(
      'updateTransferredQtyInSalesOrderItem',
      { ...confirm, filteredArray: [{ ...item, qtyKg: kg + 5 }] },
      manager,
    );
    expect(wrongKg.statusCode).toBe(400);
    expect(wrongKg.json().error.issues[0].path).toBe('filteredArray.0.qtyKg');
  });

  it('refuses to send a roll twice, naming the order and entry that took it, and writes nothing', async () => {
    const report = await t.callOk(
      'getStockEntryReportRows',
      { salesOrderNo: item.salesOrderNo },
      manager,
    );
    const sent = report[0]!;
    const before = await counts();
    const res = await t.send(
      'postStockEntryData',
      entryOf([{ rollNo: sent.rollNo, qtyKg: sent.qtyKg, batchNo: sent.batchNo }], store),
      manager,
    );
    expect(res.statusCode).toBe(400);
    const issue = res.json().error.issues[0];
    expect(issue.path).toBe('jsonData.rolls.0.rollNo');
    expect(issue.message).toContain(item.salesOrderNo);
    expect(issue.message).toContain(sent.stockEntryNo);
    expect(await counts()).toEqual(before);
  });

  it('takes a row off: the roll is back in store, free to send, and the item’s kg goes down', async () => {
    const report = await t.callOk(
      'getStockEntryReportRows',
      { salesOrderNo: item.salesOrderNo },
      manager,
    );
    const row = report[0]!;
    const before = await counts();
    const res = await t.callOk(
      'removeRowInStockEntryData',
      { row: { id: row.id, salesOrderNo: item.salesOrderNo } },
      manager,
    );
    expect(res.message).toContain(row.rollNo);
    const after = await counts();
    expect(after?.kg).toBeCloseTo((before?.kg ?? 0) - row.qtyKg, 3);
    const free = await t.callOk(
      'getSalesOrderItemRolls',
      { itemRowId: item.itemRowId, limit: 200 },
      manager,
    );
    expect(free.rows.map((r) => r.rollNo)).toContain(row.rollNo);
    expect(await ledgerMismatches(db)).toEqual([]);
    const again = await t.send(
      'removeRowInStockEntryData',
      { row: { id: row.id, salesOrderNo: item.salesOrderNo } },
      manager,
    );
    expect(again.statusCode).toBe(400);

    // Recording the removed row again would count the roll as sent while it lies in the store.
    const { id: _id, batchNo, ...recorded } = row;
    const back = await counts();
    const relisted = await t.send(
      'createStockEntryReportRows',
      { stockEntryReport: [{ ...recorded, ...(batchNo ? { batchNo } : {}) }] },
      manager,
    );
    expect(relisted.statusCode).toBe(400);
    const issue = relisted.json().error.issues[0];
    expect(issue.path).toBe('stockEntryReport.0.rollNo');
    expect(issue.message).toContain(`Roll ${row.rollNo} was taken off ${row.stockEntryNo}`);
    expect(issue.message).toContain('new stock entry');
    expect(await counts()).toEqual(back);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses more than the order’s kg and its tolerance, with nothing written', async () => {
    await db.execute(
      sql`update sales_order_items set qty_kg = transferred_kg + 1 where row_id = ${item.itemRowId}`,
    );
    const rolls = await firstRolls(1);
    const before = await counts();
    const res = await t.send('postStockEntryData', entryOf(rolls, rolls[0]!.warehouse), manager);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('jsonData.rolls');
    expect(res.json().error.issues[0].message).toMatch(/5 % over/);
    expect(await counts()).toEqual(before);
  });

  it('refuses an item of another order, or of another fabric, naming the field', async () => {
    const rolls = await firstRolls(1);
    const body = entryOf(rolls, rolls[0]!.warehouse);
    const other = await t.send(
      'postStockEntryData',
      { jsonData: { ...body.jsonData, salesOrderNo: 'SO-1999-00001' } },
      manager,
    );
    expect(other.json().error.issues[0].path).toBe('jsonData.itemRowId');
    const fabric = await t.send(
      'postStockEntryData',
      { jsonData: { ...body.jsonData, itemCode: 'NOT-THIS-ITEM' } },
      manager,
    );
    expect(fabric.statusCode).toBe(400);
  });
});

describe('orders', () => {
  const today = dayInZone(new Date());
  /** The year to today: every order the demo mill made lately. */
  const year = {
    jsonStartDate: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
    jsonEndDate: today,
  };

  it('list newest first a page at a time, lab orders apart', async () => {
    const range = { jsonStartDate: '2000-01-01', jsonEndDate: '2000-12-31' };
    const empty = await t.callOk('getSalesOrderFromDBAllData', range, manager);
    expect(empty).toEqual({ rows: [], total: 0, nextCursor: null });
    const page = await t.callOk('getSalesOrderFromDBAllData', { ...year, limit: 20 }, manager);
    expect(page.rows).toHaveLength(20);
    const dates = page.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const lab = await t.callOk('getSalesOrderFromDBAllData', { ...year, labOrders: true }, manager);
    expect(lab.total).toBeGreaterThan(0);
    expect(lab.rows.every((r) => r.isLabOrder)).toBe(true);
    // An order's sent kg is its own items', not every order's.
    for (const order of page.rows.slice(0, 5)) {
      const items = await t.callOk(
        'getSalesOrderItemsFromDB',
        { report_no: order.salesOrderNo },
        manager,
      );
      const sent = items.reduce((s, i) => s + i.transferredQtyKg, 0);
      expect(order.transferredQtyKg, order.salesOrderNo).toBeCloseTo(sent, 3);
    }
    const one = await t.callOk('getSalesOrderFromDB', { report_no: item.salesOrderNo }, manager);
    const mine = await t.callOk(
      'getSalesOrderItemsFromDB',
      { report_no: item.salesOrderNo },
      manager,
    );
    expect(one.transferredQtyKg).toBeCloseTo(
      mine.reduce((s, i) => s + i.transferredQtyKg, 0),
      3,
    );
    const report = await t.callOk(
      'getSalesOrderReportAllDetailsForDate',
      { ...year, limit: 50 },
      manager,
    );
    // Open orders of the last days have kg still to send.
    expect(report.rows.some((r) => r.pendingKg > 0)).toBe(true);
    for (const r of report.rows) {
      if (['Completed', 'Closed', 'Cancelled'].includes(r.status)) expect(r.pendingKg).toBe(0);
      else expect(r.pendingKg).toBeCloseTo(Math.max(0, r.qtyKg - r.deliveredKg), 3);
    }
  });

  it('the dashboard’s sums are those of every order of the list, the dispatches in them', async () => {
    const input = { ...year, limit: 200 };
    let cursor: string | null = null;
    const rows: SalesOrderReportRow[] = [];
    let totals: SalesOrderReportTotals | undefined;
    do {
      const page: Page<SalesOrderReportRow> & { totals: SalesOrderReportTotals } = await t.callOk(
        'getSalesOrderReportAllDetailsForDate',
        { ...input, ...at(cursor) },
        manager,
      );
      rows.push(...page.rows);
      totals ??= page.totals;
      cursor = page.nextCursor;
    } while (cursor);
    expect(totals?.orders).toBe(rows.length);
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(totals?.qtyKg).toBeCloseTo(
      sum((r) => r.qtyKg),
      2,
    );
    expect(totals?.deliveredKg).toBeCloseTo(
      sum((r) => r.deliveredKg),
      2,
    );
    expect(totals?.pendingKg).toBeCloseTo(
      sum((r) => r.pendingKg),
      2,
    );
    // The order served above: what its items were sent is delivered on its row.
    const served = rows.find((r) => r.salesOrderNo === item.salesOrderNo);
    const items = await t.callOk(
      'getSalesOrderItemsFromDB',
      { report_no: item.salesOrderNo },
      manager,
    );
    const sent = items.reduce((s, i) => s + i.transferredQtyKg, 0);
    expect(sent).toBeGreaterThan(0);
    expect(served?.deliveredKg).toBeGreaterThanOrEqual(sent - 0.001);
  });

  it('finds an order by part of its number or its customer', async () => {
    const today = dayInZone(new Date());
    const range = {
      jsonStartDate: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
      jsonEndDate: today,
    };
    const found = await t.callOk(
      'getSalesOrderFromDBAllData',
      { ...range, search: item.salesOrderNo },
      manager,
    );
    expect(found.rows.map((r) => r.salesOrderNo)).toEqual([item.salesOrderNo]);
  });
});
