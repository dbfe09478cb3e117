import { z } from 'zod';
import { defineCall, defineCalls, type CallDef } from '../core/call';
import { count, dateRange, isoDate, noInput } from '../core/fields';
import type { PageName } from '../core/pages';
import { pageOf } from '../core/paging';
import { adminPages } from './users/fields';
import { salesOrderListInput } from './orders';

/** Money in the company currency; credit notes make sums negative, so no lower bound. */
const amount = z.number();
/** Sales quantities are summed kg; returns can make a period negative. */
const qtyKg = z.number();

export const salesTotals = z.object({
  amount,
  qtyKg,
  /** Number of submitted documents (invoices or orders) in the sum. */
  count,
});
export type SalesTotals = z.infer<typeof salesTotals>;

/** One slice of a breakdown: `key` is the id (sales person, customer, status), `label` what to show. */
export const salesBreakdownRow = z.object({ key: z.string(), label: z.string(), amount, qtyKg });
export type SalesBreakdownRow = z.infer<typeof salesBreakdownRow>;

export const salesTrendRow = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'),
  amount,
  qtyKg,
});
export type SalesTrendRow = z.infer<typeof salesTrendRow>;

export const salesSegments = [
  'Textiles',
  'Export',
  'Digital',
  'Offline',
  'Online',
  'Texvalley',
  'Dyeing',
  'HO',
] as const;
export type SalesSegment = (typeof salesSegments)[number];

export const salesPeriods = [
  'ForDate',
  'ForThisWeekDate',
  'ForThisMonthDate',
  'ForThisYearDate',
  'ForLastYearDate',
] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

export type SegmentSalesCallName<
  S extends SalesSegment = SalesSegment,
  P extends SalesPeriod = SalesPeriod,
> = `get${S}SalesData${P}`;

export const segmentSalesCallName = <S extends SalesSegment, P extends SalesPeriod>(
  segment: S,
  period: P,
): SegmentSalesCallName<S, P> => `get${segment}SalesData${period}`;

/** A segment's invoiced and ordered totals for the chosen range. */
export const segmentSalesData = z.object({
  segment: z.enum(salesSegments),
  invoice: salesTotals,
  order: salesTotals,
});
export type SegmentSalesData = z.infer<typeof segmentSalesData>;

export const salesOrderReportRow = z.object({
  salesOrderNo: z.string(),
  date: isoDate,
  deliveryDate: isoDate.nullable(),
  customer: z.string(),
  segment: z.enum(salesSegments).nullable(),
  salesPerson: z.string().nullable(),
  status: z.string(),
  amount,
  qtyKg,
  deliveredKg: qtyKg,
  pendingKg: qtyKg,
});
export type SalesOrderReportRow = z.infer<typeof salesOrderReportRow>;

/** The sums of every order of a list (not of one page): what the Sales Order Dashboard shows. */
export const salesOrderReportTotals = z.object({
  orders: z.number().int().nonnegative(),
  qtyKg,
  deliveredKg: qtyKg,
  pendingKg: qtyKg,
});
export type SalesOrderReportTotals = z.infer<typeof salesOrderReportTotals>;

/**
 * This year's lines summed per month, customer, commercial name, item and sales person: the
 * sales dashboard's Textiles pivot groups these further itself, and they stay few however many
 * lines the year holds (decision 025).
 */
export const salesPivotRow = z.object({
  month: salesTrendRow.shape.month,
  customer: z.string(),
  customerName: z.string(),
  commercialName: z.string().nullable(),
  salesPerson: z.string().nullable(),
  territory: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string(),
  amount,
  qtyKg,
  /** Invoice or order lines in the sum. */
  lines: count,
});
export type SalesPivotRow = z.infer<typeof salesPivotRow>;

/** What the pivot screen may put on its rows and columns, and sum. */
export const pivotDimensions = [
  'customer',
  'item',
  'commercialName',
  'segment',
  'salesPerson',
  'territory',
  'month',
] as const;
export type PivotDimension = (typeof pivotDimensions)[number];
export const pivotMeasures = ['amount', 'qtyKg', 'count'] as const;
export type PivotMeasure = (typeof pivotMeasures)[number];
export const pivotDocs = ['invoice', 'order'] as const;
/** More row keys than this are summed into one "others" row: a table a person can read. */
export const pivotMaxKeys = 200;

export const salesPivotInput = dateRange.safeExtend({
  doc: z.enum(pivotDocs),
  rows: z.enum(pivotDimensions),
  /** Omitted: one column, the measure's total per row. */
  columns: z.enum(pivotDimensions).optional(),
  measure: z.enum(pivotMeasures),
  segment: z.enum(salesSegments).optional(),
});
export type SalesPivotInput = z.input<typeof salesPivotInput>;

