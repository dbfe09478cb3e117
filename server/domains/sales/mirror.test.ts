import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayInZone, financialYear, periodRange } from '../../../rules/periods';
import { salesApp } from '../../../tests/support/domains/sales';

/**
 * The mirror's refreshes: invoice lines follow their invoice and their customer's segment again,
 * and dispatch entries made elsewhere get their stock entry report rows; each a second time
 * changes nothing.
 */
const { t, db, manager, sales, one } = await salesApp();
const year = periodRange('thisYear', dayInZone(new Date()), financialYear);
const range = { jsonStartDate: year.from, jsonEndDate: year.to };

describe('dojobsSalesInvoiceItem', () => {
  it('moves a customer’s invoices to the segment it now has, lines and all, once', async () => {
    const moved = await one<{ customer: string; segment: string }>(sql`
      select customer, segment from sales_invoices
      where docstatus = 1 and segment = 'Textiles' and posting_date >= ${year.from}::date
      group by 1, 2 order by count(*) desc limit 1`);
    if (!moved) throw new Error('no Textiles customer this year');
    const before = await t.callOk('getTextilesSalesDataForThisYearDate', range, sales);
    const hoBefore = await t.callOk('getHOSalesDataForThisYearDate', range, sales);
    const itsOwn = await one<{ amount: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount from sales_invoices
      where docstatus = 1 and customer = ${moved.customer}
        and posting_date between ${year.from}::date and ${year.to}::date`);
    await db.execute(sql`update customers set segment = 'HO' where name = ${moved.customer}`);

    const refreshed = await t.callOk('dojobsSalesInvoiceItem', {}, manager);
    expect(refreshed.rows).toBeGreaterThan(0);
    const after = await t.callOk('getTextilesSalesDataForThisYearDate', range, sales);
    const hoAfter = await t.callOk('getHOSalesDataForThisYearDate', range, sales);
    expect(after.invoice.amount).toBeCloseTo(before.invoice.amount - (itsOwn?.amount ?? 0), 1);
    expect(hoAfter.invoice.amount).toBeCloseTo(hoBefore.invoice.amount + (itsOwn?.amount ?? 0), 1);
    const lines = await one<{ stale: number }>(sql`
      select count(*)::int as stale from sales_invoice_items l join sales_invoices v
        on v.invoice_no = l.invoice_no where l.segment is distinct from v.segment`);
    expect(lines?.stale).toBe(0);
    expect((await t.callOk('dojobsSalesInvoiceItem', {}, manager)).rows).toBe(0);
  });
});

describe('updateStockEntryLinkedSalesOrder', () => {
  it('writes the report rows of a dispatch entry that has none, and sets its item’s sent kg', async () => {
    const entry = await one<{ entry_no: string; item_row_id: string; so: string }>(sql`
      select e.entry_no, e.item_row_id, e.sales_order_no as so from stock_entries e
      where e.kind = 'transfer' and e.item_row_id in (select row_id from sales_order_items)
        and exists (select 1 from stock_entry_report_rows r where r.stock_entry_no = e.entry_no)
      order by e.entry_no limit 1`);
    if (!entry) throw new Error('no dispatch in the demo mill');
    const rows = await t.callOk('getStockEntryReportRows', { salesOrderNo: entry.so }, manager);
    const of = rows.filter((r) => r.stockEntryNo === entry.entry_no);
    // As if the ERP had made the entry: its report rows gone, the item's sent kg with them.
    await db.execute(
      sql`delete from stock_entry_report_rows where stock_entry_no = ${entry.entry_no}`,
    );
    await db.execute(
      sql`update sales_order_items set transferred_kg = 0 where row_id = ${entry.item_row_id}`,
    );

    const linked = await t.callOk('updateStockEntryLinkedSalesOrder', {}, manager);
    expect(linked.updated).toBeGreaterThanOrEqual(1);
    const again = await t.callOk('getStockEntryReportRows', { salesOrderNo: entry.so }, manager);
    expect(
      again
        .filter((r) => r.stockEntryNo === entry.entry_no)
        .map((r) => r.rollNo)
        .sort(),
    ).toEqual(of.map((r) => r.rollNo).sort());
    const items = await t.callOk('getSalesOrderItemsFromDB', { report_no: entry.so }, manager);
    const item = items.find((i) => i.itemRowId === entry.item_row_id);
    const sent = again
      .filter((r) => r.itemRowId === entry.item_row_id)
      .reduce((s, r) => s + r.qtyKg, 0);
    expect(item?.transferredQtyKg).toBeCloseTo(sent, 3);
    expect((await t.callOk('updateStockEntryLinkedSalesOrder', {}, manager)).updated).toBe(0);
  });
});
