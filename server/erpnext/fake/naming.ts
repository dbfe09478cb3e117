import type { Doc } from '../pull/declare';
import { QueryError } from './query';

/**
 * How ERPNext v15 names a document created over REST (POST /api/resource/<DocType>). A `name`
 * in the body is dropped unless the doctype is named by prompt (frappe/model/naming.py,
 * set_new_name). Customer, Address and Contact are renamed when their name is taken; a doctype
 * named by a field (an item's code, a batch's id) answers 409 instead; a naming series cannot
 * clash. Names compare blind to case, as MariaDB's collation does.
 */

export type Named = { name: string } | { clash: string };

export interface Names {
  /** Whether a document of the doctype has this name (blind to case). */
  taken(name: string): boolean;
  /** Every name of the doctype. */
  all(): string[];
  /** The next number of a naming series key (`tabSeries`), from 1. */
  next(key: string): number;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The highest `n` of names `<base><sep>n`, blind to case. */
function highest(names: string[], base: string, sep: string): number {
  const lower = `${base}${sep}`.toLowerCase();
  let max = 0;
  for (const n of names) {
    if (!n.toLowerCase().startsWith(lower)) continue;
    const tail = n.slice(lower.length);
    if (/^\d+$/.test(tail)) max = Math.max(max, Number(tail));
  }
  return max;
}

const firstLink = (doc: Doc): string => {
  const links = Array.isArray(doc.links) ? (doc.links as Doc[]) : [];
  return text(links[0]?.link_name);
};

/**
 * erpnext/selling/doctype/customer/customer.py (get_customer_name): by the customer's name; a
 * name taken becomes "<name> - <highest + 1>".
 */
function customer(doc: Doc, names: Names): string {
  const base = text(doc.customer_name);
  if (!base) throw new QueryError('Error: Value missing for Customer: Customer Name');
  if (!names.taken(base)) return base;
  return `${base} - ${highest(names.all(), base, ' - ') + 1}`;
}

/**
 * frappe/contacts/doctype/address/address.py (autoname): "<title>-<type>", the title defaulting
 * to the first link's name; a name taken takes the series "<title>-<type>-.#".
 */
function address(doc: Doc, names: Names): string {
  const title = text(doc.address_title) || firstLink(doc);
  if (!title) throw new QueryError('Address Title is mandatory.');
  const base = `${title}-${text(doc.address_type)}`;
  if (!names.taken(base)) return base;
  return `${base}-${names.next(`${base}-`)}`;
}

/**
 * frappe/contacts/doctype/contact/contact.py (autoname): the full name, then "-<first link>";
 * a name taken gets "-<highest + 1>" (naming.append_number_if_name_exists).
 */
function contact(doc: Doc, names: Names): string {
  const full =
    [doc.first_name, doc.middle_name, doc.last_name].map(text).filter(Boolean).join(' ') ||
    text(doc.company_name);
  const link = firstLink(doc);
  const base = link ? `${full}-${link}` : full;
  if (!names.taken(base)) return base;
  return `${base}-${highest(names.all(), base, '-') + 1}`;
}

const renamed: Record<string, (doc: Doc, names: Names) => string> = {
  Customer: customer,
  Address: address,
  Contact: contact,
};

/**
 * ERPNext's default abbreviation of a company: the first letter of each word
 * (erpnext/setup/doctype/company/company.js, company_name's abbr).
 */
const abbrOf = (company: string) =>
  company
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/**
 * erpnext/stock/doctype/warehouse/warehouse.py (autoname): "<warehouse_name> - <company abbr>",
 * unless the name already ends so.
 */
function warehouse(doc: Doc): string {
  const base = text(doc.warehouse_name);
  const company = text(doc.company);
  if (!base || !company) return base;
  const suffix = ` - ${abbrOf(company)}`;
  return base.endsWith(suffix) ? base : `${base}${suffix}`;
}

/** Doctypes named by one of their fields (`autoname: field:…`): a taken name is a 409. */
const byField: Record<string, (doc: Doc) => string> = {
  Item: (d) => text(d.item_code),
  Batch: (d) => text(d.batch_id),
  Supplier: (d) => text(d.supplier_name),
  Warehouse: warehouse,
};

/**
 * The name a REST insert gets, or the name that clashes. Null: the store's own rule (a series,
 * or a hash; a doctype the site does not declare keeps a given name).
 */
export function nameOnInsert(doctype: string, doc: Doc, names: Names): Named | null {
  const rename = renamed[doctype];
  if (rename) return { name: rename(doc, names) };
  const field = byField[doctype];
  if (field) {
    const name = field(doc);
    if (!name) throw new QueryError(`Error: Value missing for ${doctype}: Name`);
    return names.taken(name) ? { clash: name } : { name };
  }
  return null;
}
