import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How a doctype of the site fills the mirror: which fields to ask for, which child tables to read
 * (a list of documents never carries them: their rows are listed by the child doctype, a page of
 * documents at a time), and which field lands in which mirror column. A mill's custom field is a
 * change here, not in the sync.
 */

export type Doc = Record<string, unknown>;

/** What a converter may need to know of the site beyond the document. */
export interface SiteContext {
  /** The site's system time zone: its datetimes carry no offset. */
  timeZone: string;
}

/** Turns a site value into the mirror's; `Skip` refuses the document (with the reason). */
export type Convert = (value: unknown, doc?: Doc, parent?: Doc, site?: SiteContext) => unknown;

export class Skip extends Error {}

export interface FieldMap {
  /** The mirror column: the property of the Drizzle table. */
  column: string;
  /** The site's field; for a column computed from several, `from` instead. */
  field?: string;
  from?: (doc: Doc, parent?: Doc) => unknown;
  as?: Convert;
  /**
   * The way back, for building a site from a mirror (the standalone test site): the site field a
   * computed column comes from, and how its value reads on the site when not as in the mirror.
   */
  site?: string;
  toSite?: (value: unknown) => unknown;
  /**
   * The doctype whose document this column names by its site name. A document Greige made may be
   * named otherwise on the site (a customer "Kaveri Knits" that is CUST-00001 here): its site name
   * is turned into Greige's id, as the outbox kept it when the site took the document.
   */
  names?: string;
  /**
   * An empty value from the site leaves the mirror's: for what Greige records itself and the
   * site may not carry back (a customer's segment and phone, a batch's colour and lot). The
   * converter must answer null for empty.
   */
  keep?: boolean;
}

export interface ChildDecl {
  /** The child table's field on the parent, e.g. `items`. */
  field: string;
  table: PgTable;
  /** Mirror columns naming one child row (the primary key). */
  key: string[];
  /** The column holding the parent's name. */
  parentColumn: string;
  fields: FieldMap[];
}

export interface DoctypeDecl {
  doctype: string;
  table: PgTable;
  key: string;
  /** Site fields a list asks for besides `name`, `modified` and `docstatus`. */
  fields: string[];
  map: FieldMap[];
  children?: ChildDecl[];
  /**
   * Child tables that are read but not mirrored, with the fields read from their rows: an
   * address's `links`, a sales document's `sales_team`.
   */
  readsChildren?: Readonly<Record<string, readonly string[]>>;
  /**
   * Submittable doctypes: drafts are never pulled. A cancelled document is `flag`ged (kept with
   * docstatus 2, which every figure leaves out) or `remove`d (tables without docstatus).
   */
  submittable?: 'flag' | 'remove';
  /**
   * Drafts are pulled too: a doctype whose live documents are drafts (a Job Card stays docstatus 0
   * while Open, Work In Progress, Material Transferred or On Hold and is submitted only when it
   * is finished, erpnext/manufacturing/doctype/job_card/job_card.py, set_status).
   */
  drafts?: boolean;
  /** A column naming another mirror row that must exist (an address's customer). */
  refs?: { column: string; table: PgTable; key: string };
  /** A flag one row per group may hold (a customer's primary address): a pulled row takes it. */
  exclusive?: { flag: string; per: string };
  /** Sales figures are refreshed after a pull that changed these. */
  refreshesSales?: boolean;
}

/** The child tables a declaration reads, with the fields it reads from their rows. */
export function childTablesOf(decl: DoctypeDecl): Record<string, readonly string[]> {
  const tables: Record<string, readonly string[]> = { ...decl.readsChildren };
  for (const child of decl.children ?? []) {
    tables[child.field] = child.fields.flatMap((f) => (f.from ? [] : [f.field ?? f.column]));
  }
  return tables;
}

// Converters: Frappe answers numbers as numbers, checks as 0/1, dates as `YYYY-MM-DD` text and
// datetimes as `YYYY-MM-DD HH:MM:SS[.ffffff]` in the site's time zone.

