import {
  and,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';
import {
  defaultSiteZone,
  Skip,
  type ChildDecl,
  type Doc,
  type DoctypeDecl,
  type FieldMap,
  type SiteContext,
} from './declare';

/**
 * Writes one page of site documents into the mirror, by a doctype's declaration: upserts (only
 * the declared columns, so columns Greige keeps for itself survive), child rows replaced per
 * document, cancelled documents flagged or removed. Runs inside the page's transaction.
 */

type Row = Record<string, unknown>;

const col = (table: PgTable, prop: string): PgColumn => {
  const c = getTableColumns(table)[prop];
  if (!c) throw new Error(`the mirror has no column ${prop}`);
  return c;
};

function mapRow(fields: FieldMap[], doc: Doc, site: SiteContext, parent?: Doc): Row {
  const row: Row = {};
  for (const f of fields) {
    const raw = f.from ? f.from(doc, parent) : doc[f.field ?? f.column];
    row[f.column] = f.as ? f.as(raw, doc, parent, site) : raw;
  }
  return row;
}

/** The site field a column is read from; none for a column computed from several. */
const sourceOf = (f: FieldMap): string | undefined => (f.from ? f.site : (f.field ?? f.column));

/**
 * The columns whose site field every document of the page carries. A field the site lacks, or
 * one the API user may not read, is not in its answer at all (not even as null): the column keeps
 * what it holds rather than being blanked, and a new row takes the converter's default.
 */
function sentFields(fields: FieldMap[], docs: readonly Doc[], child = false): FieldMap[] {
  return fields.filter((f) => {
    // A child row's computed column comes from its document (a line's customer), not the row.
    const source = child && f.from ? undefined : sourceOf(f);
    return source === undefined || docs.every((d) => source in d);
  });
}

/**
 * Sets every declared column but the key from the proposed row; a column declared `keep` takes
 * the site's value only when it has one (an empty one leaves the mirror's).
 */
const excluded = (table: PgTable, fields: FieldMap[], key: string[]): Record<string, SQL> =>
  Object.fromEntries(
    fields
      .filter((f) => !key.includes(f.column))
      .map((f) => {
        const name = col(table, f.column).name;
        const value = f.keep
          ? `coalesce(excluded."${name}", "${getTableName(table)}"."${name}")`
          : `excluded."${name}"`;
        return [f.column, sql.raw(value)];
      }),
  );

async function upsert(tx: Db, table: PgTable, rows: Row[], key: string[], fields: FieldMap[]) {
  if (rows.length === 0) return;
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: key.map((k) => col(table, k)),
      set: excluded(table, fields, key),
    });
}

async function writeChildren(
  tx: Db,
  child: ChildDecl,
  parents: string[],
  rows: Row[],
  sent: FieldMap[],
) {
  if (parents.length === 0) return;
  const parentCol = col(child.table, child.parentColumn);
  const own = child.key.find((k) => k !== child.parentColumn) ?? child.key[0]!;
  // Rows reordered on the site swap their idx; moving the old ones aside first keeps a unique
  // (parent, idx) from refusing the swap.
  if (!child.key.includes('idx') && 'idx' in getTableColumns(child.table)) {
    await tx
      .update(child.table)
      .set({ idx: sql`-${col(child.table, 'idx')}` })
      .where(inArray(parentCol, parents));
  }
  for (const parent of parents) {
    const keep = rows.filter((r) => r[child.parentColumn] === parent).map((r) => r[own]);
    await tx
      .delete(child.table)
      .where(
        keep.length > 0
          ? and(eq(parentCol, parent), notInArray(col(child.table, own), keep))
          : eq(parentCol, parent),
      );
  }
  const fields = [...sent, { column: child.parentColumn }];
  await upsert(tx, child.table, rows, child.key, fields);
}

/**
 * Site names of documents Greige made turned into Greige's ids (the outbox kept each name when the
 * site took the document), in every column declared to name such a document. Returns what each
 * column's names became, so child rows can follow their parent's key.
 */
async function ownIds(
  tx: Db,
  fields: FieldMap[],
  rows: Row[],
): Promise<Map<string, Map<string, string>>> {
  const done = new Map<string, Map<string, string>>();
  for (const f of fields) {
    if (!f.names) continue;
    const names = [...new Set(rows.map((r) => r[f.column]).filter((v) => typeof v === 'string'))];
    if (names.length === 0) continue;
    const found = await tx
      .select({ site: erpOutbox.siteName, id: erpOutbox.greigeId })
      .from(erpOutbox)
      .where(and(eq(erpOutbox.doctype, f.names), inArray(erpOutbox.siteName, names as string[])));
    const ids = new Map(found.flatMap((x) => (x.site ? [[x.site, x.id] as const] : [])));
    done.set(f.column, ids);
    for (const r of rows) r[f.column] = ids.get(String(r[f.column])) ?? r[f.column];
  }
  return done;
}

