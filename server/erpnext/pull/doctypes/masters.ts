import { itemGroups } from '../../../../contract/main/lookups/rows';
import { addressTypes, customerTypes } from '../../../../contract/main/customers';
import {
  batches,
  customerAddresses,
  customerContacts,
  customers,
  employeeCheckins,
  employees,
  items,
  logTypes,
  suppliers,
  warehouses,
} from '../../../db/schema';
import {
  check,
  day,
  int,
  intOrNull,
  linkTo,
  oneOf,
  positiveOrNull,
  required,
  requiredDay,
  siteTime,
  text,
  type DoctypeDecl,
} from '../declare';

/**
 * Masters of the mirror. Fields named `custom_…` are the mill's custom fields (Frappe prefixes
 * custom fields so); a mill naming them otherwise changes them here.
 */

const modified = { column: 'modified', field: 'modified', as: siteTime };

export const itemDecl: DoctypeDecl = {
  doctype: 'Item',
  table: items,
  key: 'itemCode',
  fields: [
    'item_code',
    'item_name',
    'item_group',
    'stock_uom',
    'disabled',
    'has_batch_no',
    'custom_quality',
    'custom_yarn_count',
    'custom_composition',
    'custom_gsm',
    'custom_width_cm',
    'custom_dia_in',
  ],
  map: [
    { column: 'itemCode', field: 'name', as: required('item_code') },
    { column: 'itemName', field: 'item_name', as: required('item_name') },
    // The site's item group tree is the mill's; the app tells apart only a few groups.
    { column: 'itemGroup', field: 'item_group', as: oneOf(itemGroups, {}, 'Other') },
    { column: 'quality', field: 'custom_quality', as: required('quality', '') },
    { column: 'yarnCount', field: 'custom_yarn_count', as: text },
    { column: 'composition', field: 'custom_composition', as: text },
    { column: 'gsm', field: 'custom_gsm', as: intOrNull },
    { column: 'widthCm', field: 'custom_width_cm', as: intOrNull },
    { column: 'diaIn', field: 'custom_dia_in', as: intOrNull },
    { column: 'uom', field: 'stock_uom', as: required('stock_uom', 'Nos') },
    { column: 'disabled', field: 'disabled', as: check },
    { column: 'batchTracked', field: 'has_batch_no', as: check },
    modified,
  ],
};

export const supplierDecl: DoctypeDecl = {
  doctype: 'Supplier',
  table: suppliers,
  key: 'name',
  fields: ['supplier_name', 'supplier_group', 'disabled'],
  map: [
    { column: 'name', field: 'name', as: required('name') },
    { column: 'supplierName', field: 'supplier_name', as: required('supplier_name') },
    { column: 'supplierGroup', field: 'supplier_group', as: required('supplier_group', '') },
    { column: 'disabled', field: 'disabled', as: check },
    modified,
  ],
};

/** The group a warehouse sits under is its parent in the site's warehouse tree. */
export const warehouseDecl: DoctypeDecl = {
  doctype: 'Warehouse',
  table: warehouses,
  key: 'name',
  fields: ['parent_warehouse', 'warehouse_type', 'custom_is_job_work', 'disabled'],
  map: [
    { column: 'name', field: 'name', as: required('name') },
    { column: 'warehouseGroup', field: 'parent_warehouse', as: required('parent_warehouse', '') },
    { column: 'isJobWork', field: 'custom_is_job_work', as: check },
    { column: 'warehouseType', field: 'warehouse_type', as: text },
    { column: 'disabled', field: 'disabled', as: check },
  ],
};

export const customerDecl: DoctypeDecl = {
  doctype: 'Customer',
  table: customers,
  key: 'name',
  fields: [
    'customer_name',
    'customer_type',
    'customer_group',
    'territory',
    'gstin',
    'market_segment',
    'mobile_no',
    'email_id',
  ],
  map: [
    { column: 'name', field: 'name', as: required('name'), names: 'Customer' },
    { column: 'customerName', field: 'customer_name', as: required('customer_name') },
    { column: 'customerType', field: 'customer_type', as: oneOf(customerTypes, {}, 'Company') },
    { column: 'customerGroup', field: 'customer_group', as: required('customer_group', '') },
    { column: 'territory', field: 'territory', as: required('territory', '') },
    { column: 'gstin', field: 'gstin', as: text },
    // Greige's own for a customer it made: ERPNext fills mobile and email from a primary
    // contact, and Greige does not send them on the customer (ERPNext would make a second contact
    // of them); an empty one from the site leaves Greige's.
    { column: 'segment', field: 'market_segment', as: text, keep: true },
    { column: 'mobileNo', field: 'mobile_no', as: text, keep: true },
    { column: 'emailId', field: 'email_id', as: text, keep: true },
    modified,
  ],
  refreshesSales: true,
};

const customerLink = {
  column: 'customerId',
  from: (d: Record<string, unknown>) => linkTo(d, 'Customer'),
  site: 'links',
  toSite: (v: unknown) => [{ link_doctype: 'Customer', link_name: v }],
  as: required('the linked customer'),
  names: 'Customer',
};

/** Addresses and contacts link to customers through `links`, Frappe's Dynamic Link rows. */
const links = { links: ['link_doctype', 'link_name'] } as const;