const textOf = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v as string | number);
export const text: Convert = textOf;

export const required =
  (what: string, fallback?: string): Convert =>
  (v) => {
    const t = textOf(v);
    if (t !== null) return t;
    if (fallback !== undefined) return fallback;
    throw new Skip(`${what} is empty`);
  };

const numOf = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};
export const num: Convert = numOf;

/** A quantity, or null when there is none (for a `keep` column a zero must not overwrite). */
export const positiveOrNull: Convert = (v) => {
  const n = numOf(v);
  return n > 0 ? n : null;
};

export const int: Convert = (v) => Math.round(numOf(v));

export const intOrNull: Convert = (v) =>
  v === null || v === undefined || v === '' ? null : int(v);

export const check: Convert = (v) => v === 1 || v === true || v === '1';

export const notCheck: Convert = (v) => !check(v);

const dayOf = (v: unknown): string | null => {
  const t = textOf(v);
  return t && /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
};
export const day: Convert = dayOf;

export const requiredDay =
  (what: string): Convert =>
  (v, doc) => {
    const d = dayOf(v) ?? dayOf(doc?.creation);
    if (d === null) throw new Skip(`${what} is empty`);
    return d;
  };

/** A site that has not said its time zone keeps Frappe's default (frappe.utils.get_system_timezone). */
export const defaultSiteZone = 'Asia/Kolkata';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `zone` is ahead of UTC at `at`, in milliseconds. */
export function offsetIn(zone: string, at: number): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - (at - (at % 1000));
}

/**
 * The instant of a site datetime, `YYYY-MM-DD HH:MM:SS[.ffffff]` on the site's clock (Frappe's
 * `now()`; `str()` leaves out a zero fraction). Null for text that is not one.
 */
export function siteInstant(text: string, zone: string = defaultSiteZone): Date | null {
  const m = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, se, frac = ''] = m;
  const wall = Date.UTC(
    +y!,
    +mo! - 1,
    +d!,
    +h!,
    +mi!,
    +se!,
    Number(frac.padEnd(3, '0').slice(0, 3)),
  );
  if (Number.isNaN(wall)) return null;
  try {
    // The offset at the wall time read as UTC, then again at the instant it gives: across a
    // change of the clocks the second is the zone's own.
    const first = wall - offsetIn(zone, wall);
    return new Date(wall - offsetIn(zone, first));
  } catch {
    // An unknown zone name: the default's reading rather than none.
    return zone === defaultSiteZone ? null : siteInstant(text, defaultSiteZone);
  }
}

export const siteTime: Convert = (v, _doc, _parent, site) => {
  const t = textOf(v);
  return (t && siteInstant(t, site?.timeZone)) ?? new Date();
};

/** One of the mirror's words; others are mapped (`aliases`) or refuse the document. */
export const oneOf =
  (values: readonly string[], aliases: Record<string, string> = {}, fallback?: string): Convert =>
  (v) => {
    const t = textOf(v) ?? '';
    if (values.includes(t)) return t;
    if (t in aliases) return aliases[t];
    if (fallback !== undefined) return fallback;
    throw new Skip(`"${t}" is not one of ${values.join(', ')}`);
  };

/** The first row of a child table that Frappe lists as `[{...}]` on the full document. */
export const firstChild = (doc: Doc, field: string, of: string): unknown => {
  const rows = doc[field];
  if (!Array.isArray(rows) || rows.length === 0) return null;
  const first = rows[0] as Doc;
  return first[of] ?? null;
};

/** The document a Dynamic Link (`links` of an Address or Contact) points to, of one doctype. */
export const linkTo = (doc: Doc, doctype: string): unknown => {
  const rows = Array.isArray(doc.links) ? (doc.links as Doc[]) : [];
  return rows.find((l) => l.link_doctype === doctype)?.link_name ?? null;
};
