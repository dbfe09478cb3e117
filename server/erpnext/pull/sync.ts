import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpConnector, erpSyncState } from '../../db/schema';
import { FrappeError, type Filter, type SiteClient, type SiteMeta } from '../site/client';
import { describeSiteError } from '../site/connection';
import { siteHas, siteMetaOf } from '../fields';
import {
  childTablesOf,
  defaultSiteZone,
  type Doc,
  type DoctypeDecl,
  type SiteContext,
} from './declare';
import { doctypes as allDoctypes } from './doctypes';
import { tryLockSync } from './lock';
import { refreshSalesFigures } from './refresh';
import { writePage } from './write';

/**
 * The pull: per doctype, the documents modified since the cursor, oldest first (`modified`, then
 * `name`), a page at a time; each page is written in one transaction together with the cursor, so
 * a sync that dies resumes after its last committed page. Rate limits wait as the site asks;
 * outages back off and, if they last, end the run (the next run resumes).
 */

export interface SyncOptions {
  pageSize?: number;
  /** Tries of one request before the run gives up on it. */
  maxTries?: number;
  /** The longest single wait, in seconds, whatever the site asks. */
  maxWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  doctypes?: readonly DoctypeDecl[];
  log?: (msg: string) => void;
  /** Aborted: the run ends after the page it is writing (the cursor keeps its place). */
  signal?: AbortSignal;
  /**
   * Skip the pull when one (by any server on this database) started less than this many
   * milliseconds ago: the timers of several servers make one pull per interval between them.
   */
  notWithinMs?: number;
}

export interface DoctypeOutcome {
  doctype: string;
  rows: number;
  error: string | null;
}

export type SyncOutcome =
  | { ran: true; doctypes: DoctypeOutcome[] }
  | { ran: false; reason: 'running' | 'recent' }
  /** The site asked to be left alone until `until` (its rate limit). */
  | { ran: false; reason: 'waiting'; until: Date };

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A rate limit whose Retry-After is longer than one wait of the run. */
const tooLong = (e: unknown, o: Pick<Required<SyncOptions>, 'maxWaitSeconds'>): boolean =>
  e instanceof FrappeError &&
  e.kind === 'rate_limited' &&
  e.retryAfterSeconds !== null &&
  e.retryAfterSeconds > o.maxWaitSeconds;
const transient = new Set(['rate_limited', 'unavailable', 'network']);

async function withRetry<T>(
  fn: () => Promise<T>,
  o: Pick<Required<SyncOptions>, 'maxTries' | 'maxWaitSeconds' | 'sleep'>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof FrappeError) || !transient.has(e.kind) || attempt >= o.maxTries) throw e;
      // A wait longer than the run may take ends it at once (the site's window may be an hour).
      if (tooLong(e, o)) throw e;
      const seconds =
        e.kind === 'rate_limited' && e.retryAfterSeconds !== null
          ? e.retryAfterSeconds
          : 2 ** (attempt - 1);
      await o.sleep(Math.min(seconds, o.maxWaitSeconds) * 1000);
    }
  }
}

