import type { Doc } from '../pull/declare';
import { doctypeSchemas } from './doctypes';

/**
 * What Frappe checks of every document it saves, in the order it checks them
 * (frappe/model/document.py, insert and save): links first (_validate_links, before the
 * controller's validate), then the controller's own rules, then mandatory fields
 * (_validate_mandatory, after validate has set what it sets), and on an update of a submitted
 * document, that nothing but a cancel changes it (validate_update_after_submit). Each refusal is
 * the exception's name and the site's words; all of them answer 417.
 */

export interface Refusal {
  readonly exc: string;
  readonly messages: readonly string[];
}

/** The site's documents of a doctype, by name as MariaDB compares it (case-blind). */
export type Lookup = (doctype: string, name: string) => Doc | undefined;

/** A docfield's label as ERPNext shows it: `item_code` → "Item Code". */
const labelOf = (fieldname: string) =>
  fieldname
    .replace(/([a-z])(\d)/g, '$1_$2')
    .split('_')
    .map((w) => (w === 'no' ? 'No' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

const empty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/**
 * Mandatory fields the controller fills before Frappe checks them: a Customer's type (its
 * default), a Stock Entry's series, company (the default company) and type (from its purpose,
 * stock_entry.py set_stock_entry_type), a row's UOMs and transfer quantity (from the item,
 * set_missing_values and set_transfer_qty).
 */
const filledBySite: Readonly<Record<string, readonly string[]>> = {
  Customer: ['customer_type'],
  'Stock Entry': ['naming_series', 'company', 'stock_entry_type'],
  'Stock Entry Detail': ['transfer_qty', 'uom', 'stock_uom', 'conversion_factor'],
};

/** Each row of each child table, with its doctype and its place. */
function rowsOf(doctype: string, doc: Doc): { doctype: string; row: Doc; idx: number }[] {
  const tables = doctypeSchemas[doctype]?.tables ?? {};
  return Object.entries(tables).flatMap(([field, child]) =>
    (Array.isArray(doc[field]) ? (doc[field] as Doc[]) : []).map((row, i) => ({
      doctype: child,
      row,
      idx: i + 1,
    })),
  );
}

/**
 * Link fields naming a document the site does not have: "Could not find Item: X". Only links to
 * doctypes the test site declares are checked (a UOM or a Company it does not hold is taken).
 */
export function invalidLinks(doctype: string, doc: Doc, find: Lookup): Refusal | null {
  const bad: string[] = [];
  const check = (dt: string, d: Doc, prefix: string) => {
    for (const [field, target] of Object.entries(doctypeSchemas[dt]?.links ?? {})) {
      const v = d[field];
      if (typeof v !== 'string' || v.trim() === '' || !(target in doctypeSchemas)) continue;
      if (!find(target, v)) bad.push(`${prefix}${labelOf(field)}: ${v}`);
    }
  };
  check(doctype, doc, '');
  for (const { doctype: dt, row, idx } of rowsOf(doctype, doc)) check(dt, row, `Row #${idx}: `);
  return bad.length === 0
    ? null
    : { exc: 'LinkValidationError', messages: [`Could not find ${bad.join(', ')}`] };
}

/** Mandatory fields left empty, in Frappe's words (base_document.py, _get_missing_mandatory_fields). */
export function missingMandatory(doctype: string, doc: Doc): Refusal | null {
  const missing = (dt: string, d: Doc) =>
    (doctypeSchemas[dt]?.reqd ?? []).filter(
      (f) => !(filledBySite[dt] ?? []).includes(f) && empty(d[f]),
    );
  const messages = [
    ...missing(doctype, doc).map((f) =>
      doctypeSchemas[doctype]?.tables[f]
        ? `Error: Data missing in table: ${labelOf(f)}`
        : `Error: Value missing for ${doctype}: ${labelOf(f)}`,
    ),
    ...rowsOf(doctype, doc).flatMap(({ doctype: dt, row, idx }) =>
      missing(dt, row).map(
        (f) => `Error: <strong>${dt}</strong> Row #${idx}: Value missing for: ${labelOf(f)}`,
      ),
    ),
  ];
  return messages.length === 0 ? null : { exc: 'MandatoryError', messages };
}

/** A Batch only of an item kept by batch (erpnext/stock/doctype/batch/batch.py, item_has_batch_enabled). */
export function batchOfItem(doc: Doc, find: Lookup): Refusal | null {
  // `get_value(...) == 0`: no item (caught as a missing link or mandatory field) passes here.
  const item = typeof doc.item === 'string' ? find('Item', doc.item) : undefined;
  if (!item || Number(item.has_batch_no ?? 0) === 1) return null;
  return { exc: 'ValidationError', messages: ['The selected item cannot have Batch'] };
}

/**
 * Stock taken out of a warehouse under a batch must lie there under it: the submitted entries'
 * rows in and out of the warehouse under the batch, before this one (the serial-and-batch
 * bundle's validate_batch_inventory and throw_negative_batch, BatchNegativeStockError).
 */
export function batchStock(doc: Doc, submitted: readonly Doc[]): Refusal | null {
  if (Number(doc.docstatus ?? 0) !== 1) return null;
  const rows = (d: Doc) => (Array.isArray(d.items) ? (d.items as Doc[]) : []);
  const held = new Map<string, number>();
  const key = (batch: unknown, warehouse: unknown) => `${String(batch)}\u0000${String(warehouse)}`;
  const add = (batch: unknown, warehouse: unknown, qty: number) =>
    held.set(key(batch, warehouse), (held.get(key(batch, warehouse)) ?? 0) + qty);
  for (const d of submitted) {
    for (const r of rows(d)) {
      if (!r.batch_no) continue;
      if (r.s_warehouse) add(r.batch_no, r.s_warehouse, -Number(r.qty ?? 0));
      if (r.t_warehouse) add(r.batch_no, r.t_warehouse, Number(r.qty ?? 0));
    }
  }
  for (const r of rows(doc)) {
    if (!r.batch_no || !r.s_warehouse) continue;
    const qty = Number(r.qty ?? 0);
    const left = (held.get(key(r.batch_no, r.s_warehouse)) ?? 0) - qty;
    if (left < -1e-9) {
      return {
        exc: 'BatchNegativeStockError',
        messages: [
          `The Batch <strong>${String(r.batch_no)}</strong> of an item <strong>${String(r.item_code)}</strong> has negative stock in the warehouse <strong>${String(r.s_warehouse)}</strong>. Please add a stock quantity of ${-left} to proceed with this entry.`,
        ],
      };
    }
    add(r.batch_no, r.s_warehouse, -qty);
  }
  return null;
}

/**
 * An update of a submitted document: only a cancel (docstatus 2) or fields that allow it
 * (none of those the test site declares) may change (document.py, validate_update_after_submit
 * and check_docstatus_transition).
 */
export function updateAfterSubmit(before: Doc, changes: Doc): Refusal | null {
  const from = Number(before.docstatus ?? 0);
  const to = changes.docstatus === undefined ? from : Number(changes.docstatus);
  if (from === 0) return null;
  if (to < from) {
    return {
      exc: 'DocstatusTransitionError',
      messages: [`Cannot change docstatus from ${from} to ${to}`],
    };
  }
  if (to === 2 && from === 1) return null;
  for (const [field, v] of Object.entries(changes)) {
    if (field === 'docstatus' || field === 'modified' || field.startsWith('__')) continue;
    if (JSON.stringify(v) === JSON.stringify(before[field])) continue;
    if (Array.isArray(v)) {
      return {
        exc: 'UpdateAfterSubmitError',
        messages: [`Not allowed to change ${labelOf(field)} after submission`],
      };
    }
    return {
      exc: 'UpdateAfterSubmitError',
      messages: [
        `Not allowed to change ${labelOf(field)} after submission from ${String(before[field] ?? '')} to ${String(v)}`,
      ],
    };
  }
  return null;
}
