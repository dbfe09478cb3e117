import { sql } from 'drizzle-orm';
import type { HandlerMap } from '../../http/context';
import { rowsOf } from '../../db/rows';
import { afterSalesLinesRefreshed } from './months';

/**
 * dojobsSalesInvoiceItem: the invoice lines carry their invoice's date, customer, segment, sales
 * person and status so the figures group them without a join. Refreshing sets them again from the
 * invoices and the customers' current segment (a customer moved to another segment counts there
 * from now on, for every period), rebuilds the pivot's monthly sums from them, and answers how many
 * lines changed.
 */
export const salesMirrorHandlers = {
  dojobsSalesInvoiceItem: async (ctx) => {
    await ctx.db.execute(sql`update sales_invoices v set segment = c.segment
      from customers c where c.name = v.customer and v.segment is distinct from c.segment`);
    const [changed] = await rowsOf<{ n: number }>(
      ctx.db,
      sql`with u as (
          update sales_invoice_items l set posting_date = v.posting_date, customer = v.customer,
            customer_name = v.customer_name, segment = v.segment, sales_person = v.sales_person,
            territory = v.territory, docstatus = v.docstatus
          from sales_invoices v
          where v.invoice_no = l.invoice_no and (l.posting_date, l.customer, l.customer_name,
            l.segment, l.sales_person, l.territory, l.docstatus) is distinct from (v.posting_date,
            v.customer, v.customer_name, v.segment, v.sales_person, v.territory, v.docstatus)
          returning 1)
        select count(*)::int as n from u`,
    );
    await afterSalesLinesRefreshed(ctx.db);
    return { ok: true as const, rows: changed?.n ?? 0, refreshedAt: new Date().toISOString() };
  },
} satisfies HandlerMap;
