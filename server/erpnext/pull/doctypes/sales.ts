import {
  salesInvoiceItems,
  salesInvoices,
  salesOrderItems,
  salesOrders,
  salesOrderStatuses,
} from '../../../db/schema';
import {
  check,
  day,
  firstChild,
  int,
  num,
  oneOf,
  required,
  requiredDay,
  siteTime,
  text,
  type Doc,
  type FieldMap,
  type DoctypeDecl,
} from '../declare';

/**
 * Sales documents: cancelled ones are kept with docstatus 2 (`flag`), which every sales figure
 * leaves out. Lines carry their document's date and party (the figures group lines without a
 * join); the segment is the customer's, set by the refresh after the pull.
 */

const modified = { column: 'modified', field: 'modified', as: siteTime };

/** The party columns of a document, read from the document for itself and for each line. */
const party = (of: (doc: Doc, parent?: Doc) => Doc): FieldMap[] => [
  {
    column: 'customer',
    from: (d, p) => of(d, p).customer,
    as: required('customer'),
    site: 'customer',
    names: 'Customer',
  },
  {
    column: 'customerName',
    from: (d, p) => of(d, p).customer_name ?? of(d, p).customer,
    site: 'customer_name',
    as: required('customer_name'),
  },
  {
    column: 'salesPerson',
    from: (d, p) => firstChild(of(d, p), 'sales_team', 'sales_person'),
    site: 'sales_team',
    toSite: (v) => (v ? [{ sales_person: v, allocated_percentage: 100 }] : []),
    as: text,
  },
  { column: 'territory', from: (d, p) => of(d, p).territory, as: text, site: 'territory' },
  { column: 'docStatus', from: (d, p) => of(d, p).docstatus, as: int, site: 'docstatus' },
];
const self = (d: Doc) => d;
const parentOf = (_d: Doc, p?: Doc) => p ?? {};

export const salesOrderDecl: DoctypeDecl = {
  doctype: 'Sales Order',
  table: salesOrders,
  key: 'soNo',
  fields: [
    'transaction_date',
    'delivery_date',
    'customer',
    'customer_name',
    'territory',
    'status',
    'total_qty',
    'net_total',
    'custom_is_lab_order',
  ],
  submittable: 'flag',
  readsChildren: { sales_team: ['sales_person'] },
  refreshesSales: true,
  map: [
    { column: 'soNo', field: 'name', as: required('name') },
    { column: 'date', field: 'transaction_date', as: requiredDay('transaction_date') },
    { column: 'deliveryDate', field: 'delivery_date', as: day },
    ...party(self),
    { column: 'status', field: 'status', as: oneOf(salesOrderStatuses) },
    { column: 'isLabOrder', field: 'custom_is_lab_order', as: check },
    { column: 'qtyKg', field: 'total_qty', as: num },
    { column: 'amount', field: 'net_total', as: num },
    modified,
  ],
  children: [
    {
      field: 'items',
      table: salesOrderItems,
      key: ['rowId'],
      parentColumn: 'soNo',
      fields: [
        { column: 'rowId', field: 'name', as: required('name') },
        { column: 'idx', field: 'idx', as: int },
        { column: 'itemCode', field: 'item_code', as: required('item_code') },
        { column: 'commercialName', field: 'custom_commercial_name', as: text },
        { column: 'colour', field: 'custom_colour', as: text },
        { column: 'qtyKg', field: 'qty', as: num },
        { column: 'rate', field: 'rate', as: num },
        { column: 'amount', field: 'amount', as: num },
        { column: 'deliveryDate', field: 'delivery_date', as: day },
        { column: 'warehouse', field: 'warehouse', as: text },
        {
          column: 'date',
          from: (_d, p) => p?.transaction_date,
          as: requiredDay('transaction_date'),
        },
        ...party(parentOf),
      ],
    },
  ],
};

export const salesInvoiceDecl: DoctypeDecl = {
  doctype: 'Sales Invoice',
  table: salesInvoices,
  key: 'invoiceNo',
  fields: [
    'posting_date',
    'customer',
    'customer_name',
    'territory',
    'is_return',
    'total_qty',
    'net_total',
  ],
  submittable: 'flag',
  readsChildren: { sales_team: ['sales_person'] },
  refreshesSales: true,
  map: [
    { column: 'invoiceNo', field: 'name', as: required('name') },
    { column: 'postingDate', field: 'posting_date', as: requiredDay('posting_date') },
    ...party(self),
    { column: 'isReturn', field: 'is_return', as: check },
    { column: 'qtyKg', field: 'total_qty', as: num },
    { column: 'amount', field: 'net_total', as: num },
    modified,
  ],
  children: [
    {
      field: 'items',
      table: salesInvoiceItems,
      key: ['rowId'],
      parentColumn: 'invoiceNo',
      fields: [
        { column: 'rowId', field: 'name', as: required('name') },
        { column: 'idx', field: 'idx', as: int },
        { column: 'itemCode', field: 'item_code', as: required('item_code') },
        { column: 'commercialName', field: 'custom_commercial_name', as: text },
        { column: 'qtyKg', field: 'qty', as: num },
        { column: 'rate', field: 'rate', as: num },
        { column: 'amount', field: 'amount', as: num },
        { column: 'salesOrderNo', field: 'sales_order', as: text },
        {
          column: 'postingDate',
          from: (_d, p) => p?.posting_date,
          as: requiredDay('posting_date'),
        },
        ...party(parentOf),
      ],
    },
  ],
};
