/**
 * One doctype as ERPNext declares it in its doctype JSON (sources: index.ts).
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
