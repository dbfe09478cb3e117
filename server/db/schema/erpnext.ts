import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ErpLackingField } from '../../../contract/main/erpnext';
import { at, oneOf, ts } from './columns';

/**
 * The connector to the mill's ERPNext site (domain.md, "ERPNext and the mirror"): where each
 * doctype's pull stands, and the outbox of documents Greige created that the site must receive.
 */

/**
 * One row per pulled doctype. The cursor is the last committed page's last row in the pull's
 * order (`modified`, then `name`): a pull that dies resumes after it, and the next pull asks only
 * for what changed since. `modified` is kept as the site wrote it (Frappe's
 * `YYYY-MM-DD HH:MM:SS.ffffff` in the site's time zone), so it is compared as the site compares it.
 */
export const erpSyncState = pgTable('erp_sync_state', {
  doctype: text('doctype').primaryKey(),
  cursorModified: text('cursor_modified'),
  cursorName: text('cursor_name'),
  /**
   * Every name at the cursor's instant that a page wrote: rows of one `modified` are told apart by
   * name, in whatever order the site's collation lists them.
   */
  cursorNames: jsonb('cursor_names').$type<string[]>(),
  /** Rows written into the mirror since the first pull. */
  rowsPulled: bigint('rows_pulled', { mode: 'number' }).notNull().default(0),
  /** Rows of the last pull that finished (or of the pull running, as it goes). */
  lastRunRows: integer('last_run_rows').notNull().default(0),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  lastError: text('last_error'),
  lastErrorAt: at('last_error_at'),
});

export const erpPushStates = ['pending', 'sending', 'sent', 'refused'] as const;

/**
 * Documents for the site, written in the same transaction as the save that made them. A worker
 * takes a row by setting `sending` with a lease; after a lost answer it looks the document up by
 * `greige_id` on the site before creating it again, so the site gets each document once.
 * `refused` is a validation refusal (HTTP 417): kept with the site's words for an administrator,
 * never retried on its own.
 */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    id: uuid('id').primaryKey(),
    doctype: text('doctype').notNull(),
    /** Greige's own id of the document, written into the site's document too. */
    greigeId: text('greige_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: erpPushStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    /** The document's name on the site, once it has it. */
    siteName: text('site_name'),
    lastError: text('last_error'),
    /** The site's messages of a refusal (`_server_messages`), in its words. */
    refusal: jsonb('refusal').$type<string[]>(),
    /** When the site refused it (the last time, after retries). */
    refusedAt: at('refused_at'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    sentAt: at('sent_at'),
  },
  (t) => [
    check('erp_outbox_state_check', oneOf(t.state, erpPushStates)),
    uniqueIndex('erp_outbox_document_key').on(t.doctype, t.greigeId),
    index('erp_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('erp_outbox_refused_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'refused'`),
  ],
);

/**
 * The connector as every server sees it (one row, id 1): the last check of the site (who the key
 * signs in as, or why it was refused) and when the last pull started and finished. Kept here, not
 * in a process, so that behind a proxy the settings screen says the same whichever server answers,
 * and so that servers on one database pull once per interval between them.
 */
export const erpConnector = pgTable(
  'erp_connector',
  {
    id: integer('id').primaryKey(),
    /** Which site and key the check was of (a hash): a changed key is checked afresh. */
    checkOf: text('check_of'),
    checkedAt: at('checked_at'),
    checkUser: text('check_user'),
    checkError: text('check_error'),
    syncStartedAt: at('sync_started_at'),
    syncFinishedAt: at('sync_finished_at'),
    /**
     * The site's system time zone as the last pull read it: the site writes `modified` and every
     * datetime in it, without an offset.
     */
    siteTimeZone: text('site_time_zone'),
    /**
     * Until when the site asked to be left alone (a 429 whose Retry-After is longer than a pull
     * waits): no pull starts before it, so no server keeps knocking through the site's window.
     */
    siteWaitUntil: at('site_wait_until'),
  },
  (t) => [check('erp_connector_one_row', sql`${t.id} = 1`)],
);

/**
 * Each doctype's fields as the site declares them (custom fields included), read by a pull (and
 * by the push when no server read them in the last minutes), with what Greige expects of them and
 * the site lacks: Settings lists those as the Custom Fields to add.
 */
export const erpSiteDoctypes = pgTable('erp_site_doctypes', {
  doctype: text('doctype').primaryKey(),
  meta: jsonb('meta')
    .$type<{
      doctype: string;
      fields: readonly string[];
      tables: Readonly<Record<string, { doctype: string; fields: readonly string[] }>>;
    }>()
    .notNull(),
  lacking: jsonb('lacking').$type<ErpLackingField[]>().notNull(),
  readAt: at('read_at').notNull(),
});
