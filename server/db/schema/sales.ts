import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, ts } from './columns';

/**
 * Sales invoices and orders of the ERPNext mirror (domain.md, "Sales"; decision 025), and the
 * rolls sent out for an order. Cancelled documents are mirrored too (docstatus 2) so that a
 * cancellation reaches the figures, which count only submitted ones (docstatus 1). A line carries
 * its document's date, customer, segment and sales person: the pivot and the breakdowns group
 * lines without a join, and their indexes cover what they sum.
 */

export const submitted = 1;

export const salesOrderStatuses = [
  'To Deliver and Bill',
  'To Bill',
  'To Deliver',
  'Completed',
  'Closed',
  'On Hold',
  'Cancelled',
] as const;

const money = (name: string) =>
  numeric(name, { precision: 16, scale: 2, mode: 'number' }).notNull();
const kg = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/** What a document (and each of its lines) is counted under. */
const party = {
  customer: text('customer').notNull(),
  customerName: text('customer_name').notNull(),
  segment: text('segment'),
  salesPerson: text('sales_person'),
  territory: text('territory'),
  docStatus: integer('docstatus').notNull().default(submitted),
};

export const salesOrders = pgTable(
  'sales_orders',
  {
    soNo: text('so_no').primaryKey(),
    date: day('date'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    ...party,
    status: text('status', { enum: salesOrderStatuses }).notNull(),
    /** Lab dips and trials: sample orders, listed on the lab screens. */
    isLabOrder: boolean('is_lab_order').notNull().default(false),
    qtyKg: kg('qty_kg'),
    amount: money('amount'),
    /**
     * Kept from the items' transferred kg (set with each dispatch) and the invoice lines against
     * the order (set with each refresh of the lines), so the order lists and their totals read
     * them from the order alone.
     */
    transferredKg: kg('transferred_kg').default(0),
    invoicedKg: kg('invoiced_kg').default(0),
    modified: ts('modified'),
  },
  (t) => [
    check('sales_orders_status_check', oneOf(t.status, salesOrderStatuses)),
    check('sales_orders_docstatus_check', sql`${t.docStatus} in (1, 2)`),
    index('sales_orders_date_idx').on(t.docStatus, t.date, t.amount, t.qtyKg),
    index('sales_orders_segment_idx').on(t.docStatus, t.segment, t.date, t.amount, t.qtyKg),
    index('sales_orders_person_idx').on(t.docStatus, t.date, t.salesPerson, t.amount, t.qtyKg),
    index('sales_orders_status_idx').on(t.docStatus, t.date, t.status, t.amount, t.qtyKg),
    index('sales_orders_lab_idx').on(t.isLabOrder, t.date),
    // The order lists: a page newest first, and the sums of the whole range from the index alone.
    index('sales_orders_list_idx').on(
      t.date,
      t.soNo,
      t.status,
      t.qtyKg,
      t.transferredKg,
      t.invoicedKg,
    ),
    index('sales_orders_customer_idx').on(t.customer),
    index('sales_orders_modified_idx').on(t.modified),
  ],
);

export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    /** ERPNext's name of the child row: transfers are booked against it. */
    rowId: text('row_id').primaryKey(),
    soNo: text('so_no').notNull(),
    idx: integer('idx').notNull(),
    itemCode: text('item_code').notNull(),
    /** The fabric's trade name the sales team sells it by. */
    commercialName: text('commercial_name'),
    colour: text('colour'),
    qtyKg: kg('qty_kg'),
    rate: money('rate'),
    amount: money('amount'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    warehouse: text('warehouse'),
    /** Kg sent out by stock entries made here: the sum of the order item's live report rows. */
    transferredKg: kg('transferred_kg').default(0),
    date: day('date'),
    ...party,
  },
  (t) => [
    uniqueIndex('sales_order_items_parent_idx').on(t.soNo, t.idx),
    // A segment's lines of a range by commercial name: read from the index alone.
    index('sales_order_items_date_idx').on(
      t.docStatus,
      t.segment,
      t.date,
      t.commercialName,
      t.amount,
      t.qtyKg,
    ),
    index('sales_order_items_item_idx').on(t.itemCode),
  ],
);

export const salesInvoices = pgTable(
  'sales_invoices',
  {
    invoiceNo: text('invoice_no').primaryKey(),
    postingDate: day('posting_date'),
    ...party,
    /** A credit note: its amount and kg are negative. */
    isReturn: boolean('is_return').notNull().default(false),
    qtyKg: kg('qty_kg'),
    amount: money('amount'),
    modified: ts('modified'),
  },
  (t) => [
    check('sales_invoices_docstatus_check', sql`${t.docStatus} in (1, 2)`),
    index('sales_invoices_date_idx').on(t.docStatus, t.postingDate, t.amount, t.qtyKg),
    index('sales_invoices_segment_idx').on(
      t.docStatus,
      t.segment,
      t.postingDate,
      t.amount,
      t.qtyKg,
    ),
    index('sales_invoices_person_idx').on(
      t.docStatus,
      t.postingDate,
      t.salesPerson,
      t.amount,
      t.qtyKg,
    ),
    index('sales_invoices_customer_idx').on(t.customer),
    index('sales_invoices_modified_idx').on(t.modified),
  ],
);

