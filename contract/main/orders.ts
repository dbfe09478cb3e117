import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { pageInput, pageOf } from '../core/paging';
import {
  count,
  dateRange,
  docNo,
  isoDate,
  kg,
  noInput,
  okResult,
  optionalText,
  text,
} from '../core/fields';

/** A transfer moves real stock, so every roll line must carry some weight. */
const positiveKg = kg.positive('must be more than 0');
const rollsInOneEntry = 500;

export const salesOrderRow = z.object({
  salesOrderNo: z.string(),
  date: isoDate,
  deliveryDate: isoDate.nullable(),
  customer: z.string(),
  segment: z.string().nullable(),
  /** ERPNext status, e.g. To Deliver and Bill, Completed, Closed. */
  status: z.string(),
  isLabOrder: z.boolean(),
  qtyKg: z.number(),
  transferredQtyKg: z.number(),
  amount: z.number(),
});
export type SalesOrderRow = z.infer<typeof salesOrderRow>;

/** The order list: a range of order dates, newest first, optionally only lab orders or a search. */
export const salesOrderListInput = dateRange.safeExtend({
  ...pageInput,
  /** true: only lab orders (lab dips, trials); false: only the others; omitted: all. */
  labOrders: z.boolean().optional(),
  /** Part of the order number or the customer's name. */
  search: z.string().trim().max(80).optional(),
});

/** A roll that can fulfil an order item: its item, lying in a store (not at a processor). */
export const salesOrderItemRollRow = z.object({
  rollNo: z.string(),
  itemCode: z.string(),
  batchNo: z.string().nullable(),
  warehouse: z.string(),
  qtyKg: z.number(),
  /** Its latest inspection's grade; null when not inspected. */
  grade: z.number().int().min(1).max(3).nullable(),
  /** Finish rolls have been dyed; greige rolls are sold as they are. */
  stage: z.enum(['greige', 'finish']),
});
export type SalesOrderItemRollRow = z.infer<typeof salesOrderItemRollRow>;

export const salesOrderItemRow = z.object({
  salesOrderNo: z.string(),
  /** The ERPNext row name of the order item; transfers are booked against it. */
  itemRowId: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  qtyKg: z.number(),
  transferredQtyKg: z.number(),
  pendingQtyKg: z.number(),
  rate: z.number(),
  amount: z.number(),
  deliveryDate: isoDate.nullable(),
  warehouse: z.string().nullable(),
});
export type SalesOrderItemRow = z.infer<typeof salesOrderItemRow>;

export const linkedStockEntryRow = z.object({
  stockEntryNo: z.string(),
  postingDate: isoDate,
  salesOrderNo: z.string(),
  itemCode: z.string(),
  qtyKg: z.number(),
  rolls: count,
  docStatus: z.enum(['draft', 'submitted', 'cancelled']),
});
export type LinkedStockEntryRow = z.infer<typeof linkedStockEntryRow>;

/** One greige roll of a batch and the finish roll it came back as. */
export const processLossRollRow = z.object({
  greigeRollNo: z.string(),
  /** Null while the roll is still at the processor. */
  finishRollNo: z.string().nullable(),
  greigeKg: z.number(),
  /** Null until the finish roll has been weighed (its first finish inspection). */
  finishKg: z.number().nullable(),
  lossKg: z.number().nullable(),
  lossPercent: z.number().nullable(),
  overTolerance: z.boolean(),
});
export type ProcessLossRollRow = z.infer<typeof processLossRollRow>;

/**
 * One batch of a PO's rolls (or the PO's rolls of one item in one batch). Loss counts only the
 * rolls that are back and weighed: a batch half back is not a 50 % loss.
 */
export const processLossRow = z.object({
  poNo: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  batchNo: z.string().nullable(),
  colour: z.string().nullable(),
  /** The warehouse of the processor the batch was sent to. */
  processor: z.string().nullable(),
  /** Greige kg issued to dyeing: every roll of the batch from this PO. */
  greigeKgIn: z.number(),
  /** Finished kg received back and weighed. */
  finishKgOut: z.number(),
  /** Greige kg of the rolls not back (or not weighed) yet: not counted in the loss. */
  pendingKg: z.number(),
  rollsIssued: count,
  rollsReceived: count,
  /**
   * (greigeKgIn − pendingKg) − finishKgOut: the loss over the rolls that are back; negative when
   * the fabric gained weight in dyeing.
   */
  lossKg: z.number(),
  /** lossKg / (greigeKgIn − pendingKg) × 100; null while nothing is back. */
  lossPercent: z.number().nullable(),
  /** The mill's tolerance (settings): a loss or a gain beyond it is flagged. */
  tolerancePercent: z.number(),
  overTolerance: z.boolean(),
  rolls: z.array(processLossRollRow),
});
export type ProcessLossRow = z.infer<typeof processLossRow>;