export const addressDecl: DoctypeDecl = {
  doctype: 'Address',
  table: customerAddresses,
  key: 'addressId',
  fields: [
    'address_type',
    'address_line1',
    'address_line2',
    'city',
    'state',
    'pincode',
    'country',
    'is_primary_address',
  ],
  readsChildren: links,
  refs: { column: 'customerId', table: customers, key: 'name' },
  exclusive: { flag: 'isPrimary', per: 'customerId' },
  map: [
    { column: 'addressId', field: 'name', as: required('name'), names: 'Address' },
    customerLink,
    { column: 'addressType', field: 'address_type', as: oneOf(addressTypes, {}, 'Other') },
    { column: 'addressLine1', field: 'address_line1', as: required('address_line1', '') },
    { column: 'addressLine2', field: 'address_line2', as: text },
    { column: 'city', field: 'city', as: required('city', '') },
    { column: 'state', field: 'state', as: text },
    { column: 'pincode', field: 'pincode', as: required('pincode', '') },
    { column: 'country', field: 'country', as: required('country', 'India') },
    { column: 'isPrimary', field: 'is_primary_address', as: check },
    modified,
  ],
};

export const contactDecl: DoctypeDecl = {
  doctype: 'Contact',
  table: customerContacts,
  key: 'contactId',
  fields: [
    'first_name',
    'last_name',
    'designation',
    'mobile_no',
    'phone',
    'email_id',
    'is_primary_contact',
  ],
  readsChildren: links,
  refs: { column: 'customerId', table: customers, key: 'name' },
  exclusive: { flag: 'isPrimary', per: 'customerId' },
  map: [
    { column: 'contactId', field: 'name', as: required('name'), names: 'Contact' },
    customerLink,
    { column: 'firstName', field: 'first_name', as: required('first_name') },
    { column: 'lastName', field: 'last_name', as: text },
    { column: 'designation', field: 'designation', as: text },
    {
      column: 'phone',
      from: (d) => text(d.mobile_no) ?? text(d.phone),
      site: 'mobile_no',
      as: required('mobile_no', ''),
    },
    { column: 'email', field: 'email_id', as: text },
    { column: 'isPrimary', field: 'is_primary_contact', as: check },
    modified,
  ],
};

export const employeeDecl: DoctypeDecl = {
  doctype: 'Employee',
  table: employees,
  key: 'employeeId',
  fields: ['employee_name', 'designation', 'department', 'company_email', 'status'],
  map: [
    { column: 'employeeId', field: 'name', as: required('name') },
    { column: 'employeeName', field: 'employee_name', as: required('employee_name') },
    { column: 'designation', field: 'designation', as: required('designation', '') },
    { column: 'department', field: 'department', as: required('department', '') },
    { column: 'companyEmail', field: 'company_email', as: text },
    {
      column: 'active',
      field: 'status',
      as: (v) => v === 'Active',
      toSite: (v) => (v ? 'Active' : 'Left'),
    },
    modified,
  ],
};

export const checkinDecl: DoctypeDecl = {
  doctype: 'Employee Checkin',
  table: employeeCheckins,
  key: 'name',
  fields: ['employee', 'time', 'log_type', 'device_id', 'shift', 'shift_start'],
  map: [
    { column: 'name', field: 'name', as: required('name') },
    { column: 'employeeId', field: 'employee', as: required('employee') },
    { column: 'time', field: 'time', as: siteTime },
    {
      column: 'logType',
      field: 'log_type',
      as: (v) => (text(v) === null ? null : oneOf(logTypes)(v)),
    },
    { column: 'deviceId', field: 'device_id', as: text },
    { column: 'shift', field: 'shift', as: text },
    // A night shift's morning punch belongs to the day its shift started.
    {
      column: 'attendanceDate',
      from: (d) => day(d.shift_start) ?? day(d.time),
      site: 'shift_start',
      as: requiredDay('time'),
    },
    modified,
  ],
};

export const batchDecl: DoctypeDecl = {
  doctype: 'Batch',
  table: batches,
  key: 'batchNo',
  fields: [
    'item',
    'batch_qty',
    'manufacturing_date',
    'custom_colour',
    'custom_lot',
    'custom_warehouse',
    'custom_rolls',
    'custom_shade',
    'disabled',
  ],
  map: [
    { column: 'batchNo', field: 'name', as: required('name'), names: 'Batch' },
    { column: 'itemCode', field: 'item', as: required('item') },
    // Sent with a batch Greige made; a site that lost them leaves Greige's.
    { column: 'colour', field: 'custom_colour', as: text, keep: true },
    { column: 'lot', field: 'custom_lot', as: text, keep: true },
    { column: 'warehouse', field: 'custom_warehouse', as: text, keep: true },
    { column: 'rolls', field: 'custom_rolls', as: (v) => Math.max(0, int(v) as number) },
    // The site's batch_qty is what its ledger holds under the batch now (batch.py sets it from
    // the Stock Ledger): none until stock comes in under it, and none again once it has left.
    // Greige's is what went into the batch, so an empty one leaves it.
    { column: 'qtyKg', field: 'batch_qty', as: positiveOrNull, keep: true },
    { column: 'shade', field: 'custom_shade', as: text, keep: true },
    { column: 'createdOn', field: 'manufacturing_date', as: requiredDay('manufacturing_date') },
    modified,
  ],
};
