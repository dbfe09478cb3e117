import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, ts } from './columns';

/**
 * Knitting work orders with their job cards, dyeing batches and indents of the ERPNext mirror (see
 * orders.ts for the conventions: ERPNext names as keys, ERPNext's statuses, `modified` for sync).
 */

export const workOrderStatuses = [
  'Not Started',
  'In Process',
  'Completed',
  'Stopped',
  'Closed',
] as const;
export const openWorkOrderStatuses = ['Not Started', 'In Process'] as const;

export const jobCardStatuses = ['Open', 'Work In Progress', 'On Hold', 'Completed'] as const;
export const openJobCardStatuses = ['Open', 'Work In Progress', 'On Hold'] as const;

export const indentStatuses = ['Pending', 'Partially Ordered', 'Ordered', 'Stopped'] as const;

const kg = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();

export const workOrders = pgTable(
  'work_orders',
  {
    woNo: text('wo_no').primaryKey(),
    itemCode: text('item_code').notNull(),
    date: day('date'),
    qtyKg: kg('qty_kg'),
    producedKg: kg('produced_kg').default(0),
    status: text('status', { enum: workOrderStatuses }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('work_orders_status_check', oneOf(t.status, workOrderStatuses)),
    index('work_orders_status_date_idx').on(t.status, t.date),
    index('work_orders_item_idx').on(t.itemCode),
    index('work_orders_modified_idx').on(t.modified),
  ],
);

export const jobCards = pgTable(
  'job_cards',
  {
    jcNo: text('jc_no').primaryKey(),
    woNo: text('wo_no').notNull(),
    date: day('date'),
    operation: text('operation').notNull(),
    /** The ERPNext workstation: a knitting machine's name, when one is assigned. */
    machine: text('machine'),
    /** ERPNext copies the work order's production item onto the job card. */
    itemCode: text('item_code').notNull(),
    forQtyKg: kg('for_qty_kg'),
    completedKg: kg('completed_kg').default(0),
    status: text('status', { enum: jobCardStatuses }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('job_cards_status_check', oneOf(t.status, jobCardStatuses)),
    index('job_cards_wo_idx').on(t.woNo, t.jcNo),
    index('job_cards_status_date_idx').on(t.status, t.date),
    index('job_cards_machine_idx').on(t.machine),
    index('job_cards_modified_idx').on(t.modified),
  ],
);

/**
 * Dyeing batches: mirrored from ERPNext, or created here (postBatchData) from greige rolls, whose
 * rolls are in `batch_rolls` (stock.ts). `warehouse` is the processor the batch was sent to.
 */
export const batches = pgTable(
  'batches',
  {
    batchNo: text('batch_no').primaryKey(),
    itemCode: text('item_code').notNull(),
    colour: text('colour'),
    lot: text('lot'),
    warehouse: text('warehouse'),
    rolls: integer('rolls').notNull().default(0),
    qtyKg: kg('qty_kg').default(0),
    createdOn: day('created_on'),
    modified: ts('modified'),
    shade: text('shade'),
    /** The dyeing machine, when planned. */
    machine: text('machine'),
    remarks: text('remarks'),
    /** The stock entry that sent the rolls to the processor (batches created here). */
    stockEntryNo: text('stock_entry_no'),
    clientId: uuid('client_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    /** False while a batch created here waits to reach ERPNext; mirrored batches are synced. */
    syncedToErp: boolean('synced_to_erp').notNull().default(true),
  },
  (t) => [
    check('batches_rolls_check', sql`${t.rolls} >= 0`),
    uniqueIndex('batches_client_key').on(t.clientId),
    // Newest first with a cap: the index gives the order, so a search stops at 200 matches.
    index('batches_created_idx').on(t.createdOn, t.batchNo),
    index('batches_item_idx').on(t.itemCode, t.createdOn),
    index('batches_modified_idx').on(t.modified),
  ],
);

/** An indent is an ERPNext Material Request; the mill raises one per item. */
export const indents = pgTable(
  'indents',
  {
    indentNo: text('indent_no').primaryKey(),
    itemCode: text('item_code').notNull(),
    date: day('date'),
    qtyKg: kg('qty_kg'),
    orderedKg: kg('ordered_kg').default(0),
    status: text('status', { enum: indentStatuses }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('indents_status_check', oneOf(t.status, indentStatuses)),
    index('indents_date_idx').on(t.date, t.indentNo),
    index('indents_item_idx').on(t.itemCode),
    index('indents_modified_idx').on(t.modified),
  ],
);