const stockRollLine = z.object({
  rollNo: docNo,
  batchNo: docNo.optional(),
  itemCode: docNo,
  warehouse: text(),
  qtyKg: positiveKg,
});

export const stockEntryReportInput = z.object({
  salesOrderNo: docNo,
  itemRowId: docNo,
  stockEntryNo: docNo,
  postingDate: isoDate,
  itemCode: docNo,
  rollNo: docNo,
  batchNo: docNo.optional(),
  warehouse: text(),
  qtyKg: positiveKg,
});

export const stockEntryReportRow = z.object({
  id: z.string(),
  salesOrderNo: z.string(),
  itemRowId: z.string(),
  stockEntryNo: z.string(),
  postingDate: isoDate,
  itemCode: z.string(),
  rollNo: z.string(),
  batchNo: z.string().nullable(),
  warehouse: z.string(),
  qtyKg: z.number(),
});
export type StockEntryReportRow = z.infer<typeof stockEntryReportRow>;

export const stockEntryPayload = z
  .object({
    salesOrderNo: docNo,
    itemRowId: docNo,
    itemCode: docNo,
    postingDate: isoDate,
    fromWarehouse: text(),
    toWarehouse: text(),
    rolls: z
      .array(stockRollLine.omit({ itemCode: true, warehouse: true }))
      .min(1, 'must have at least one roll')
      .max(rollsInOneEntry),
    remarks: optionalText(),
  })
  .refine((e) => e.fromWarehouse !== e.toWarehouse, {
    path: ['toWarehouse'],
    error: 'must differ from fromWarehouse',
  })
  .refine((e) => new Set(e.rolls.map((r) => r.rollNo)).size === e.rolls.length, {
    path: ['rolls'],
    error: 'must not list a roll twice',
  });
export type StockEntryPayload = z.infer<typeof stockEntryPayload>;

const orderPages = [
  'sales-order-view',
  'sales-order-item-view',
  'sales-order-item-stock-view',
] as const;
const transferPages = ['sales-order-item-stock-view'] as const;
/** Reads of an order also serve its printable sheet and the sheet of one item's rolls. */
const orderReadPages = [
  ...orderPages,
  'sales-order-bmview',
  'sales-order-item-stock-roll-view',
] as const;
const labPages = ['lab-orders-view', 'lab-rolls-view', 'lab-rolls-modal'] as const;