export const salesInvoiceItems = pgTable(
  'sales_invoice_items',
  {
    rowId: text('row_id').primaryKey(),
    invoiceNo: text('invoice_no').notNull(),
    idx: integer('idx').notNull(),
    itemCode: text('item_code').notNull(),
    commercialName: text('commercial_name'),
    qtyKg: kg('qty_kg'),
    rate: money('rate'),
    amount: money('amount'),
    salesOrderNo: text('sales_order_no'),
    postingDate: day('posting_date'),
    ...party,
  },
  (t) => [
    uniqueIndex('sales_invoice_items_parent_idx').on(t.invoiceNo, t.idx),
    index('sales_invoice_items_date_idx').on(
      t.docStatus,
      t.segment,
      t.postingDate,
      t.commercialName,
      t.amount,
      t.qtyKg,
    ),
    index('sales_invoice_items_item_idx').on(t.itemCode),
    // What was invoiced against an order: its delivered kg in the order lists.
    index('sales_invoice_items_order_idx').on(t.salesOrderNo),
  ],
);

/**
 * One roll sent out for a sales order item by a stock entry. A roll has at most one live row:
 * that is what refuses a second transfer. Removing a row keeps it (removed_at) for the record and
 * frees the roll.
 */
export const stockEntryReportRows = pgTable(
  'stock_entry_report_rows',
  {
    id: text('id').primaryKey(),
    salesOrderNo: text('sales_order_no').notNull(),
    itemRowId: text('item_row_id').notNull(),
    stockEntryNo: text('stock_entry_no').notNull(),
    postingDate: day('posting_date'),
    itemCode: text('item_code').notNull(),
    rollNo: text('roll_no').notNull(),
    batchNo: text('batch_no'),
    warehouse: text('warehouse').notNull(),
    qtyKg: kg('qty_kg'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
  },
  (t) => [
    check('stock_entry_report_rows_kg_check', sql`${t.qtyKg} > 0`),
    uniqueIndex('stock_entry_report_rows_live_roll_idx')
      .on(t.rollNo)
      .where(sql`${t.removedAt} is null`),
    index('stock_entry_report_rows_order_idx').on(t.salesOrderNo, t.postingDate),
    index('stock_entry_report_rows_entry_idx').on(t.stockEntryNo),
  ],
);

/** The sales team's settings: one row. */
export const salesSettings = pgTable(
  'sales_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 4 = April, India's financial year; 1 = the calendar year. */
    yearStartMonth: integer('year_start_month').notNull().default(4),
    /** How far beyond its ordered kg an order item may be sent out. */
    overDeliveryTolerancePct: doublePrecision('over_delivery_tolerance_pct').notNull().default(5),
  },
  (t) => [
    check('sales_settings_single_row', sql`${t.id} = 1`),
    check('sales_settings_year_start', sql`${t.yearStartMonth} between 1 and 12`),
    check('sales_settings_tolerance', sql`${t.overDeliveryTolerancePct} between 0 and 50`),
  ],
);

/**
 * Submitted lines summed per month and every dimension the pivot groups by: what a pivot of whole
 * months reads instead of the lines (a year of a million lines is a few thousand rows here).
 * Rebuilt from the lines (server/domains/sales/months.ts) when the mirror refreshes them.
 */
export const salesLineMonths = pgTable(
  'sales_line_months',
  {
    doc: text('doc', { enum: ['invoice', 'order'] }).notNull(),
    month: day('month'),
    segment: text('segment'),
    customer: text('customer').notNull(),
    customerName: text('customer_name').notNull(),
    itemCode: text('item_code').notNull(),
    commercialName: text('commercial_name'),
    salesPerson: text('sales_person'),
    territory: text('territory'),
    amount: money('amount'),
    qtyKg: kg('qty_kg'),
    lines: integer('lines').notNull(),
  },
  (t) => [index('sales_line_months_idx').on(t.doc, t.month, t.segment)],
);

export const salesCountKinds = ['item', 'commercialName'] as const;

/**
 * Submitted documents counted per month, their own fields and one field of their lines (an item,
 * or a commercial name): what a pivot counting documents by a line's field reads for whole
 * months. A document lies in one month and under one customer, segment and sales person, so
 * these counts add up across months and those fields; across items they do not (a document with
 * two items is one document), which is why the documents' own counts come from the documents.
 */
export const salesCountMonths = pgTable(
  'sales_count_months',
  {
    doc: text('doc', { enum: ['invoice', 'order'] }).notNull(),
    month: day('month'),
    segment: text('segment'),
    customer: text('customer').notNull(),
    customerName: text('customer_name').notNull(),
    salesPerson: text('sales_person'),
    territory: text('territory'),
    kind: text('kind', { enum: salesCountKinds }).notNull(),
    key: text('key').notNull(),
    docs: integer('docs').notNull(),
  },
  (t) => [index('sales_count_months_idx').on(t.doc, t.kind, t.month, t.segment)],
);
