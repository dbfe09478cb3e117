import type { CallOutput, Calls } from '@contract';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatInr } from '../../../i18n/format';
import { statusName } from '../words';

export type OrderRow = CallOutput<Calls['getSalesOrderFromDBAllData']>['rows'][number];
export type OrderItemRow = CallOutput<Calls['getSalesOrderItemsFromDB']>[number];
export type SentRollRow = CallOutput<Calls['getStockEntryReportRows']>[number];
export type ItemRollRow = CallOutput<Calls['getSalesOrderItemRolls']>['rows'][number];

export const orderColumns = (): TableColumn<OrderRow>[] => [
  { key: 'salesOrderNo', label: m.order_col_order, format: 'text', width: 2, priority: 1 },
  { key: 'date', label: m.order_col_date, format: 'date', width: 1.3, priority: 2 },
  { key: 'customer', label: m.order_col_customer, format: 'text', width: 2.4, priority: 1 },
  {
    key: 'status',
    label: m.order_col_status,
    format: 'text',
    width: 1.6,
    priority: 3,
    display: (r) => statusName(r.status),
  },
  { key: 'qtyKg', label: m.order_col_ordered, format: 'kg', width: 1.4, priority: 2 },
  { key: 'transferredQtyKg', label: m.order_col_sent, format: 'kg', width: 1.4, priority: 3 },
  {
    key: 'amount',
    label: m.order_col_amount,
    format: 'number',
    unit: 'inr',
    width: 1.6,
    priority: 4,
    display: (r) => formatInr(r.amount),
  },
  { key: 'segment', label: m.order_col_segment, format: 'text', width: 1.2, priority: 5 },
];

export const itemColumns = (): TableColumn<OrderItemRow>[] => [
  { key: 'itemName', label: m.order_col_item, format: 'text', width: 2.6, priority: 1 },
  { key: 'qtyKg', label: m.order_col_ordered, format: 'kg', width: 1.4, priority: 2 },
  { key: 'transferredQtyKg', label: m.order_col_sent, format: 'kg', width: 1.4, priority: 3 },
  { key: 'pendingQtyKg', label: m.order_col_pending, format: 'kg', width: 1.4, priority: 1 },
  {
    key: 'rate',
    label: m.order_col_rate,
    format: 'number',
    width: 1.3,
    priority: 5,
    display: (r) => formatInr(r.rate),
  },
  {
    key: 'amount',
    label: m.order_col_amount,
    format: 'number',
    width: 1.6,
    priority: 4,
    display: (r) => formatInr(r.amount),
  },
  { key: 'deliveryDate', label: m.order_col_delivery, format: 'date', width: 1.3, priority: 4 },
  { key: 'itemCode', label: m.order_col_code, format: 'text', width: 1.6, priority: 5 },
];

export const sentColumns = (): TableColumn<SentRollRow>[] => [
  { key: 'rollNo', label: m.order_col_roll, format: 'text', width: 1.8, priority: 1 },
  {
    key: 'qtyKg',
    label: m.order_col_kg,
    csvLabel: m.order_col_weight,
    format: 'kg',
    width: 1.2,
    priority: 1,
  },
  { key: 'stockEntryNo', label: m.order_col_entry, format: 'text', width: 2, priority: 2 },
  { key: 'postingDate', label: m.order_col_date, format: 'date', width: 1.3, priority: 3 },
  { key: 'warehouse', label: m.order_col_warehouse, format: 'text', width: 2, priority: 4 },
  { key: 'batchNo', label: m.order_col_batch, format: 'text', width: 1.6, priority: 5 },
  { key: 'itemCode', label: m.order_col_code, format: 'text', width: 1.6, priority: 5 },
];

export const itemRollColumns = (): TableColumn<ItemRollRow>[] => [
  { key: 'rollNo', label: m.order_col_roll, format: 'text', width: 1.8, priority: 1 },
  { key: 'qtyKg', label: m.order_col_kg, format: 'kg', width: 1.2, priority: 1 },
  { key: 'grade', label: m.order_col_grade, format: 'grade', width: 1, priority: 2 },
  { key: 'warehouse', label: m.order_col_warehouse, format: 'text', width: 2, priority: 3 },
  {
    key: 'stage',
    label: m.order_col_stage,
    format: 'text',
    width: 1.1,
    priority: 4,
    display: (r) => (r.stage === 'finish' ? m.order_stage_finish() : m.order_stage_greige()),
  },
  { key: 'batchNo', label: m.order_col_batch, format: 'text', width: 1.6, priority: 5 },
];
