import { desc, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Doc, DoctypeDecl, FieldMap } from '../pull/declare';
import { doctypes } from '../pull/doctypes';
import type { FakeSite } from './site';
import { siteTimestamp } from './store';

/**
 * Fills a test site from a mirror (the demo mill's): the pull's declarations read backwards, so
 * the site holds what the demo mill would have pulled from it, with ERPNext's field names.
 */

const toSiteValue = (v: unknown): unknown => {
  if (v instanceof Date) return siteTimestamp(v.getTime() * 1000);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
};

function docOf(fields: FieldMap[], row: Record<string, unknown>, child: boolean): Doc {
  const doc: Doc = {};
  for (const f of fields) {
    if (f.from && (child || !f.site)) continue; // a line's party is its document's
    const name = f.from ? f.site! : (f.field ?? f.column);
    const value = row[f.column];
    if (value === null || value === undefined) continue;
    doc[name] = f.toSite ? f.toSite(value) : toSiteValue(value);
  }
  return doc;
}

/** Writes up to `limit` of each doctype's newest rows (all of the masters) into the site. */
export async function seedSiteFromMirror(
  site: FakeSite,
  db: Db,
  opts: { limit?: number; decls?: readonly DoctypeDecl[] } = {},
): Promise<Record<string, number>> {
  const limit = opts.limit ?? 400;
  const counts: Record<string, number> = {};
  for (const decl of opts.decls ?? doctypes) {
    const columns = getTableColumns(decl.table) as Record<string, PgColumn>;
    const order = columns.modified ?? columns[decl.key]!;
    const rows = (await db.select().from(decl.table).orderBy(desc(order)).limit(limit)) as Record<
      string,
      unknown
    >[];
    const docs = rows.map((row) => {
      const doc = docOf(decl.map, row, false);
      doc.name = row[decl.key];
      // ERPNext keeps the code an item or batch is named by in a field of its own too.
      if (decl.doctype === 'Item') doc.item_code = doc.name;
      if (decl.doctype === 'Batch') doc.batch_id = doc.name;
      if (decl.submittable) doc.docstatus ??= 1;
      return doc;
    });
    for (const child of decl.children ?? []) {
      const parents = new Map(docs.map((d) => [d.name, d]));
      const lines = (await db.select().from(child.table)) as Record<string, unknown>[];
      for (const line of lines) {
        const parent = parents.get(line[child.parentColumn]);
        if (!parent) continue;
        const list = (parent[child.field] ??= []) as Doc[];
        list.push(docOf(child.fields, line, true));
      }
      for (const d of docs) {
        const list = d[child.field];
        if (Array.isArray(list)) list.sort((a: Doc, b: Doc) => Number(a.idx) - Number(b.idx));
      }
    }
    site.load(decl.doctype, docs.reverse());
    counts[decl.doctype] = docs.length;
  }
  return counts;
}
