import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSalesLinesRefreshed } from '../../domains/sales/months';

/**
 * After a pull that touched customers or sales documents: each document and line counts under
 * its customer's segment (as the sales mirror's refresh keeps it), then what follows a refresh of
 * the lines (the pivot's monthly sums, each order's invoiced kg), in one transaction, so figures
 * never disagree with the lines.
 */
export async function refreshSalesFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [docs, lines, key] of [
      ['sales_orders', 'sales_order_items', 'so_no'],
      ['sales_invoices', 'sales_invoice_items', 'invoice_no'],
    ] as const) {
      await tx.execute(sql`update ${sql.raw(docs)} v set segment = c.segment
        from customers c where c.name = v.customer and v.segment is distinct from c.segment`);
      await tx.execute(sql`update ${sql.raw(lines)} l set segment = v.segment
        from ${sql.raw(docs)} v
        where v.${sql.raw(key)} = l.${sql.raw(key)} and l.segment is distinct from v.segment`);
    }
    await afterSalesLinesRefreshed(tx);
  });
}
