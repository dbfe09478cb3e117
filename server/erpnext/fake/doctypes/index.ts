import { children } from './children';
import { documents } from './documents';
import { masters } from './masters';

/**
 * The doctypes' fields as ERPNext v15 declares them in its doctype JSON files: what a site answers
 * and accepts for each doctype. Sources, read from the repositories' own doctype JSON:
 * - ERPNext 15.72.0: viyaga/viyaga-erp-product at its first commit 259004aab259d5892136ff9439a289490ca8561d
 *   (an unmodified ERPNext 15.72.0; later commits there touch Item and Item Default, not used here);
 * - Frappe 15.44.2: 8848digital/frappe-v15, branch version-15 (e0497f5505642acbf881cd51432534aca0271323),
 *   for Address, Contact, Dynamic Link, Contact Phone, Contact Email;
 * - HRMS v15: frappe/hrms (0fc74506c1bcfb1ce4e781f29c6659f9017cd9d6, doctype modified 2025-03-05; the
 *   same field list as Neoadmin23/hrms-v15 at HRMS 15.56.0) for Employee Checkin.
 *
 * `fields` lists every docfield in the JSON's field_order, leaving out layout-only fieldtypes (Section
 * Break, Column Break, Tab Break, HTML, Button, Fold, Heading, Image); Table fields stay in it.
 * `tables` maps Table / Table MultiSelect fields to their child doctype; `reqd` and `unique` are the
 * fields so flagged; `links` maps Link fields to their doctype for the required ones and for the
 * usual keys (customer, supplier, item_code, item, warehouse, s_warehouse, t_warehouse, batch_no,
 * company, work_order, production_item, employee, link_doctype); `permlevel` lists fields above level 0.
 * Frappe's own columns (`standardColumns`, and `childColumns` for child rows) are not in `fields`.
 */
export interface DoctypeSchema {
  istable: boolean;
  submittable: boolean;
  autoname: string | null;
  fields: readonly string[];
  tables: Readonly<Record<string, string>>;
  reqd: readonly string[];
  unique: readonly string[];
  links: Readonly<Record<string, string>>;
  permlevel: readonly string[];
}

/** Frappe's own columns, which `fields` leaves out. */
export { childColumns, standardColumns } from '../../fields';

export const doctypeSchemas: Readonly<Record<string, DoctypeSchema>> = {
  ...masters,
  ...documents,
  ...children,
};