export interface PageResult {
  written: number;
  removed: number;
  skipped: string[];
}

export async function writePage(
  tx: Db,
  decl: DoctypeDecl,
  docs: Doc[],
  site: SiteContext = { timeZone: defaultSiteZone },
): Promise<PageResult> {
  const rows: Row[] = [];
  // Per child table the rows to write and the site's rows they came from (which fields it sent).
  const children = new Map<ChildDecl, { rows: Row[]; docs: Doc[] }>();
  /** The documents written (not removed), whose fields decide which columns are set. */
  const written: Doc[] = [];
  const removed: string[] = [];
  const skipped: string[] = [];
  for (const doc of docs) {
    const name = String(doc.name);
    if (decl.submittable === 'remove' && Number(doc.docstatus) === 2) {
      removed.push(name);
      continue;
    }
    written.push(doc);
    try {
      const row = mapRow(decl.map, doc, site);
      // A table the site did not send (it lacks it) keeps the mirror's rows as they are.
      const childRows = (decl.children ?? [])
        .filter((c) => c.field in doc)
        .map((c) => {
          const list = Array.isArray(doc[c.field]) ? (doc[c.field] as Doc[]) : [];
          return [
            c,
            list,
            list.map((r) => ({
              ...mapRow(c.fields, r, site, doc),
              [c.parentColumn]: row[decl.key],
            })),
          ] as const;
        });
      rows.push(row);
      for (const [c, source, list] of childRows) {
        let table = children.get(c);
        if (!table) children.set(c, (table = { rows: [], docs: [] }));
        table.rows.push(...list);
        table.docs.push(...source);
      }
    } catch (e) {
      if (!(e instanceof Skip)) throw e;
      skipped.push(`${name}: ${e.message}`);
    }
  }
  const keys = (await ownIds(tx, decl.map, rows)).get(decl.key);
  for (const [c, { rows: list }] of children) {
    for (const r of list) {
      const parent = String(r[c.parentColumn]);
      r[c.parentColumn] = keys?.get(parent) ?? parent;
    }
    await ownIds(tx, c.fields, list);
  }
  let kept = rows;
  if (decl.refs) {
    const { column, table, key } = decl.refs;
    const wanted = [...new Set(rows.map((r) => String(r[column])))];
    const found = wanted.length
      ? new Set(
          (
            await tx
              .select({ k: col(table, key) })
              .from(table)
              .where(inArray(col(table, key), wanted))
          ).map((r) => String(r.k)),
        )
      : new Set<string>();
    kept = rows.filter((r) => {
      if (found.has(String(r[column]))) return true;
      skipped.push(`${String(r[decl.key])}: ${String(r[column])} is not in the mirror`);
      return false;
    });
  }
  if (decl.exclusive) {
    const { flag, per } = decl.exclusive;
    // One flagged row per group: the last pulled wins, others of the group drop the flag.
    const winners = new Map<unknown, Row>();
    for (const r of kept) if (r[flag]) winners.set(r[per], r);
    for (const r of kept) if (r[flag] && winners.get(r[per]) !== r) r[flag] = false;
    for (const [group, r] of winners) {
      await tx
        .update(decl.table)
        .set({ [flag]: false })
        .where(
          and(eq(col(decl.table, per), group), sql`${col(decl.table, decl.key)} <> ${r[decl.key]}`),
        );
    }
  }
  // A page may hold a document twice only if the site edited it between two pages; last wins.
  const unique = [...new Map(kept.map((r) => [r[decl.key], r])).values()];
  if (removed.length > 0) {
    for (const c of decl.children ?? []) {
      await tx.delete(c.table).where(inArray(col(c.table, c.parentColumn), removed));
    }
    await tx.delete(decl.table).where(inArray(col(decl.table, decl.key), removed));
  }
  await upsert(tx, decl.table, unique, [decl.key], sentFields(decl.map, written));
  const parents = unique.map((r) => String(r[decl.key]));
  for (const c of decl.children ?? []) {
    const table = children.get(c);
    if (!table) continue;
    const keptRows = table.rows.filter((r) => parents.includes(String(r[c.parentColumn])));
    await writeChildren(tx, c, parents, keptRows, sentFields(c.fields, table.docs, true));
  }
  return { written: unique.length, removed: removed.length, skipped };
}
