import type { DoctypeDecl } from '../declare';
import {
  addressDecl,
  batchDecl,
  checkinDecl,
  contactDecl,
  customerDecl,
  employeeDecl,
  itemDecl,
  supplierDecl,
  warehouseDecl,
} from './masters';
import { jobCardDecl, purchaseOrderDecl, subcontractingOrderDecl, workOrderDecl } from './orders';
import { salesInvoiceDecl, salesOrderDecl } from './sales';

/** Every pulled doctype, masters before the documents that name them. */
export const doctypes: readonly DoctypeDecl[] = [
  itemDecl,
  supplierDecl,
  warehouseDecl,
  customerDecl,
  addressDecl,
  contactDecl,
  employeeDecl,
  checkinDecl,
  batchDecl,
  workOrderDecl,
  jobCardDecl,
  purchaseOrderDecl,
  subcontractingOrderDecl,
  salesOrderDecl,
  salesInvoiceDecl,
];
