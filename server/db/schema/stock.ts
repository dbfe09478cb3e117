import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, ts } from './columns';
import { batches } from './work-orders';

/**
 * The stock ledger (domain.md, "Production and stock"; docs/decisions/023-stock-ledger.md).
 * A stock entry is one document of lines, each moving kg (and pieces, and whole rolls) of an item
 * and batch into or out of a warehouse (+ in, − out). A line names a warehouse or a process
 * (knitting, purchase, dyeing…), never both: what a process consumes or produces is booked
 * against it, so every entry's lines sum to zero. Lines are only ever added; the balances below
 * are their sums, kept in the saving transaction and rebuilt from the ledger on demand.
 */

export const stockEntryKinds = [
  /** Greige rolls knitted, bought or knitted by a subcontractor; collar and cuff bundles knitted. */
  'receipt',
  /** Stock the ledger found in the ERP's batches before it began. */
  'opening',
  /** A dyeing batch's rolls sent from greige stock to its processor. */
  'batchIssue',
  /** Greige rolls back as finish rolls: greige consumed by dyeing, finished fabric produced. */
  'dyeingReceipt',
  /** A finish roll's weight as weighed (or corrected) at its finish inspection. */
  'weighing',
  /** Rolls moved between warehouses: for a sales order, to or from a job-work processor. */
  'transfer',
] as const;
export type StockEntryKind = (typeof stockEntryKinds)[number];

const kgColumn = (name: string) =>
  numeric(name, { precision: 14, scale: 3, mode: 'number' }).notNull();

export const stockEntries = pgTable(
  'stock_entries',
  {
    entryNo: text('entry_no').primaryKey(),
    kind: text('kind', { enum: stockEntryKinds }).notNull(),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    batchNo: text('batch_no'),
    /** A transfer made for a sales order item: a dispatch. */
    salesOrderNo: text('sales_order_no'),
    itemRowId: text('item_row_id'),
    fromWarehouse: text('from_warehouse'),
    toWarehouse: text('to_warehouse'),
    remarks: text('remarks'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
  },
  (t) => [
    check('stock_entries_kind_check', oneOf(t.kind, stockEntryKinds)),
    index('stock_entries_date_idx').on(t.postingDate, t.entryNo),
    index('stock_entries_batch_idx').on(t.batchNo),
    index('stock_entries_sales_order_idx').on(t.salesOrderNo),
  ],
);

export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryNo: text('entry_no')
      .notNull()
      .references(() => stockEntries.entryNo),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    itemCode: text('item_code').notNull(),
    warehouse: text('warehouse'),
    /** knitting, purchase, subcontracting, dyeing, opening: where the other side went or came from. */
    process: text('process'),
    batchNo: text('batch_no'),
    /** A greige or finish roll, or a collar and cuff bundle; null for stock not held in rolls. */
    rollNo: text('roll_no'),
    qtyKg: kgColumn('qty_kg'),
    pieces: integer('pieces').notNull().default(0),
    /** +1 when a roll arrives, −1 when it leaves, 0 when only its weight changes. */
    rolls: integer('rolls').notNull().default(0),
  },
  (t) => [
    check('stock_ledger_side_check', sql`(${t.warehouse} is null) <> (${t.process} is null)`),
    index('stock_ledger_entry_idx').on(t.entryNo),
    // A roll's history, newest last: where it lies, what moved it, what dyeing made of it.
    index('stock_ledger_roll_idx')
      .on(t.rollNo, t.id)
      .where(sql`${t.rollNo} is not null`),
    index('stock_ledger_batch_idx')
      .on(t.batchNo)
      .where(sql`${t.batchNo} is not null`),
  ],
);

/**
 * The warehouse summary: stock per item, warehouse and batch (`''` for none), the sum of the
 * ledger's warehouse lines. Rows that come to nothing are removed.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    itemCode: text('item_code').notNull(),
    warehouse: text('warehouse').notNull(),
    batchKey: text('batch_key').notNull().default(''),
    qtyKg: kgColumn('qty_kg'),
    pieces: integer('pieces').notNull(),
    rolls: integer('rolls').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemCode, t.warehouse, t.batchKey] }),
    index('stock_balances_warehouse_idx').on(t.warehouse, t.itemCode, t.batchKey),
  ],
);

/** Where each roll lies: the ledger's roll lines summed per roll, warehouse and batch. */
export const stockRollBalances = pgTable(
  'stock_roll_balances',
  {
    rollNo: text('roll_no').notNull(),
    warehouse: text('warehouse').notNull(),
    batchKey: text('batch_key').notNull().default(''),
    itemCode: text('item_code').notNull(),
    qtyKg: kgColumn('qty_kg'),
    pieces: integer('pieces').notNull(),
    rolls: integer('rolls').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rollNo, t.warehouse, t.batchKey] }),
    // The rolls lying in a warehouse (greige stock to batch from), in roll order.
    index('stock_roll_balances_warehouse_idx')
      .on(t.warehouse, t.rollNo)
      .where(sql`${t.rolls} > 0`),
    index('stock_roll_balances_item_idx')
      .on(t.warehouse, t.itemCode, t.rollNo)
      .where(sql`${t.rolls} > 0`),
  ],
);

/** The greige rolls of a batch created here. A greige roll is dyed once: it joins one batch. */
export const batchRolls = pgTable(
  'batch_rolls',
  {
    batchNo: text('batch_no')
      .notNull()
      .references(() => batches.batchNo),
    rollNo: text('roll_no').notNull(),
    seq: integer('seq').notNull(),
    /** The greige kg issued, as the ledger moved it. */
    kg: kgColumn('kg'),
  },
  (t) => [
    primaryKey({ columns: [t.batchNo, t.seq] }),
    uniqueIndex('batch_rolls_roll_key').on(t.rollNo),
  ],
);

/** Which collar and cuff match a fabric in a colour, for the combined stock view. */
export const fabricCollarCuffPairs = pgTable(
  'fabric_collar_cuff_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fabricItemCode: text('fabric_item_code').notNull(),
    /** '' for every batch of the fabric in the colour. */
    fabricBatchKey: text('fabric_batch_key').notNull().default(''),
    colour: text('colour').notNull(),
    collarItemCode: text('collar_item_code'),
    cuffItemCode: text('cuff_item_code'),
    garmentsPerKg: doublePrecision('garments_per_kg'),
    remarks: text('remarks'),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'fabric_collar_cuff_pairs_part_check',
      sql`${t.collarItemCode} is not null or ${t.cuffItemCode} is not null`,
    ),
    // Saving the same fabric, batch and colour again replaces its pairing.
    uniqueIndex('fabric_collar_cuff_pairs_key').on(
      t.fabricItemCode,
      t.fabricBatchKey,
      sql`lower(${t.colour})`,
    ),
  ],
);