const pivotKey = z.object({ key: z.string(), label: z.string() });
export const salesPivot = z.object({
  /** Biggest total first; at most pivotMaxKeys of them. */
  rows: z.array(pivotKey.extend({ total: z.number() })),
  /** Biggest total first (months in order), at most pivotMaxKeys of them. */
  columns: z.array(pivotKey.extend({ total: z.number() })),
  /** Only the cells with a value; row and col are keys of rows and columns. */
  cells: z.array(z.object({ row: z.string(), col: z.string(), value: z.number() })),
  /** The rest of the rows (or columns) beyond the first pivotMaxKeys, summed; null when none. */
  otherRows: z.object({ keys: count, total: z.number() }).nullable(),
  otherColumns: z.object({ keys: count, total: z.number() }).nullable(),
  total: z.number(),
});
export type SalesPivot = z.infer<typeof salesPivot>;

export const salesSettingsInput = z.object({
  /** The month the year of "this quarter", "this year" and "last year" starts: 4 = April. */
  yearStartMonth: z
    .number()
    .int('must be a whole month')
    .min(1, 'must be a month from 1 to 12')
    .max(12, 'must be a month from 1 to 12'),
  /** How far beyond its ordered kg an order item may be sent out, in per cent. */
  overDeliveryTolerancePct: z.number().min(0, 'must not be negative').max(50, 'must be at most 50'),
});
export const salesSettings = salesSettingsInput;
export type SalesSettings = z.infer<typeof salesSettings>;

export const salesPivotChartRow = z.object({
  month: salesTrendRow.shape.month,
  key: z.string(),
  label: z.string(),
  amount,
  qtyKg,
});
export type SalesPivotChartRow = z.infer<typeof salesPivotChartRow>;

export const mirrorRefreshResult = z.object({
  ok: z.literal(true),
  rows: count,
  refreshedAt: z.iso.datetime({ offset: true }),
});

const dashboards = ['sales-dashboard', 'sales-order-report'] as const;

// Every preset (yesterday, this week, ...) is resolved to dates on the client, so all period
// variants take the same range; the name only records which preset the screen chose.
const detailPeriods = [
  'ForDate',
  'ForYesterdayDate',
  'ForThisWeekDate',
  'ForThisMonthDate',
  'ForThisQuarterDate',
  'ForThisYearDate',
] as const;
const detailDocs = { Invoice: 'invoices', Order: 'orders' } as const;
type DetailDoc = keyof typeof detailDocs;
type DetailCallName = `getSales${DetailDoc}Details${(typeof detailPeriods)[number]}`;

const detailCalls = Object.fromEntries(
  (Object.keys(detailDocs) as DetailDoc[]).flatMap((doc) =>
    detailPeriods.map((period) => {
      const name: DetailCallName = `getSales${doc}Details${period}`;
      return [
        name,
        defineCall({
          name,
          service: 'main',
          kind: 'read',
          access: dashboards,
          summary: `Amount, kg and count of submitted sales ${detailDocs[doc]} in the chosen period.`,
          input: dateRange,
          output: salesTotals,
        }),
      ];
    }),
  ),
) as { [N in DetailCallName]: CallDef<N, typeof dateRange, typeof salesTotals> };

const segmentCalls = Object.fromEntries(
  salesSegments.flatMap((segment) =>
    salesPeriods.map((period) => {
      const name = segmentSalesCallName(segment, period);
      return [
        name,
        defineCall({
          name,
          service: 'main',
          kind: 'read',
          access: ['sales-dashboard'],
          summary: `Invoiced and ordered totals of the ${segment} segment in the chosen period.`,
          input: dateRange,
          output: segmentSalesData,
        }),
      ];
    }),
  ),
) as { [N in SegmentSalesCallName]: CallDef<N, typeof dateRange, typeof segmentSalesData> };

const textilesAnalytics = <N extends string, O extends z.ZodType>(
  name: N,
  output: O,
  summary: string,
  access: readonly [PageName, ...PageName[]] = ['sales-dashboard'],
) => defineCall({ name, service: 'main', kind: 'read', access, summary, input: noInput, output });

const breakdown = z.array(salesBreakdownRow);

