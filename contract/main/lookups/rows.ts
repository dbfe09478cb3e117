/** Rows of the ERP mirror that the lookup calls return, and the pages that pick from them. */
import { z } from 'zod';
import { isoDate } from '../../core/fields';
import type { PageName } from '../../core/pages';

export const startPages = [
  'select-create-roll',
  'roll-details',
  'select-create-collar-cuff',
  'collar-cuff-details',
] as const satisfies readonly PageName[];
export const knitPages = [
  'select-knit-collar-cuff',
  'knit-collar-cuff-details',
] as const satisfies readonly PageName[];
export const reportFilterPages = [
  'qi-report-view',
  'qi-ccreport-view',
  'production-roll-report-summary',
] as const satisfies readonly PageName[];

/** ERPNext item groups mapped to the few the app tells apart; anything else is `Other`. */
export const itemGroups = ['Fabric', 'Collar', 'Cuff', 'Yarn', 'Other'] as const;
export const itemGroup = z.enum(itemGroups);

export const itemRow = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  itemGroup,
  gsm: z.number().nullable(),
  widthCm: z.number().nullable(),
  /** Knitting machine diameter in inches, for tubular fabric. */
  diaIn: z.number().nullable(),
  uom: z.string(),
});
export type ItemRow = z.infer<typeof itemRow>;

export const supplierRow = z.object({
  supplier: z.string(),
  supplierName: z.string(),
  supplierGroup: z.string().nullable(),
});
export type SupplierRow = z.infer<typeof supplierRow>;

export const operatorRow = z.object({
  employee: z.string(),
  employeeName: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRow>;

/** A knitting machine or inspection table, for pick lists. */
export const machineRow = z.object({
  name: z.string(),
  kind: z.enum(['circular', 'flat', 'inspection_table']),
  make: z.string().nullable(),
  diaIn: z.number().nullable(),
});
export type MachineRow = z.infer<typeof machineRow>;

export const workOrderRow = z.object({
  workOrderNo: z.string(),
  date: isoDate,
  itemCode: z.string(),
  itemName: z.string(),
  qtyKg: z.number(),
  producedKg: z.number(),
  status: z.string(),
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

export const jobCardRow = z.object({
  jobCardNo: z.string(),
  workOrderNo: z.string(),
  date: isoDate,
  operation: z.string(),
  /** The knitting machine (ERPNext workstation). */
  machine: z.string().nullable(),
  itemCode: z.string(),
  itemName: z.string(),
  forQtyKg: z.number(),
  completedKg: z.number(),
  status: z.string(),
});
export type JobCardRow = z.infer<typeof jobCardRow>;

export const purchaseOrderRow = z.object({
  poNo: z.string(),
  date: isoDate,
  supplier: z.string(),
  supplierName: z.string(),
  status: z.string(),
  totalKg: z.number(),
  receivedKg: z.number(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;

export const subcontractingOrderRow = z.object({
  soNo: z.string(),
  poNo: z.string().nullable(),
  date: isoDate,
  supplier: z.string(),
  supplierName: z.string(),
  status: z.string(),
  totalKg: z.number(),
  receivedKg: z.number(),
});
export type SubcontractingOrderRow = z.infer<typeof subcontractingOrderRow>;

/** One line of a purchase or subcontracting order. */
export const orderItemRow = z.object({
  orderNo: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  qtyKg: z.number(),
  receivedKg: z.number(),
  uom: z.string(),
});
export type OrderItemRow = z.infer<typeof orderItemRow>;

export const batchRow = z.object({
  batchNo: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  lot: z.string().nullable(),
  warehouse: z.string().nullable(),
  rolls: z.number().int(),
  qtyKg: z.number(),
  createdOn: isoDate,
});
export type BatchRow = z.infer<typeof batchRow>;

/** An indent is an ERPNext Material Request. */
export const indentRow = z.object({
  indentNo: z.string(),
  date: isoDate,
  itemCode: z.string(),
  itemName: z.string(),
  qtyKg: z.number(),
  orderedKg: z.number(),
  status: z.string(),
});
export type IndentRow = z.infer<typeof indentRow>;

export const knownRollRow = z.object({
  greigeRollNo: z.string(),
  finishRollNo: z.string().nullable(),
  itemCode: z.string(),
  kg: z.number(),
  date: isoDate,
});
export type KnownRollRow = z.infer<typeof knownRollRow>;

export const poNoRow = z.object({ poNo: z.string(), date: isoDate, supplier: z.string() });
export type PoNoRow = z.infer<typeof poNoRow>;
