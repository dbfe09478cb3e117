import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
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

export const processLossRow = z.object({
  poNo: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  batchNo: z.string().nullable(),
  greigeKgIn: z.number(),
  finishKgOut: z.number(),
  /** greigeKgIn − finishKgOut; negative when the fabric gained weight in dyeing. */
  lossKg: z.number(),
  /** lossKg / greigeKgIn × 100; null while nothing has gone in. */
  lossPercent: z.number().nullable(),
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

export const ordersCalls = defineCalls({
  getSalesOrderFromDBAllData: defineCall({
    name: 'getSalesOrderFromDBAllData',
    service: 'main',
    kind: 'read',
    access: ['sales-order-view', 'sales-order-report', 'lab-orders-view'],
    summary: 'Sales orders dated in the range, with ordered and transferred kg.',
    input: dateRange,
    output: z.array(salesOrderRow),
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
    access: [...orderPages, 'lab-rolls-view'],
    summary: 'Stock entries that transferred rolls for one sales order (report_no).',
    input: z.object({ report_no: docNo }),
    output: z.array(linkedStockEntryRow),
  }),
  getSalesOrderItemsFromDB: defineCall({
    name: 'getSalesOrderItemsFromDB',
    service: 'main',
    kind: 'read',
    access: [...orderPages, 'lab-orders-view', 'lab-rolls-view'],
    summary: 'Items of one sales order (report_no = sales order no) with pending kg.',
    input: z.object({ report_no: docNo }),
    output: z.array(salesOrderItemRow),
  }),
  getPOProcessLossFromDB: defineCall({
    name: 'getPOProcessLossFromDB',
    service: 'main',
    kind: 'read',
    access: ['process-loss'],
    summary: 'Greige kg in, finished kg out and the loss per item/batch of one PO.',
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
    access: [...orderPages, 'lab-rolls-view'],
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
