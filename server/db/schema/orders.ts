import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf, ts } from './columns';

// Work orders, job cards, batches and indents: the in-house side of the mirror.
export * from './work-orders';

/**
 * The ERPNext order documents Greige picks from when a roll's source is named (domain.md, "The flow
 * of fabric"): purchase and subcontracting orders here, work orders with their job cards, batches
 * and indents in work-orders.ts. Keys are ERPNext document names; `modified` lets the connector
 * sync incrementally. Statuses are ERPNext's own words for submitted documents, so the connector
 * copies them unchanged; drafts and cancelled documents are never mirrored.
 */

export const purchaseOrderStatuses = [
  'To Receive and Bill',
  'To Receive',
  'To Bill',
  'Completed',
  'Closed',
  'On Hold',
] as const;
/** Still expecting fabric: these are what an inspector may start an inspection against. */
export const openPurchaseOrderStatuses = ['To Receive and Bill', 'To Receive'] as const;

export const subcontractingOrderStatuses = [
  'Open',
  'Partial Material Transferred',
  'Material Transferred',
  'Partially Received',
  'Completed',
  'Closed',
] as const;
export const openSubcontractingOrderStatuses = [
  'Open',
  'Partial Material Transferred',
  'Material Transferred',
  'Partially Received',
] as const;

/** Kilograms to the gram, read as numbers (the contract's kg are numbers). */
const kg = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/** Order lines are keyed by their parent and ERPNext's row index (`idx`), as the child table is. */
const orderLine = (parentColumn: string) => ({
  parentNo: text(parentColumn).notNull(),
  idx: integer('idx').notNull(),
  itemCode: text('item_code').notNull(),
  /** Set on finished or dyeing lines; greige lines have no colour yet. */
  colour: text('colour'),
  qtyKg: kg('qty_kg'),
  receivedKg: kg('received_kg').default(0),
  uom: text('uom').notNull().default('Kg'),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    poNo: text('po_no').primaryKey(),
    supplier: text('supplier').notNull(),
    date: day('date'),
    status: text('status', { enum: purchaseOrderStatuses }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('purchase_orders_status_check', oneOf(t.status, purchaseOrderStatuses)),
    index('purchase_orders_status_date_idx').on(t.status, t.date),
    index('purchase_orders_date_idx').on(t.date, t.poNo),
    index('purchase_orders_supplier_idx').on(t.supplier),
    index('purchase_orders_modified_idx').on(t.modified),
  ],
);

export const purchaseOrderItems = pgTable('purchase_order_items', orderLine('po_no'), (t) => [
  primaryKey({ columns: [t.parentNo, t.idx] }),
  index('purchase_order_items_item_idx').on(t.itemCode),
]);

export const subcontractingOrders = pgTable(
  'subcontracting_orders',
  {
    soNo: text('so_no').primaryKey(),
    /** ERPNext raises a subcontracting order from a subcontracted purchase order. */
    poNo: text('po_no'),
    supplier: text('supplier').notNull(),
    date: day('date'),
    status: text('status', { enum: subcontractingOrderStatuses }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('subcontracting_orders_status_check', oneOf(t.status, subcontractingOrderStatuses)),
    index('subcontracting_orders_status_date_idx').on(t.status, t.date),
    index('subcontracting_orders_date_idx').on(t.date, t.soNo),
    index('subcontracting_orders_po_idx').on(t.poNo),
    index('subcontracting_orders_supplier_idx').on(t.supplier),
    index('subcontracting_orders_modified_idx').on(t.modified),
  ],
);

export const subcontractingOrderItems = pgTable(
  'subcontracting_order_items',
  orderLine('so_no'),
  (t) => [
    primaryKey({ columns: [t.parentNo, t.idx] }),
    index('subcontracting_order_items_item_idx').on(t.itemCode),
  ],
);
