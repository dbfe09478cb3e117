import { sql } from 'drizzle-orm';
import type { SalesPivotChartRow, SalesPivotRow } from '../../../contract/main/sales';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { rowsOf } from '../../db/rows';
import { kgOf, money, salesBreakdown, salesDocs, type SalesDoc } from './figures';
import { salesPivot } from './pivot';
import { salesThisYear } from './settings';

/**
 * The Textiles segment's analytics of this (sales) year: the seed's calls take no parameters, so
 * "this year" is the mill's, in its time zone and its year start (settings.ts).
 */

const textiles = 'Textiles';

async function pivotRows(db: Db, doc: SalesDoc): Promise<SalesPivotRow[]> {
  const year = await salesThisYear(db);
  const d = salesDocs[doc];
  const rows = await rowsOf<{
    month: string;
    customer: string;
    customer_name: string;
    commercial_name: string | null;
    sales_person: string | null;
    territory: string | null;
    item_code: string;
    item_name: string | null;
    amount: string;
    kg: string;
    lines: number;
  }>(
    db,
    sql`select l.month, l.customer, l.customer_name, l.commercial_name, l.sales_person,
        l.territory, l.item_code, i.item_name, l.amount, l.kg, l.lines
      from (
        select to_char(${sql.raw(d.date)}, 'YYYY-MM') as month, customer,
          min(customer_name) as customer_name, commercial_name, sales_person,
          min(territory) as territory, item_code, sum(amount) as amount, sum(qty_kg) as kg,
          count(*)::int as lines
        from ${sql.raw(d.lines)}
        where docstatus = 1 and segment = ${textiles}
          and ${sql.raw(d.date)} between ${year.from}::date and ${year.to}::date
        group by 1, customer, commercial_name, sales_person, item_code
      ) l left join items i on i.item_code = l.item_code
      order by l.month, l.customer, l.item_code, l.commercial_name, l.sales_person`,
  );
  return rows.map((r) => ({
    month: r.month,
    customer: r.customer,
    customerName: r.customer_name,
    commercialName: r.commercial_name,
    salesPerson: r.sales_person,
    territory: r.territory,
    itemCode: r.item_code,
    itemName: r.item_name ?? r.item_code,
    amount: money(Number(r.amount)),
    qtyKg: kgOf(Number(r.kg)),
    lines: r.lines,
  }));
}

/** Month × commercial name of this year's Textiles lines, for the pivot chart. */
async function chartRows(db: Db, doc: SalesDoc): Promise<SalesPivotChartRow[]> {
  const year = await salesThisYear(db);
  const pivot = await salesPivot(db, {
    doc,
    rows: 'month',
    columns: 'commercialName',
    measure: 'amount',
    segment: textiles,
    jsonStartDate: year.from,
    jsonEndDate: year.to,
  });
  const kg = await salesPivot(db, {
    doc,
    rows: 'month',
    columns: 'commercialName',
    measure: 'qtyKg',
    segment: textiles,
    jsonStartDate: year.from,
    jsonEndDate: year.to,
  });
  const kgOfCell = new Map(kg.cells.map((c) => [`${c.row}\u0000${c.col}`, c.value]));
  return pivot.cells.map((c) => ({
    month: c.row,
    key: c.col,
    label: c.col,
    amount: c.value,
    qtyKg: kgOfCell.get(`${c.row}\u0000${c.col}`) ?? 0,
  }));
}

const thisYearBy =
  (doc: SalesDoc, by: 'commercialName' | 'customer') => async (ctx: { db: Db }) => {
    const year = await salesThisYear(ctx.db);
    return salesBreakdown(
      ctx.db,
      doc,
      { jsonStartDate: year.from, jsonEndDate: year.to },
      by,
      textiles,
    );
  };

export const salesAnalyticsHandlers = {
  getTextilesSalesInvoiceCommercialNameWise: thisYearBy('invoice', 'commercialName'),
  getTextilesSalesOrderCommercialNameWise: thisYearBy('order', 'commercialName'),
  getTextilesSalesInvoiceCustomerNameWise: thisYearBy('invoice', 'customer'),
  getTextilesSalesOrderCustomerNameWise: thisYearBy('order', 'customer'),
  getTextilesSalesInvoicePivotData: (ctx) => pivotRows(ctx.db, 'invoice'),
  getTextilesSalesOrderPivotData: (ctx) => pivotRows(ctx.db, 'order'),
  getTextilesSalesInvoicePivotDataForChart: (ctx) => chartRows(ctx.db, 'invoice'),
  getTextilesSalesOrderPivotDataForChart: (ctx) => chartRows(ctx.db, 'order'),
  getSalesPivot: (ctx, input) => salesPivot(ctx.db, input),
} satisfies HandlerMap;
