import { defaultSiteZone, offsetIn, type Doc } from '../pull/declare';
import { nameOnInsert } from './naming';
import { QueryError } from './query';

/**
 * What a Frappe site holds, as the REST API shows it: documents per doctype with Frappe's names,
 * `modified` in the site's format (system time zone, microseconds), docstatus and child rows.
 */

/**
 * The naming series of a stock ERPNext site's doctypes; those named by a field or renamed on a
 * clash are named by naming.ts, as over REST.
 */
const series: Record<string, string | null> = {
  Item: null,
  Supplier: null,
  Warehouse: null,
  Customer: null,
  Batch: null,
  Employee: 'HR-EMP-.#####',
  'Employee Checkin': 'EMP-CKIN-.MM.-.YYYY.-.######',
  'Work Order': 'MFG-WO-.YYYY.-.#####',
  'Job Card': 'PO-JOB.#####',
  'Purchase Order': 'PUR-ORD-.YYYY.-.#####',
  'Subcontracting Order': 'SC-ORD-.YYYY.-.#####',
  'Sales Order': 'SAL-ORD-.YYYY.-.#####',
  'Sales Invoice': 'ACC-SINV-.YYYY.-.#####',
  'Stock Entry': 'MAT-STE-.YYYY.-.#####',
  Address: 'ADDR-.#####',
  Contact: 'CONT-.#####',
};

/** Doctypes of a stock ERPNext site with the HR app; others exist once a document is inserted. */
export const standardDoctypes = Object.keys(series);

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/**
 * Frappe's `now()` as its answers carry it: `YYYY-MM-DD HH:MM:SS.ffffff` in the site's time zone
 * (Asia/Kolkata unless the site says otherwise). Python's `str()` of a datetime leaves out a zero
 * fraction, so a time on the whole second is `YYYY-MM-DD HH:MM:SS`.
 */
export function siteTimestamp(micros: number, zone = defaultSiteZone): string {
  const ms = Math.floor(micros / 1000);
  const d = new Date(ms + offsetIn(zone, ms));
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
  const time = `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  const fraction = micros % 1_000_000;
  return fraction === 0 ? `${date} ${time}` : `${date} ${time}.${pad(fraction, 6)}`;
}

export class SiteStore {
  private readonly byType = new Map<string, Map<string, Doc>>();
  private readonly counters = new Map<string, number>();
  private lastMicros = 0;
  private hashes = 0;

  constructor(
    readonly known = new Set(standardDoctypes),
    private readonly zone = defaultSiteZone,
  ) {}

  has(doctype: string): boolean {
    return this.known.has(doctype);
  }

  all(doctype: string): Doc[] {
    return [...(this.byType.get(doctype)?.values() ?? [])].map((d) => structuredClone(d));
  }

  /** The doctype's documents as stored, not copied: for checks that only read them. */
  peek(doctype: string): readonly Doc[] {
    return [...(this.byType.get(doctype)?.values() ?? [])];
  }

  find(doctype: string, name: string): Doc | undefined {
    return this.byType.get(doctype)?.get(name);
  }

  /** Strictly increasing, as two saves in one microsecond would otherwise tie. */
  now(): string {
    this.lastMicros = Math.max(this.lastMicros + 1, Date.now() * 1000);
    return siteTimestamp(this.lastMicros, this.zone);
  }

  private hash(): string {
    this.hashes += 1;
    return (0x9e3779b1 * this.hashes).toString(16).slice(-10).padStart(10, 'a');
  }

  /**
   * A seeded document's name: the one given, else as a REST insert names it (naming.ts), else by
   * the doctype's series, else a hash.
   */
  private nameFor(doctype: string, doc: Doc): string {
    if (typeof doc.name === 'string' && doc.name.trim()) return doc.name.trim();
    const names = this.peek(doctype).map((d) => String(d.name));
    try {
      const named = nameOnInsert(doctype, doc, {
        all: () => names,
        taken: (n) => names.some((x) => x.toLowerCase() === n.toLowerCase()),
        next: (key) => this.nextInSeries(key),
      });
      if (named && 'name' in named) return named.name;
      if (named) throw new Error(`${doctype} ${named.clash} is already on the test site`);
    } catch (e) {
      if (!(e instanceof QueryError)) throw e;
    }
    const rule = series[doctype];
    if (!rule) return this.hash();
    const now = new Date(Date.now() + offsetIn(this.zone, Date.now()));
    const prefix = rule
      .replace('.YYYY.', String(now.getUTCFullYear()))
      .replace('.MM.', pad(now.getUTCMonth() + 1, 2))
      .replace(/\.#+$/, '');
    const digits = /#+$/.exec(rule)?.[0].length ?? 5;
    return `${prefix.replace(/\.$/, '')}${pad(this.nextInSeries(prefix), digits)}`;
  }

  /** Child rows get Frappe's parent links, idx and a name of their own. */
  private children(doctype: string, name: string, doc: Doc): void {
    for (const [field, value] of Object.entries(doc)) {
      if (!Array.isArray(value)) continue;
      value.forEach((row: unknown, i) => {
        if (!row || typeof row !== 'object') return;
        const r = row as Doc;
        r.name ??= this.hash();
        r.idx = i + 1;
        r.parent = name;
        r.parentfield = field;
        r.parenttype = doctype;
        r.docstatus = doc.docstatus;
      });
    }
  }

  /** The next number of a naming series key, from 1 (Frappe's `tabSeries`). */
  nextInSeries(key: string): number {
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return next;
  }

  exists(doctype: string, doc: Doc): boolean {
    return typeof doc.name === 'string' && this.find(doctype, doc.name) !== undefined;
  }

  /** Inserts a new document; `keep` keeps a given `modified` (seeding a site with its history). */
  insert(doctype: string, input: Doc, keep = false): Doc {
    this.known.add(doctype);
    const doc = structuredClone(input);
    const name = this.nameFor(doctype, doc);
    const stamp = this.now();
    doc.name = name;
    doc.doctype = doctype;
    doc.docstatus = Number(doc.docstatus ?? 0);
    doc.owner ??= 'Administrator';
    doc.creation ??= stamp;
    if (!keep || typeof doc.modified !== 'string') doc.modified = stamp;
    doc.modified_by ??= 'Administrator';
    this.children(doctype, name, doc);
    let docs = this.byType.get(doctype);
    if (!docs) this.byType.set(doctype, (docs = new Map()));
    docs.set(name, doc);
    return structuredClone(doc);
  }

  update(doctype: string, name: string, changes: Doc): Doc {
    const doc = this.find(doctype, name);
    if (!doc) throw new Error(`${doctype} ${name} not found`);
    for (const [k, v] of Object.entries(changes)) {
      if (k === 'name' || k === 'doctype' || k === 'modified' || k === 'creation') continue;
      doc[k] = structuredClone(v);
    }
    doc.docstatus = Number(doc.docstatus ?? 0);
    doc.modified = this.now();
    this.children(doctype, name, doc);
    return structuredClone(doc);
  }
}