async function pullDoctype(
  db: Db,
  client: SiteClient,
  decl: DoctypeDecl,
  o: Required<SyncOptions>,
  site: SiteContext,
) {
  const retry = <T>(fn: () => Promise<T>) => withRetry(fn, o);
  // The site's own fields first: a list naming one it lacks is refused (417), and a column whose
  // field it lacks is left as it is (write.ts), never blanked.
  const { meta } = await retry(() => siteMetaOf(db, client, decl.doctype, { fresh: true }));
  await db.insert(erpSyncState).values({ doctype: decl.doctype }).onConflictDoNothing();
  await db
    .update(erpSyncState)
    .set({ lastStartedAt: new Date(), lastRunRows: 0 })
    .where(eq(erpSyncState.doctype, decl.doctype));
  const [state] = await db
    .select()
    .from(erpSyncState)
    .where(eq(erpSyncState.doctype, decl.doctype));
  let cursor = { modified: state?.cursorModified ?? null, names: state?.cursorNames ?? [] };
  const fields = [
    ...new Set(['name', 'modified', 'docstatus', ...decl.fields.filter((f) => siteHas(meta, f))]),
  ];
  let offset = 0;
  let rows = 0;
  const skipped: string[] = [];
  for (;;) {
    if (o.signal.aborted) break;
    const filters: Filter[] = [];
    if (decl.submittable && !decl.drafts) filters.push([decl.doctype, 'docstatus', '!=', 0]);
    if (cursor.modified) filters.push([decl.doctype, 'modified', '>=', cursor.modified]);
    const listed = await retry(() =>
      client.list(decl.doctype, {
        fields,
        filters,
        orderBy: 'modified asc, name asc',
        limitStart: offset,
        limitPageLength: o.pageSize,
      }),
    );
    const last = listed.length < o.pageSize;
    // Rows modified at the cursor's instant that an earlier page wrote, known by name: the site
    // orders names by its collation (MariaDB's utf8mb4_unicode_ci, blind to case), which a
    // comparison here could not follow.
    const written = new Set(cursor.names);
    const fresh = listed.filter(
      (d) => !(String(d.modified) === cursor.modified && written.has(String(d.name))),
    );
    if (fresh.length === 0) {
      if (last) break;
      offset += o.pageSize; // a full page of one instant, already written: look past it
      continue;
    }
    const docs = await withChildRows(client, decl, meta, fresh, retry);
    const end = String(fresh[fresh.length - 1]!.modified);
    const atEnd = fresh.filter((d) => String(d.modified) === end).map((d) => String(d.name));
    const next = {
      modified: end,
      names: end === cursor.modified ? [...cursor.names, ...atEnd] : atEnd,
    };
    const result = await db.transaction(async (tx) => {
      const r = await writePage(tx, decl, docs, site);
      const n = r.written + r.removed;
      await tx
        .update(erpSyncState)
        .set({
          cursorModified: next.modified,
          cursorName: next.names[next.names.length - 1] ?? null,
          cursorNames: next.names,
          rowsPulled: sql`${erpSyncState.rowsPulled} + ${n}`,
          lastRunRows: sql`${erpSyncState.lastRunRows} + ${n}`,
        })
        .where(eq(erpSyncState.doctype, decl.doctype));
      return r;
    });
    rows += result.written + result.removed;
    skipped.push(...result.skipped);
    cursor = next;
    offset = 0;
    if (last) break;
  }
  const note = skipped.length
    ? `${skipped.length} not mirrored: ${skipped.slice(0, 5).join('; ')}${skipped.length > 5 ? '; …' : ''}`
    : null;
  await db
    .update(erpSyncState)
    .set({ lastFinishedAt: new Date(), lastError: note, lastErrorAt: note ? new Date() : null })
    .where(eq(erpSyncState.doctype, decl.doctype));
  return rows;
}

/**
 * The page's documents with the rows of the child tables the declaration reads: one list of each
 * child doctype for the whole page (`parent` in the page's names), not one read per document, so
 * a first sync of a year of orders stays within the site's rate limit. A table the site lacks is
 * left off the documents, and the mirror's rows for it are kept as they are (write.ts).
 */
async function withChildRows(
  client: SiteClient,
  decl: DoctypeDecl,
  meta: SiteMeta,
  page: Doc[],
  retry: <T>(fn: () => Promise<T>) => Promise<T>,
): Promise<Doc[]> {
  const docs = page.map((d) => ({ ...d }));
  const byName = new Map(docs.map((d) => [String(d.name), d]));
  for (const [field, wanted] of Object.entries(childTablesOf(decl))) {
    const table = meta.tables[field];
    if (!table) continue;
    const fields = [
      ...new Set(['name', 'parent', 'idx', ...wanted.filter((f) => siteHas(table, f))]),
    ];
    const rows = await retry(() =>
      client.list(table.doctype, {
        parent: decl.doctype,
        fields,
        filters: [
          [table.doctype, 'parenttype', '=', decl.doctype],
          [table.doctype, 'parentfield', '=', field],
          [table.doctype, 'parent', 'in', [...byName.keys()]],
        ],
        orderBy: 'idx asc',
        limitPageLength: 0,
      }),
    );
    for (const d of docs) d[field] = [];
    for (const row of rows)
      (byName.get(String(row.parent))?.[field] as Doc[] | undefined)?.push(row);
    for (const d of docs) (d[field] as Doc[]).sort((a, b) => Number(a.idx) - Number(b.idx));
  }
  return docs;
}

