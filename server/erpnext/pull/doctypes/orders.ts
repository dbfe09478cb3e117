import {
  jobCards,
  jobCardStatuses,
  purchaseOrderItems,
  purchaseOrders,
  purchaseOrderStatuses,
  subcontractingOrderItems,
  subcontractingOrders,
  subcontractingOrderStatuses,
  workOrders,
  workOrderStatuses,
} from '../../../db/schema';
import {
  num,
  oneOf,
  required,
  requiredDay,
  siteTime,
  text,
  type ChildDecl,
  type DoctypeDecl,
} from '../declare';

/**
 * Orders of the mirror. Their tables hold submitted documents only: a cancelled order leaves the
 * mirror (`remove`), so every list and report stops showing it.
 */

const modified = { column: 'modified', field: 'modified', as: siteTime };

export const workOrderDecl: DoctypeDecl = {
  doctype: 'Work Order',
  table: workOrders,
  key: 'woNo',
  fields: ['production_item', 'planned_start_date', 'qty', 'produced_qty', 'status'],
  submittable: 'remove',
  map: [
    { column: 'woNo', field: 'name', as: required('name') },
    { column: 'itemCode', field: 'production_item', as: required('production_item') },
    { column: 'date', field: 'planned_start_date', as: requiredDay('planned_start_date') },
    { column: 'qtyKg', field: 'qty', as: num },
    { column: 'producedKg', field: 'produced_qty', as: num },
    {
      column: 'status',
      field: 'status',
      as: oneOf(workOrderStatuses, { Submitted: 'Not Started' }),
    },
    modified,
  ],
};

export const jobCardDecl: DoctypeDecl = {
  doctype: 'Job Card',
  table: jobCards,
  key: 'jcNo',
  fields: [
    'work_order',
    'posting_date',
    'operation',
    'workstation',
    'production_item',
    'for_quantity',
    'total_completed_qty',
    'status',
  ],
  // A job card is a draft while the floor works it; the mirror shows it from Open on.
  submittable: 'remove',
  drafts: true,
  map: [
    { column: 'jcNo', field: 'name', as: required('name') },
    { column: 'woNo', field: 'work_order', as: required('work_order') },
    { column: 'date', field: 'posting_date', as: requiredDay('posting_date') },
    { column: 'operation', field: 'operation', as: required('operation', '') },
    { column: 'machine', field: 'workstation', as: text },
    { column: 'itemCode', field: 'production_item', as: required('production_item') },
    { column: 'forQtyKg', field: 'for_quantity', as: num },
    { column: 'completedKg', field: 'total_completed_qty', as: num },
    {
      column: 'status',
      field: 'status',
      as: oneOf(jobCardStatuses, {
        'Material Transferred': 'Work In Progress',
        Submitted: 'Completed',
      }),
    },
    modified,
  ],
};

/** Purchase and subcontracting order lines: ERPNext's row index keys them, as the mirror does. */
const orderLines = (table: ChildDecl['table'], uom: string): ChildDecl => ({
  field: 'items',
  table,
  key: ['parentNo', 'idx'],
  parentColumn: 'parentNo',
  fields: [
    { column: 'idx', field: 'idx', as: num },
    { column: 'itemCode', field: 'item_code', as: required('item_code') },
    { column: 'colour', field: 'custom_colour', as: text },
    { column: 'qtyKg', field: 'qty', as: num },
    { column: 'receivedKg', field: 'received_qty', as: num },
    { column: 'uom', field: uom, as: required(uom, 'Kg') },
  ],
});

export const purchaseOrderDecl: DoctypeDecl = {
  doctype: 'Purchase Order',
  table: purchaseOrders,
  key: 'poNo',
  fields: ['supplier', 'transaction_date', 'status'],
  submittable: 'remove',
  map: [
    { column: 'poNo', field: 'name', as: required('name') },
    { column: 'supplier', field: 'supplier', as: required('supplier') },
    { column: 'date', field: 'transaction_date', as: requiredDay('transaction_date') },
    {
      column: 'status',
      field: 'status',
      as: oneOf(purchaseOrderStatuses, { Delivered: 'Completed' }),
    },
    modified,
  ],
  children: [orderLines(purchaseOrderItems, 'uom')],
};

export const subcontractingOrderDecl: DoctypeDecl = {
  doctype: 'Subcontracting Order',
  table: subcontractingOrders,
  key: 'soNo',
  fields: ['purchase_order', 'supplier', 'transaction_date', 'status'],
  submittable: 'remove',
  map: [
    { column: 'soNo', field: 'name', as: required('name') },
    { column: 'poNo', field: 'purchase_order', as: text },
    { column: 'supplier', field: 'supplier', as: required('supplier') },
    { column: 'date', field: 'transaction_date', as: requiredDay('transaction_date') },
    { column: 'status', field: 'status', as: oneOf(subcontractingOrderStatuses) },
    modified,
  ],
  children: [orderLines(subcontractingOrderItems, 'stock_uom')],
};
