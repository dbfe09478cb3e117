import { sql, type SQL } from 'drizzle-orm';
import type { SalesBreakdownRow, SalesTotals, SalesTrendRow } from '../../../contract/main/sales';
import { monthsOf } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The one engine behind every sales figure (decision 025): a document kind (invoices or orders),
 * a date range, optionally a segment, and what to group by. Segments, periods and breakdowns are
 * arguments, never code of their own. Only submitted documents count (docstatus 1); a credit
 * note's negative amount and kg count as they are. Totals read the document headers, breakdowns
 * by what a line carries (commercial name, item) read the lines; both are index-only scans of
 * (docstatus, segment, date, …).
 */

export const salesDocs = {
  invoice: {
    head: 'sales_invoices',
    lines: 'sales_invoice_items',
    date: 'posting_date',
    no: 'invoice_no',
  },
  order: { head: 'sales_orders', lines: 'sales_order_items', date: 'date', no: 'so_no' },
} as const;
export type SalesDoc = keyof typeof salesDocs;

export interface Range {
  jsonStartDate: string;
  jsonEndDate: string;
}

/** What a breakdown groups by, and the label shown for its key. */
const groupings = {
  salesPerson: {
    on: 'head',
    key: `coalesce(sales_person, '')`,
    label: `coalesce(sales_person, '')`,
  },
  customer: { on: 'head', key: 'customer', label: 'min(customer_name)' },
  status: { on: 'head', key: 'status', label: 'status' },
  segment: { on: 'head', key: `coalesce(segment, '')`, label: `coalesce(segment, '')` },
  commercialName: {
    on: 'lines',
    key: `coalesce(commercial_name, '')`,
    label: `coalesce(commercial_name, '')`,
  },
  item: { on: 'lines', key: 'item_code', label: 'item_code' },
} as const;
export type SalesGrouping = keyof typeof groupings;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
export const money = (n: number) => round(n, 2);
export const kgOf = (n: number) => round(n, 3);

/** The rows of `doc` (headers or lines) that count for a range and segment. */
function counted(doc: SalesDoc, range: Range, segment?: string): SQL {
  const d = salesDocs[doc];
  return sql`docstatus = 1 and ${sql.raw(d.date)} between ${range.jsonStartDate}::date and ${range.jsonEndDate}::date${
    segment === undefined ? sql`` : sql` and segment = ${segment}`
  }`;
}

export async function salesTotals(
  db: Db,
  doc: SalesDoc,
  range: Range,
  segment?: string,
): Promise<SalesTotals> {
  const [row] = await rowsOf<{ amount: string | number; kg: string | number; n: number }>(
    db,
    sql`select coalesce(sum(amount), 0) as amount, coalesce(sum(qty_kg), 0) as kg,
      count(*)::int as n from ${sql.raw(salesDocs[doc].head)} where ${counted(doc, range, segment)}`,
  );
  return {
    amount: money(Number(row?.amount ?? 0)),
    qtyKg: kgOf(Number(row?.kg ?? 0)),
    count: row?.n ?? 0,
  };
}

/** Biggest amount first; ties by key, so two reads list the same order. */
export async function salesBreakdown(
  db: Db,
  doc: SalesDoc,
  range: Range,
  by: SalesGrouping,
  segment?: string,
): Promise<SalesBreakdownRow[]> {
  const g = groupings[by];
  if (by === 'status' && doc !== 'order') throw new Error('only orders have a status');
  const table = g.on === 'head' ? salesDocs[doc].head : salesDocs[doc].lines;
  const rows = await rowsOf<{ key: string; label: string; amount: string; kg: string }>(
    db,
    sql`select ${sql.raw(g.key)} as key, ${sql.raw(g.label)} as label,
      sum(amount) as amount, sum(qty_kg) as kg
      from ${sql.raw(table)} where ${counted(doc, range, segment)}
      group by 1 order by sum(amount) desc, 1`,
  );
  return rows.map((r) => ({
    key: r.key,
    label: r.label,
    amount: money(Number(r.amount)),
    qtyKg: kgOf(Number(r.kg)),
  }));
}

/** Month by month over the range, every month drawn (a month without sales is a zero). */
export async function salesTrend(
  db: Db,
  doc: SalesDoc,
  range: Range,
  segment?: string,
): Promise<SalesTrendRow[]> {
  const d = salesDocs[doc];
  // Grouped by the month's first day and only then written as YYYY-MM: to_char per document
  // costs more than the sum itself.
  const rows = await rowsOf<{ month: string; amount: string; kg: string }>(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, amount, kg from (
        select date_trunc('month', ${sql.raw(d.date)}) as m, sum(amount) as amount,
          sum(qty_kg) as kg from ${sql.raw(d.head)} where ${counted(doc, range, segment)}
        group by 1) t`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf({ from: range.jsonStartDate, to: range.jsonEndDate }).map((month) => {
    const r = byMonth.get(month);
    return {
      month,
      amount: money(Number(r?.amount ?? 0)),
      qtyKg: kgOf(Number(r?.kg ?? 0)),
    };
  });
}