export const salesCalls = defineCalls({
  ...detailCalls,
  ...segmentCalls,
  getSalesInvoiceDetailsForThisYearDateTrendChart: defineCall({
    name: 'getSalesInvoiceDetailsForThisYearDateTrendChart',
    service: 'main',
    kind: 'read',
    access: dashboards,
    summary: 'Month-by-month invoiced amount and kg for the year chart.',
    input: dateRange,
    output: z.array(salesTrendRow),
  }),
  getSalesOrderDetailsForThisYearDateTrendChart: defineCall({
    name: 'getSalesOrderDetailsForThisYearDateTrendChart',
    service: 'main',
    kind: 'read',
    access: dashboards,
    summary: 'Month-by-month ordered amount and kg for the year chart.',
    input: dateRange,
    output: z.array(salesTrendRow),
  }),
  getSalesOrderReportDetailsForDate: defineCall({
    name: 'getSalesOrderReportDetailsForDate',
    service: 'main',
    kind: 'read',
    access: ['sales-order-report'],
    summary: 'Sales orders in the range summed by status (key = status).',
    input: dateRange,
    output: breakdown,
  }),
  getSalesOrderReportAllDetailsForDate: defineCall({
    name: 'getSalesOrderReportAllDetailsForDate',
    service: 'main',
    kind: 'read',
    access: ['sales-order-report'],
    summary:
      'Sales orders in the range, newest first, a page at a time, with their delivered and pending kg and the sums of every order of the list.',
    input: salesOrderListInput,
    output: pageOf(salesOrderReportRow).extend({ totals: salesOrderReportTotals }),
  }),
  getSalesOrderReportDetailsSalesPersonWiseForDate: defineCall({
    name: 'getSalesOrderReportDetailsSalesPersonWiseForDate',
    service: 'main',
    kind: 'read',
    access: dashboards,
    summary: 'Sales orders in the range summed per sales person.',
    input: dateRange,
    output: breakdown,
  }),
  getSalesInvoiceReportDetailsSalesPersonWiseForDate: defineCall({
    name: 'getSalesInvoiceReportDetailsSalesPersonWiseForDate',
    service: 'main',
    kind: 'read',
    access: dashboards,
    summary: 'Sales invoices in the range summed per sales person.',
    input: dateRange,
    output: breakdown,
  }),
  getTextilesSalesInvoiceCommercialNameWise: textilesAnalytics(
    'getTextilesSalesInvoiceCommercialNameWise',
    breakdown,
    'Textiles invoices of this year summed per commercial (fabric) name.',
  ),
  getTextilesSalesOrderCommercialNameWise: textilesAnalytics(
    'getTextilesSalesOrderCommercialNameWise',
    breakdown,
    'Textiles orders of this year summed per commercial (fabric) name.',
  ),
  getTextilesSalesInvoiceCustomerNameWise: textilesAnalytics(
    'getTextilesSalesInvoiceCustomerNameWise',
    breakdown,
    'Textiles invoices of this year summed per customer.',
  ),
  getTextilesSalesOrderCustomerNameWise: textilesAnalytics(
    'getTextilesSalesOrderCustomerNameWise',
    breakdown,
    'Textiles orders of this year summed per customer.',
  ),
  getTextilesSalesInvoicePivotData: textilesAnalytics(
    'getTextilesSalesInvoicePivotData',
    z.array(salesPivotRow),
    'Textiles invoice lines of this year summed per month, customer, commercial name, item and sales person.',
    ['sales-dashboard', 'pivot'],
  ),
  getTextilesSalesOrderPivotData: textilesAnalytics(
    'getTextilesSalesOrderPivotData',
    z.array(salesPivotRow),
    'Textiles order lines of this year summed per month, customer, commercial name, item and sales person.',
    ['sales-dashboard', 'pivot'],
  ),
  getTextilesSalesInvoicePivotDataForChart: textilesAnalytics(
    'getTextilesSalesInvoicePivotDataForChart',
    z.array(salesPivotChartRow),
    'Textiles invoices of this year per month and commercial name, for the pivot chart.',
    ['sales-dashboard', 'pivot'],
  ),
  getTextilesSalesOrderPivotDataForChart: textilesAnalytics(
    'getTextilesSalesOrderPivotDataForChart',
    z.array(salesPivotChartRow),
    'Textiles orders of this year per month and commercial name, for the pivot chart.',
    ['sales-dashboard', 'pivot'],
  ),
  getSalesPivot: defineCall({
    name: 'getSalesPivot',
    service: 'main',
    kind: 'read',
    access: ['pivot', 'sales-dashboard'],
    summary:
      'Invoice or order lines of a range summed by the rows and columns the user chose (customer, item, commercial name, segment, sales person, territory, month).',
    input: salesPivotInput,
    output: salesPivot,
  }),
  getSalesSettings: defineCall({
    name: 'getSalesSettings',
    service: 'main',
    kind: 'read',
    access: ['sales-dashboard', 'sales-order-report', 'pivot', 'settings', 'sales-order-view'],
    summary: 'The month the sales year starts and the over-delivery tolerance.',
    input: noInput,
    output: salesSettings,
  }),
  saveSalesSettings: defineCall({
    name: 'saveSalesSettings',
    service: 'main',
    kind: 'save',
    // The mill's settings are the administrators' (users/settings.ts): the year start moves
    // every period of every figure.
    access: adminPages,
    summary: 'Save the month the sales year starts and the over-delivery tolerance.',
    input: z.object({ jsonData: salesSettingsInput }),
    output: salesSettings,
  }),
  dojobsSalesInvoiceItem: defineCall({
    name: 'dojobsSalesInvoiceItem',
    service: 'main',
    kind: 'save',
    access: dashboards,
    summary: 'Refresh the local mirror of sales invoice items from ERPNext.',
    input: noInput,
    output: mirrorRefreshResult,
  }),
});
