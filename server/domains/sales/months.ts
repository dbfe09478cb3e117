import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncAllOrderKg } from './delivery';
import { salesDocs, type SalesDoc } from './figures';

/** The document counts per month kept for each field of a line (schema `sales_count_months`). */
const countKeys = { item: 'item_code', commercialName: `coalesce(commercial_name, '')` } as const;

/**
 * The monthly sums and counts the pivot reads for whole months (schema `sales_line_months`,
 * `sales_count_months`): rebuilt from the submitted lines in the transaction that refreshes
 * them, so they never disagree with the lines.
 */
export async function rebuildSalesMonths(db: Db): Promise<void> {
  await db.execute(sql`delete from sales_line_months`);
  await db.execute(sql`delete from sales_count_months`);
  for (const doc of Object.keys(salesDocs) as SalesDoc[]) {
    const d = salesDocs[doc];
    await db.execute(sql`insert into sales_line_months (doc, month, segment, customer,
        customer_name, item_code, commercial_name, sales_person, territory, amount, qty_kg, lines)
      select ${doc}, date_trunc('month', ${sql.raw(d.date)})::date, segment, customer,
        min(customer_name), item_code, commercial_name, sales_person, min(territory),
        sum(amount), sum(qty_kg), count(*)
      from ${sql.raw(d.lines)} where docstatus = 1
      group by 2, segment, customer, item_code, commercial_name, sales_person`);
    for (const [kind, key] of Object.entries(countKeys))
      await db.execute(sql`insert into sales_count_months (doc, month, segment, customer,
          customer_name, sales_person, territory, kind, key, docs)
        select ${doc}, date_trunc('month', ${sql.raw(d.date)})::date, segment, customer,
          min(customer_name), sales_person, min(territory), ${kind}, ${sql.raw(key)},
          count(distinct ${sql.raw(d.no)})
        from ${sql.raw(d.lines)} where docstatus = 1
        group by 2, segment, customer, sales_person, ${sql.raw(key)}`);
  }
}

/** The first and last day of the range's months: a pivot of whole months reads the sums. */
export const wholeMonths = (from: string, to: string): boolean => {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return from.endsWith('-01') && end.getUTCDate() === 1;
};

/**
 * What follows a refresh of the invoice and order lines (the demo mill, dojobsSalesInvoiceItem, a
 * pull from the site): the pivot's monthly sums and counts, and each order's invoiced kg.
 */
export async function afterSalesLinesRefreshed(db: Db): Promise<void> {
  await rebuildSalesMonths(db);
  await syncAllOrderKg(db);
}