/** Whether the site answers at all (after a doctype's request failed as an outage would). */
const answers = (client: SiteClient): Promise<boolean> =>
  client.loggedUser().then(
    () => true,
    () => false,
  );

/**
 * The site's system time zone, read at each run and kept for Settings; a site that does not say
 * (an older Frappe) keeps the one read before (`kept`), else Frappe's default.
 */
async function siteZone(
  db: Db,
  client: SiteClient,
  kept: string | null,
  o: Required<SyncOptions>,
): Promise<string> {
  try {
    const zone = await withRetry(() => client.timeZone(), o);
    if (zone !== kept) {
      await db.update(erpConnector).set({ siteTimeZone: zone }).where(eq(erpConnector.id, 1));
    }
    return zone;
  } catch {
    // A refused key shows at the first doctype, where its error is recorded.
    return kept ?? defaultSiteZone;
  }
}

/** One run over every doctype; answers `running` when another sync holds the lock. */
export async function syncSite(
  db: Db,
  client: SiteClient,
  opts: SyncOptions = {},
): Promise<SyncOutcome> {
  const o: Required<SyncOptions> = {
    pageSize: opts.pageSize ?? 100,
    maxTries: opts.maxTries ?? 6,
    maxWaitSeconds: opts.maxWaitSeconds ?? 120,
    sleep: opts.sleep ?? realSleep,
    doctypes: opts.doctypes ?? allDoctypes,
    log: opts.log ?? (() => undefined),
    signal: opts.signal ?? new AbortController().signal,
    notWithinMs: opts.notWithinMs ?? 0,
  };
  const release = await tryLockSync(db);
  if (!release) return { ran: false, reason: 'running' };
  const outcomes: DoctypeOutcome[] = [];
  try {
    // Read under the lock: the server that pulled last has finished writing when it is free.
    const [last] = await db
      .select({
        startedAt: erpConnector.syncStartedAt,
        waitUntil: erpConnector.siteWaitUntil,
        zone: erpConnector.siteTimeZone,
      })
      .from(erpConnector)
      .limit(1);
    const now = new Date();
    if (last?.startedAt && now.getTime() - last.startedAt.getTime() < o.notWithinMs) {
      return { ran: false, reason: 'recent' };
    }
    if (last?.waitUntil && last.waitUntil > now) {
      return { ran: false, reason: 'waiting', until: last.waitUntil };
    }
    await db
      .insert(erpConnector)
      .values({ id: 1, syncStartedAt: now })
      .onConflictDoUpdate({ target: erpConnector.id, set: { syncStartedAt: now } });
    const site = { timeZone: await siteZone(db, client, last?.zone ?? null, o) };
    let salesTouched = false;
    for (const decl of o.doctypes) {
      if (o.signal.aborted) break;
      try {
        const rows = await pullDoctype(db, client, decl, o, site);
        outcomes.push({ doctype: decl.doctype, rows, error: null });
        if (rows > 0 && decl.refreshesSales) salesTouched = true;
      } catch (e) {
        const error =
          e instanceof FrappeError && e.kind === 'not_found'
            ? 'not_found: not on this site'
            : describeSiteError(e);
        outcomes.push({ doctype: decl.doctype, rows: 0, error });
        o.log(`erpnext: ${decl.doctype}: ${error}`);
        await db
          .update(erpSyncState)
          .set({ lastError: error, lastErrorAt: new Date() })
          .where(eq(erpSyncState.doctype, decl.doctype));
        if (e instanceof FrappeError && tooLong(e, o)) {
          const until = new Date(Date.now() + (e.retryAfterSeconds ?? 0) * 1000);
          await db.update(erpConnector).set({ siteWaitUntil: until }).where(eq(erpConnector.id, 1));
          break;
        }
        // The site refuses the key, or is down (it does not answer who the key is either):
        // every later doctype would fail alike. Anything else was this doctype's alone.
        if (e instanceof FrappeError && e.kind === 'auth') break;
        if (e instanceof FrappeError && transient.has(e.kind) && !(await answers(client))) break;
      }
    }
    if (salesTouched) await refreshSalesFigures(db);
    await db.update(erpConnector).set({ syncFinishedAt: new Date() }).where(eq(erpConnector.id, 1));
    return { ran: true, doctypes: outcomes };
  } finally {
    await release();
  }
}
