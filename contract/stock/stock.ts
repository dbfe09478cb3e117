import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, docNo, noInput, optionalText, text } from '../core/fields';
import { mirrorRefreshResult } from '../main/sales';

export const stockRow = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  warehouse: z.string(),
  batchNo: z.string().nullable(),
  /** ERPNext allows negative stock in some warehouses, so this is not clamped at 0. */
  qtyKg: z.number(),
  /** Collar and cuff stock is counted in pieces; fabric has none. */
  pieces: z.number().int().nullable(),
  rolls: count,
});
export type StockRow = z.infer<typeof stockRow>;

/**
 * Pairs a fabric (item + colour, optionally one batch) with the collar and cuff knitted to match it,
 * so the stock screen can show how many garments the three stocks allow together.
 */
export const fabricCollarCuffPayload = z
  .object({
    fabricItemCode: docNo,
    fabricBatchNo: docNo.optional(),
    colour: text(80),
    collarItemCode: docNo.optional(),
    cuffItemCode: docNo.optional(),
    /** Garments one kg of the fabric makes; used to turn fabric kg into garments. */
    garmentsPerKg: z.number().positive('must be more than 0').max(50).optional(),
    remarks: optionalText(),
  })
  .refine((p) => p.collarItemCode !== undefined || p.cuffItemCode !== undefined, {
    path: ['collarItemCode'],
    error: 'give a collar or a cuff item',
  });
export type FabricCollarCuffPayload = z.infer<typeof fabricCollarCuffPayload>;

export const fabricCollarCuffRow = z.object({
  id: z.string(),
  fabricItemCode: z.string(),
  fabricItemName: z.string(),
  fabricBatchNo: z.string().nullable(),
  colour: z.string(),
  fabricQtyKg: z.number(),
  fabricRolls: count,
  collarItemCode: z.string().nullable(),
  collarPieces: z.number().int().nullable(),
  cuffItemCode: z.string().nullable(),
  cuffPieces: z.number().int().nullable(),
  /** The smallest of what fabric, collars and cuffs allow; null without garmentsPerKg. */
  garmentsPossible: count.nullable(),
});
export type FabricCollarCuffRow = z.infer<typeof fabricCollarCuffRow>;

const stockList = z.array(stockRow);
const stockPages = ['stock-with-collar-cuff', 'pivot'] as const;

const allStock = <N extends string>(name: N, summary: string) =>
  defineCall({
    name,
    service: 'stock',
    kind: 'read',
    access: stockPages,
    summary,
    input: noInput,
    output: stockList,
  });

export const stockCalls = defineCalls({
  postFabricCollarCuffStockDetails: defineCall({
    name: 'postFabricCollarCuffStockDetails',
    service: 'stock',
    kind: 'save',
    access: ['stock-with-collar-cuff'],
    summary: 'Save which collar and cuff match a fabric and colour for the combined stock view.',
    input: z.object({ jsonData: fabricCollarCuffPayload }),
    output: z.object({ ok: z.literal(true), id: z.string() }),
  }),
  getFabricCollarCuffStockDetails: defineCall({
    name: 'getFabricCollarCuffStockDetails',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff'],
    summary:
      'Fabric stock with its matching collar and cuff stock, filtered by item or colour text.',
    input: z.object({ jsonData: text(80) }),
    output: z.array(fabricCollarCuffRow),
  }),
  getStockDetailsForAllBatches: allStock(
    'getStockDetailsForAllBatches',
    'Stock of every item per warehouse and batch in the mill’s own warehouses.',
  ),
  getStockDetailsForAllBatchesJV: allStock(
    'getStockDetailsForAllBatchesJV',
    'Stock per item, warehouse and batch held at job-work (JV) processors.',
  ),
  getStockDetailsForAllPTSASTRI: allStock(
    'getStockDetailsForAllPTSASTRI',
    'Stock per item, warehouse and batch in the PTSASTRI warehouse group.',
  ),
  getStockDetailsForAllJV: allStock(
    'getStockDetailsForAllJV',
    'Job-work (JV) stock summed per item and warehouse (batchNo is null).',
  ),
  callSetWarehouseWiseStockData: defineCall({
    name: 'callSetWarehouseWiseStockData',
    service: 'stock',
    kind: 'save',
    access: stockPages,
    summary: 'Rebuild the warehouse-wise stock mirror from ERPNext bins and batches.',
    input: noInput,
    output: mirrorRefreshResult,
  }),
  getCollarCuffDetails: defineCall({
    name: 'getCollarCuffDetails',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'collar-cuff-stock-modal'],
    summary: 'Collar and cuff stock (pieces and kg) of one item in one warehouse, per batch.',
    input: z.object({ name: docNo, warehouse: text() }),
    output: stockList,
  }),
  getStockDetailsForItemInJV: defineCall({
    name: 'getStockDetailsForItemInJV',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'sales-order-item-stock-view'],
    summary: 'Where one item lies at job-work (JV) processors, per warehouse and batch.',
    input: z.object({ itemcode: docNo }),
    output: stockList,
  }),
  getStockDetailsFromERPNEXT: defineCall({
    name: 'getStockDetailsFromERPNEXT',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'sales-order-item-stock-view'],
    summary: 'Stock of one item (name = item code) per warehouse and batch, to pick rolls from.',
    input: z.object({ name: docNo }),
    output: stockList,
  }),
});
