import {
  salesCalls,
  salesPeriods,
  salesSegments,
  segmentSalesCallName,
} from '../../../contract/main/sales';
import type { Db } from '../../db/client';
import type { Handler, HandlerMap } from '../../http/context';
import { salesBreakdown, salesTotals, salesTrend, type Range, type SalesDoc } from './figures';

/**
 * The sales dashboards' calls, made from the contract's names: every period variant takes a date
 * range the screen resolved (rules/periods.ts), so a period is data, and a segment is an argument
 * of the one engine (figures.ts). Nothing here is written per segment or per period.
 */

type SalesCalls = typeof salesCalls;
type Names = keyof SalesCalls;

const docOf = (word: string): SalesDoc => (word === 'Invoice' ? 'invoice' : 'order');

/** getSales{Invoice,Order}Details{For…Date}: a document kind's totals over the range. */
const detailHandlers = Object.fromEntries(
  (Object.keys(salesCalls) as Names[]).flatMap((name) => {
    const m = /^getSales(Invoice|Order)DetailsFor\w*Date$/.exec(name);
    if (!m) return [];
    const doc = docOf(m[1] ?? '');
    const handler: Handler<SalesCalls['getSalesInvoiceDetailsForDate']> = (ctx, range) =>
      salesTotals(ctx.db, doc, range);
    return [[name, handler]];
  }),
) as HandlerMap;

/** get{Segment}SalesData{Period}: the segment's invoiced and ordered totals over the range. */
const segmentHandlers = Object.fromEntries(
  salesSegments.flatMap((segment) =>
    salesPeriods.map((period) => {
      const handler: Handler<SalesCalls['getTextilesSalesDataForDate']> = async (ctx, range) => ({
        segment,
        invoice: await salesTotals(ctx.db, 'invoice', range, segment),
        order: await salesTotals(ctx.db, 'order', range, segment),
      });
      return [segmentSalesCallName(segment, period), handler];
    }),
  ),
) as HandlerMap;

const trend = (doc: SalesDoc) => (ctx: { db: Db }, range: Range) => salesTrend(ctx.db, doc, range);

export const salesDashboardHandlers = {
  ...detailHandlers,
  ...segmentHandlers,
  // The trend names say "this year" but take the range: the screen draws the year it shows.
  getSalesInvoiceDetailsForThisYearDateTrendChart: trend('invoice'),
  getSalesOrderDetailsForThisYearDateTrendChart: trend('order'),
  getSalesOrderReportDetailsForDate: (ctx, range) =>
    salesBreakdown(ctx.db, 'order', range, 'status'),
  getSalesOrderReportDetailsSalesPersonWiseForDate: (ctx, range) =>
    salesBreakdown(ctx.db, 'order', range, 'salesPerson'),
  getSalesInvoiceReportDetailsSalesPersonWiseForDate: (ctx, range) =>
    salesBreakdown(ctx.db, 'invoice', range, 'salesPerson'),
} satisfies HandlerMap;
