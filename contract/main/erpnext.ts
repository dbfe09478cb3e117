import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { noInput } from '../core/fields';
import { adminPages } from './users/fields';

/** The connector to the mill's ERPNext site: the mirror's sync and the push of what Greige creates. */

/** One pulled doctype as the settings screen shows it. */
export const erpDoctypeStatus = z.object({
  doctype: z.string(),
  /** When its last pull finished, null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** Rows written into the mirror since the first pull, and by the last pull. */
  rowsPulled: z.number().int(),
  lastRunRows: z.number().int(),
  /** The last failure, or the documents the last pull could not mirror, in words. */
  error: z.string().nullable(),
  errorAt: z.string().nullable(),
});

/**
 * A field Greige reads or writes that the site lacks, as a Custom Field to add to the doctype
 * (Customize Form). Without it the connector leaves the column as it is (never blanks it), and a
 * doctype without `custom_greige_id` is not pushed: a retry could not find what it sent before.
 */
export const erpLackingField = z.object({
  doctype: z.string(),
  fieldname: z.string(),
  label: z.string(),
  fieldtype: z.string(),
  /** A Link field's doctype. */
  options: z.string().nullable(),
  unique: z.boolean(),
});
export type ErpLackingField = z.infer<typeof erpLackingField>;

export const erpStatus = z.object({
  /** False without ERPNEXT_URL, key and secret: the demo mill fills the mirror. */
  configured: z.boolean(),
  siteUrl: z.string().nullable(),
  /** Who the key signs in as, from the last check; null when it failed or never ran. */
  user: z.string().nullable(),
  checkError: z.string().nullable(),
  checkedAt: z.string().nullable(),
  syncSeconds: z.number().int(),
  /** A sync runs in this process now. */
  running: z.boolean(),
  doctypes: z.array(erpDoctypeStatus),
  /** Until when the site asked to be left alone (a long rate limit); null when it did not. */
  waitUntil: z.string().nullable(),
  /** The site's time zone, as it last said (its `modified` times are read in it). */
  siteTimeZone: z.string().nullable(),
  /** Fields the site lacks, as the last reads of its doctypes found them. */
  lacking: z.array(erpLackingField),
  push: z.object({ pending: z.number().int(), refused: z.number().int() }),
});
export type ErpStatus = z.infer<typeof erpStatus>;

export const erpSyncOutcome = z.object({
  /**
   * `running`: another sync was running (here or in another process), this one did not start;
   * `noSite`: no site is configured, the demo mill fills the mirror; `waiting`: the site asked to
   * be left alone until `waitUntil` (its rate limit), so no pull starts before then.
   */
  state: z.enum(['finished', 'running', 'noSite', 'waiting']),
  waitUntil: z.string().nullable(),
  doctypes: z.array(
    z.object({ doctype: z.string(), rows: z.number().int(), error: z.string().nullable() }),
  ),
});
export type ErpSyncOutcome = z.infer<typeof erpSyncOutcome>;

export const erpSyncCalls = defineCalls({
  getErpStatus: defineCall({
    name: 'getErpStatus',
    service: 'main',
    kind: 'read',
    // The site's address, its user and its failures are the administrators'.
    access: adminPages,
    summary:
      'The ERPNext site, who Greige signs in as, and each pulled doctype: last sync, rows, errors.',
    input: noInput,
    output: erpStatus,
  }),
  syncErpNow: defineCall({
    name: 'syncErpNow',
    service: 'main',
    kind: 'save',
    // Pulling is the administrators': it loads the site and rewrites the mirror.
    access: adminPages,
    summary: 'Pull the mirror from the ERPNext site now; answers when the pull has finished.',
    input: noInput,
    output: erpSyncOutcome,
  }),
});

// push

export const refusedPush = z.object({
  id: z.string(),
  /** The site's doctype: Customer, Address, Contact, Batch, Stock Entry… */
  doctype: z.string(),
  /** Greige's id of the record (CUST-00001), also in the site's field custom_greige_id. */
  greigeId: z.string(),
  /** What the document is, in a few words: a customer's name, a batch number… */
  title: z.string().nullable(),
  /** The site's reasons, in its words. */
  messages: z.array(z.string()),
  refusedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  attempts: z.number().int(),
});
export type RefusedPush = z.infer<typeof refusedPush>;

export const erpPushCalls = defineCalls({
  getErpPushProblems: defineCall({
    name: 'getErpPushProblems',
    service: 'main',
    kind: 'read',
    // Shown on the settings page, to administrators: the site's refusals are theirs to fix.
    access: adminPages,
    summary: 'Documents the ERPNext site refused, with its reasons, and how many still wait to go.',
    input: noInput,
    output: z.object({
      /** False when no site is configured: nothing is pushed. */
      connected: z.boolean(),
      rows: z.array(refusedPush),
      waiting: z.number().int(),
      refused: z.number().int(),
    }),
  }),
  retryErpPush: defineCall({
    name: 'retryErpPush',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Send a refused document to ERPNext again, as its record is now.',
    input: z.object({ id: z.uuid({ error: 'must be the id of a refused document' }) }),
    output: z.object({ ok: z.literal(true), message: z.string() }),
  }),
});
