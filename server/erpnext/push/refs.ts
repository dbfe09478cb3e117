import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';
import { isSiteRef, type SiteRef } from './outbox';

/**
 * Fills each SiteRef of a payload with the site's name of the document it points to: the name
 * the site gave it when Greige pushed it, or, for a record that came from the site (no outbox
 * row), its own id, which is the site's name.
 */

export type Resolution =
  | { readonly ok: true; readonly doc: Record<string, unknown> }
  /** A document pointed to is not on the site yet (or was refused: it waits for an administrator). */
  | { readonly ok: false; readonly waitsFor: string; readonly refused: boolean };

function collect(value: unknown, into: SiteRef[]): void {
  if (isSiteRef(value)) into.push(value);
  else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collect(v, into);
}

const keyOf = (r: SiteRef) => JSON.stringify([r.$site.doctype, r.$site.greigeId]);

function replace(value: unknown, names: Map<string, string>): unknown {
  if (isSiteRef(value)) return names.get(keyOf(value));
  if (Array.isArray(value)) return value.map((v) => replace(v, names));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v, names)]));
  return value;
}

export async function resolveRefs(db: Db, payload: Record<string, unknown>): Promise<Resolution> {
  const refs: SiteRef[] = [];
  collect(payload, refs);
  if (refs.length === 0) return { ok: true, doc: payload };
  const rows = await db
    .select({
      doctype: erpOutbox.doctype,
      greigeId: erpOutbox.greigeId,
      state: erpOutbox.state,
      siteName: erpOutbox.siteName,
    })
    .from(erpOutbox)
    .where(
      or(
        ...refs.map((r) =>
          and(eq(erpOutbox.doctype, r.$site.doctype), eq(erpOutbox.greigeId, r.$site.greigeId)),
        ),
      ),
    );
  const queued = new Map(rows.map((r) => [JSON.stringify([r.doctype, r.greigeId]), r]));
  const names = new Map<string, string>();
  for (const ref of refs) {
    const key = keyOf(ref);
    const row = queued.get(key);
    // Once on the site, a document keeps its name there, even while an edit of it is queued.
    if (!row) names.set(key, ref.$site.greigeId);
    else if (row.siteName) names.set(key, row.siteName);
    else
      return {
        ok: false,
        waitsFor: `${ref.$site.doctype} ${ref.$site.greigeId}`,
        refused: row.state === 'refused',
      };
  }
  return { ok: true, doc: replace(payload, names) as Record<string, unknown> };
}