export const ordersCalls = defineCalls({
  getSalesOrderFromDBAllData: defineCall({
    name: 'getSalesOrderFromDBAllData',
    service: 'main',
    kind: 'read',
    access: ['sales-order-view', 'sales-order-report', 'lab-orders-view'],
    summary:
      'Sales orders dated in the range, newest first, a page at a time, with ordered and transferred kg.',
    input: salesOrderListInput,
    output: pageOf(salesOrderRow),
  }),
  getSalesOrderFromDB: defineCall({
    name: 'getSalesOrderFromDB',
    service: 'main',
    kind: 'read',
    access: [...orderReadPages, ...labPages],
    summary: 'One sales order (report_no = sales order no): customer, status, ordered and sent kg.',
    input: z.object({ report_no: docNo }),
    output: salesOrderRow,
  }),
  getSalesOrderItemRolls: defineCall({
    name: 'getSalesOrderItemRolls',
    service: 'main',
    kind: 'read',
    access: ['sales-order-item-stock-view'],
    summary:
      'The rolls in store that can fulfil one order item (its item), with grade and warehouse, a page at a time.',
    input: z.object({ itemRowId: docNo, ...pageInput }),
    output: pageOf(salesOrderItemRollRow),
  }),
  updateStockEntryLinkedSalesOrder: defineCall({
    name: 'updateStockEntryLinkedSalesOrder',
    service: 'main',
    kind: 'save',
    access: orderPages,
    summary: 'Re-link mirrored stock entries to the sales orders they were made for.',
    input: noInput,
    output: z.object({ ok: z.literal(true), updated: count }),
  }),
  getStockEntryLinkedSalesOrder: defineCall({
    name: 'getStockEntryLinkedSalesOrder',
    service: 'main',
    kind: 'read',
    access: [...orderReadPages, ...labPages],
    summary: 'Stock entries that transferred rolls for one sales order (report_no).',
    input: z.object({ report_no: docNo }),
    output: z.array(linkedStockEntryRow),
  }),
  getSalesOrderItemsFromDB: defineCall({
    name: 'getSalesOrderItemsFromDB',
    service: 'main',
    kind: 'read',
    access: [...orderReadPages, ...labPages],
    summary: 'Items of one sales order (report_no = sales order no) with pending kg.',
    input: z.object({ report_no: docNo }),
    output: z.array(salesOrderItemRow),
  }),
  getPOProcessLossFromDB: defineCall({
    name: 'getPOProcessLossFromDB',
    service: 'main',
    kind: 'read',
    access: ['process-loss'],
    summary:
      'Greige kg issued, finished kg received and the loss per batch and roll of one PO (a purchase, subcontracting or work order, or a job card).',
    input: z.object({ po_no: docNo }),
    output: z.array(processLossRow),
  }),
  updateTransferredQtyInSalesOrderItem: defineCall({
    name: 'updateTransferredQtyInSalesOrderItem',
    service: 'main',
    kind: 'save',
    access: transferPages,
    summary: 'Add the kg of a stock entry to the transferred qty of the order items it served.',
    input: z.object({
      /** The order items the entry served and how much it moved for each. */
      filteredArray: z
        .array(
          z.object({ salesOrderNo: docNo, itemRowId: docNo, itemCode: docNo, qtyKg: positiveKg }),
        )
        .min(1, 'must have at least one item')
        .max(100),
      /** The rolls of the entry, so the server can check the item sums against them. */
      filteredStockEntryDataForSalesOrder: z
        .array(stockRollLine)
        .min(1, 'must have at least one roll')
        .max(rollsInOneEntry),
      stockEntryDoc: z.object({
        stockEntryNo: docNo,
        postingDate: isoDate,
        salesOrderNo: docNo,
      }),
    }),
    output: z.object({
      ok: z.literal(true),
      items: z.array(
        salesOrderItemRow.pick({ itemRowId: true, transferredQtyKg: true, pendingQtyKg: true }),
      ),
    }),
  }),
  removeRowInStockEntryData: defineCall({
    name: 'removeRowInStockEntryData',
    service: 'main',
    kind: 'save',
    access: transferPages,
    summary: 'Remove one roll row from a sales order’s stock entry report.',
    input: z.object({ row: z.object({ id: docNo, salesOrderNo: docNo }) }),
    output: okResult,
  }),
  createStockEntryReportRows: defineCall({
    name: 'createStockEntryReportRows',
    service: 'main',
    kind: 'save',
    access: transferPages,
    summary: 'Record the rolls a stock entry sent out for a sales order.',
    input: z.object({
      stockEntryReport: z
        .array(stockEntryReportInput)
        .min(1, 'must have at least one row')
        .max(rollsInOneEntry),
    }),
    output: z.object({ ok: z.literal(true), created: count }),
  }),
  getStockEntryReportRows: defineCall({
    name: 'getStockEntryReportRows',
    service: 'main',
    kind: 'read',
    access: [...orderReadPages, ...labPages],
    summary: 'The rolls that went out for one sales order, per stock entry.',
    input: z.object({ salesOrderNo: docNo }),
    output: z.array(stockEntryReportRow),
  }),
  postStockEntryData: defineCall({
    name: 'postStockEntryData',
    service: 'main',
    kind: 'save',
    access: transferPages,
    summary: 'Create a material-transfer stock entry moving rolls for one sales order item.',
    input: z.object({ jsonData: stockEntryPayload }),
    output: z.object({
      ok: z.literal(true),
      stockEntryNo: z.string(),
      totalQtyKg: z.number(),
      rolls: count,
    }),
  }),
});
