import type { DoctypeSchema } from './doctypeSchema';
import { children } from './children';
import { documents } from './documents';
import { masters } from './masters';

/** Frappe's own columns, which `fields` leaves out. */
export { childColumns, standardColumns } from '../../fields';

/**
 * The doctypes' fields as ERPNext v15 declares them in its doctype JSON files: what a site answers
 * and accepts for each doctype. Sources, read from the repositories' own doctype JSON:
 * - ERPNext 15.72.0: viyaga/viyaga-erp-product at its first commit 259004aab259d5892136ff9439a289490ca8561d
 *   (an unmodified ERPNext 15.72.0; later commits there touch Item and Item Default, not used here);
 * - Frappe 15.44.2: 8848digital/frappe-v15, branch version-15 (e0497f5505642acbf881cd51432534aca0271323),
 *   for Address, Contact, Dynamic Link, Contact Phone, Contact Email;
 * - HRMS v15: frappe/hrms (0fc74506c1bcfb1ce4e781f29c6659f9017cd9d6, doctype modified 2025-03-05; the
 *   same field list as Neoadmin23/hrms-v15 at HRMS 15.56.0) for Employee Checkin.
 */
export const doctypeSchemas: Readonly<Record<string, DoctypeSchema>> = {
  ...masters,
  ...documents,
  ...children,
};
