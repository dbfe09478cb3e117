import type { Db } from '../../db/client';

/**
 * A pushed doctype, declared once: how our record is read and which site field takes which of
 * its columns. A mill's custom field is one more line in `fields` (a column name, a constant or a
 * value made from the record), not a change of the worker.
 */

export type FieldSource<Row> =
  (keyof Row & string) | { readonly value: unknown } | ((row: Row) => unknown);

export interface PushDeclaration<Row> {
  /** The site's doctype. */
  readonly doctype: string;
  /** Our record by its id, in the save's transaction; null when it is not there. */
  read(db: Db, greigeId: string): Promise<Row | null>;
  /** Site field ← source. A null or absent value leaves the field to the site's default. */
  readonly fields: Readonly<Record<string, FieldSource<Row>>>;
  /**
   * Whether the site takes this record at all (a Batch only of an item it keeps by batch);
   * one it does not take is never queued. All are taken when absent.
   */
  takes?(row: Row): boolean;
}

function valueOf<Row>(row: Row, source: FieldSource<Row>): unknown {
  if (typeof source === 'function') return source(row);
  if (typeof source === 'string') return row[source as keyof Row];
  return source.value;
}

/** Frappe's Date and Datetime fields: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` (mill time, UTC+05:30). */
const millIso = (at: Date): string => new Date(at.getTime() + 330 * 60_000).toISOString();
export const frappeDate = (d: string | Date | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : millIso(d).slice(0, 10);
export const frappeDatetime = (at: Date | null): string | null =>
  at === null ? null : millIso(at).slice(0, 19).replace('T', ' ');

/** Frappe's check fields are 0 or 1. */
export const check = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** The document the site takes for `row`. */
export function payloadOf<Row>(decl: PushDeclaration<Row>, row: Row): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(decl.fields)) {
    const v = valueOf(row, source);
    if (v !== null && v !== undefined) doc[field] = v;
  }
  return doc;
}
