import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * An order's transferred kg (its items' sum) and invoiced kg (its submitted invoice lines), kept
 * on the order so its lists and their totals read one row per order. Set, never added to: from
 * the items after a dispatch or a removed row, from the lines after they are refreshed.
 */
async function setOrderKg(db: Db, which: SQL): Promise<void> {
  await db.execute(sql`update sales_orders o set
      transferred_kg = coalesce((select sum(i.transferred_kg) from sales_order_items i
        where i.so_no = o.so_no), 0),
      invoiced_kg = coalesce((select sum(l.qty_kg) from sales_invoice_items l
        where l.sales_order_no = o.so_no and l.docstatus = 1), 0)
    where ${which}`);
}

/** The orders of these items, after their transferred kg changed. */
export const syncOrderKgOfItems = (db: Db, itemRowIds: readonly string[]) =>
  itemRowIds.length === 0
    ? Promise.resolve()
    : setOrderKg(
        db,
        sql`o.so_no in (select so_no from sales_order_items where row_id in (${sql.join(
          itemRowIds.map((r) => sql`${r}`),
          sql`, `,
        )}))`,
      );

/**
 * Every order whose kept kg differs from its items and lines, after the lines were refreshed: the
 * sums grouped once over all items and lines (not asked per order), only the changed orders
 * written.
 */
export const syncAllOrderKg = (db: Db) =>
  db.execute(sql`update sales_orders o set transferred_kg = s.transferred, invoiced_kg = s.invoiced
    from (select h.so_no, coalesce(t.kg, 0) as transferred, coalesce(v.kg, 0) as invoiced
      from sales_orders h
      left join (select so_no, sum(transferred_kg) as kg from sales_order_items group by so_no) t
        on t.so_no = h.so_no
      left join (select sales_order_no, sum(qty_kg) as kg from sales_invoice_items
        where docstatus = 1 and sales_order_no is not null group by sales_order_no) v
        on v.sales_order_no = h.so_no) s
    where s.so_no = o.so_no
      and (o.transferred_kg, o.invoiced_kg) is distinct from (s.transferred, s.invoiced)`);
