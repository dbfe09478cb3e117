import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/rows';
import { createTestApp } from '../app';

/**
 * The sales handler tests' setting: the demo mill behind the HTTP layer (each save in its
 * transaction), a sales manager, a sales user without the dispatch page, and an administrator.
 */
export async function salesApp() {
  const t = await createTestApp({ demo: true });
  const db = t.database.db;
  const manager = await t.userWithRoles('Revathi', ['admin']);
  const sales = await t.userWithRoles('Selvi', ['sales']);
  const one = async <T>(query: SQL) => (await rowsOf<T>(db, query))[0];

  /** An open order whose item's fabric lies in the finished store in at least `n` rolls. */
  async function servableItem(n: number) {
    const row = await one<{ so_no: string; row_id: string; item_code: string }>(sql`
      select i.so_no, i.row_id, i.item_code from sales_order_items i
      join sales_orders o on o.so_no = i.so_no
      where o.status = 'To Deliver and Bill' and o.docstatus = 1 and not o.is_lab_order
        and (select count(*) from stock_roll_balances b join warehouses w on w.name = b.warehouse
          where b.item_code = i.item_code and b.rolls > 0 and w.warehouse_type = 'Finished'
            and not w.is_job_work) >= ${n}
      order by o.date desc, i.row_id limit 1`);
    if (!row) throw new Error('the demo mill has no order to serve');
    return { salesOrderNo: row.so_no, itemRowId: row.row_id, itemCode: row.item_code };
  }

  return { t, db, manager, sales, one, servableItem };
}

/** A cursor to send: left out when there is none (a GET query would carry "undefined"). */
export const at = (cursor: string | null | undefined) => (cursor ? { cursor } : {});
