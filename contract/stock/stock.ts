import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, docNo, isoDate, kg, line, noInput, optionalText, text } from '../core/fields';
import type { PageName } from '../core/pages';
import { pageInput, pageOf } from '../core/paging';
import { itemGroup } from '../main/lookups/rows';
import { mirrorRefreshResult } from '../main/sales';

/**
 * Stock of one item in one warehouse (and one batch, or all batches for the per-item views),
 * derived from the stock ledger: what came in minus what went out.
 */
export const stockRow = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  /** Fabric, Collar, Cuff...: fabric is counted in kg, collars and cuffs in pieces too. */
  itemGroup,
  warehouse: z.string(),
  /** The warehouse's group (e.g. PTSASTRI, Job Work, Mill) and whether a JV processor holds it. */
  warehouseGroup: z.string(),
  isJobWork: z.boolean(),
  batchNo: z.string().nullable(),
  /** The batch's colour (dyed fabric) or the lot's colour (collar and cuff); null for greige. */
  colour: z.string().nullable(),
  /** ERPNext allows negative stock in some warehouses, so this is not clamped at 0. */
  qtyKg: z.number(),
  /** Collar and cuff stock is counted in pieces; fabric has none. */
  pieces: z.number().int().nullable(),
  /** Rolls (fabric) or bundles (collar and cuff) lying there. */
  rolls: z.number().int(),
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

/** A greige roll lying in greige stock and in no open batch: one a batch may take. */
export const batchableRollRow = z.object({
  rollNo: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  kg: z.number(),
  producedOn: isoDate,
  warehouse: z.string(),
  /** The PO, subcontracting order, work order or job card it was received or knitted against. */
  sourceDocNo: z.string().nullable(),
  supplier: z.string().nullable(),
});
export type BatchableRollRow = z.infer<typeof batchableRollRow>;

export const rollForBatchProblems = [
  'unknownRoll',
  'inBatch',
  'dispatched',
  'finished',
  'notInGreigeStock',
] as const;

export const warehouseRow = z.object({
  name: z.string(),
  warehouseGroup: z.string(),
  isJobWork: z.boolean(),
  /** What the warehouse is for: Greige, Finished, Dyeing, Compacting, Collar Cuff...; null if unset. */
  warehouseType: z.string().nullable(),
  /** A dyeing processor (the mill's dye house or a JV dyer): a batch may be sent there. */
  processor: z.boolean(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

/**
 * The sums of a whole stock list as filtered (every page, not the one answered), so a screen shows
 * them without reading every line. Pieces count collar and cuff lines only: null when none has any.
 */
export const stockTotals = z.object({
  qtyKg: z.number(),
  pieces: z.number().int().nullable(),
  rolls: z.number().int(),
});
export type StockTotals = z.infer<typeof stockTotals>;

/** A page of stock lines, with the totals of the whole list alongside. */
const stockPage = pageOf(stockRow).extend({ totals: stockTotals });
export type StockPage = z.infer<typeof stockPage>;
const stockPages = ['stock-with-collar-cuff', 'pivot'] as const satisfies readonly PageName[];
const batchPages = ['create-batch'] as const satisfies readonly PageName[];

/** The whole-mill lists: optional text (item code or name, warehouse, batch) and an item group. */
export const stockListInput = z.object({
  search: line(80).optional(),
  itemGroup: itemGroup.optional(),
  ...pageInput,
});

const allStock = <N extends string>(name: N, summary: string) =>
  defineCall({
    name,
    service: 'stock',
    kind: 'read',
    access: stockPages,
    summary,
    input: stockListInput,
    output: stockPage,
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
      'Fabric stock with its matching collar and cuff stock, filtered by item or colour text (empty: all, at most 200).',
    input: z.object({ jsonData: line(80) }),
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
    summary:
      'Recompute the warehouse-wise stock summary from the stock ledger (the same answer however often).',
    input: noInput,
    output: mirrorRefreshResult,
  }),
  getCollarCuffDetails: defineCall({
    name: 'getCollarCuffDetails',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'collar-cuff-stock-modal'],
    summary: 'Collar and cuff stock (pieces and kg) of one item in one warehouse, per batch.',
    input: z.object({ name: docNo, warehouse: text(), ...pageInput }),
    output: stockPage,
  }),
  getStockDetailsForItemInJV: defineCall({
    name: 'getStockDetailsForItemInJV',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'sales-order-item-stock-view'],
    summary: 'Where one item lies at job-work (JV) processors, per warehouse and batch.',
    input: z.object({ itemcode: docNo, ...pageInput }),
    output: stockPage,
  }),
  getStockDetailsFromERPNEXT: defineCall({
    name: 'getStockDetailsFromERPNEXT',
    service: 'stock',
    kind: 'read',
    access: ['stock-with-collar-cuff', 'sales-order-item-stock-view'],
    summary: 'Stock of one item (name = item code) per warehouse and batch, to pick rolls from.',
    input: z.object({ name: docNo, ...pageInput }),
    output: stockPage,
  }),
  getWarehousesFromDB: defineCall({
    name: 'getWarehousesFromDB',
    service: 'stock',
    kind: 'read',
    access: [
      ...batchPages,
      ...stockPages,
      'collar-cuff-stock-modal',
      'sales-order-item-stock-view',
    ],
    summary: 'The mill’s warehouses, with their group, type and whether a batch may be sent there.',
    input: noInput,
    output: z.array(warehouseRow),
  }),
  getGreigeRollsForBatch: defineCall({
    name: 'getGreigeRollsForBatch',
    service: 'stock',
    kind: 'read',
    access: batchPages,
    summary:
      'Greige rolls in greige stock and in no open batch, oldest first, by item text and roll or order text.',
    input: z.object({
      searchItemText: line(80).optional(),
      /** Part of a roll number or of the order it came against. */
      searchRollText: line(80).optional(),
      ...pageInput,
    }),
    output: pageOf(batchableRollRow),
  }),
  checkRollForBatch: defineCall({
    name: 'checkRollForBatch',
    service: 'stock',
    kind: 'read',
    access: batchPages,
    summary:
      'Whether a scanned roll may join a batch, and if not, the batch or dispatch holding it.',
    input: z.object({ rollNo: docNo }),
    output: z.object({
      ok: z.boolean(),
      problem: z.enum(rollForBatchProblems).nullable(),
      message: z.string(),
      roll: batchableRollRow.nullable(),
      /** The open batch holding the roll (inBatch). */
      batchNo: z.string().nullable(),
      /** The stock entry that dispatched it (dispatched), or that moved it last. */
      stockEntryNo: z.string().nullable(),
    }),
  }),
  getBatchRollsFromDB: defineCall({
    name: 'getBatchRollsFromDB',
    service: 'stock',
    kind: 'read',
    access: [...batchPages, 'process-loss'],
    summary: 'One dyeing batch with its rolls, to print its card again.',
    input: z.object({ batchNo: docNo }),
    output: z.object({
      batchNo: z.string(),
      date: isoDate,
      itemCode: z.string(),
      itemName: z.string(),
      colour: z.string().nullable(),
      shade: z.string().nullable(),
      lot: z.string().nullable(),
      processor: z.string().nullable(),
      machine: z.string().nullable(),
      remarks: z.string().nullable(),
      rolls: count,
      totalKg: kg,
      stockEntryNo: z.string().nullable(),
      rollRows: z.array(z.object({ rollNo: z.string(), kg: z.number() })),
    }),
  }),
});
