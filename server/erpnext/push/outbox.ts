import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';

/**
 * Writing into the outbox (server/db/schema/erpnext.ts), always in the transaction of the save
 * that made the document: the save and its row commit together or not at all.
 */

/** The site field that carries Greige's id, so a retry finds the document it already created. */
export const GREIGE_ID_FIELD = 'custom_greige_id';

/**
 * A field whose value is the site's name of another document Greige pushed (an address's link to
 * its customer). The site names a document when it creates it, so the name is filled in when
 * this one is sent, and it waits until that one is on the site.
 */
export interface SiteRef {
  readonly $site: { readonly doctype: string; readonly greigeId: string };
}
export const siteRef = (doctype: string, greigeId: string): SiteRef => ({
  $site: { doctype, greigeId },
});
export const isSiteRef = (v: unknown): v is SiteRef =>
  typeof v === 'object' &&
  v !== null &&
  '$site' in v &&
  typeof (v as SiteRef).$site?.doctype === 'string' &&
  typeof (v as SiteRef).$site?.greigeId === 'string';

export interface PushDocument {
  /** The site's doctype: `Customer`, `Stock Entry`… */
  readonly doctype: string;
  /** Greige's own id of the record (CUST-00001), unique per doctype. */
  readonly greigeId: string;
  /** The document as the site takes it, with SiteRef where another document's name goes. */
  readonly payload: Record<string, unknown>;
  readonly createdBy: string | null;
}

const wasSent = sql`${erpOutbox.state} = 'sent'`;

/**
 * What an edit changes on a queued document: the new payload, and a document already on the site
 * goes back to `pending` so the worker sends the edit (an update, as it has the site's name). A
 * refused document keeps its refusal until an administrator retries it; one being sent gets its
 * new payload, and the worker, seeing the payload changed under it, sends it again.
 */
const editSet = {
  payload: sql`excluded.payload`,
  state: sql`case when ${wasSent} then 'pending' else ${erpOutbox.state} end`,
  nextAttemptAt: sql`case when ${wasSent} then now() else ${erpOutbox.nextAttemptAt} end`,
  attempts: sql`case when ${wasSent} then 0 else ${erpOutbox.attempts} end`,
};

/**
 * Queues a document Greige created for the site, or takes an edit of one already queued.
 * In the caller's transaction.
 */
export async function enqueuePush(tx: Db, doc: PushDocument): Promise<void> {
  const payload = { ...doc.payload, [GREIGE_ID_FIELD]: doc.greigeId };
  await tx
    .insert(erpOutbox)
    .values({
      id: sql`gen_random_uuid()`,
      doctype: doc.doctype,
      greigeId: doc.greigeId,
      payload,
      createdBy: doc.createdBy,
      // The clock, not the transaction's start: documents of one save leave in the order queued.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({ target: [erpOutbox.doctype, erpOutbox.greigeId], set: editSet });
}

/**
 * Takes an edit of a document only when it is Greige's own and already queued: a record that
 * came from the site (pulled) is not pushed back, and one created before a site was configured
 * was never queued. Answers whether it was.
 */
export async function enqueueEdit(tx: Db, doc: PushDocument): Promise<boolean> {
  const payload = { ...doc.payload, [GREIGE_ID_FIELD]: doc.greigeId };
  const rows = await tx
    .update(erpOutbox)
    .set({
      payload,
      state: sql`case when ${wasSent} then 'pending' else ${erpOutbox.state} end`,
      nextAttemptAt: editSet.nextAttemptAt,
      attempts: editSet.attempts,
    })
    .where(and(eq(erpOutbox.doctype, doc.doctype), eq(erpOutbox.greigeId, doc.greigeId)))
    .returning({ id: erpOutbox.id });
  return rows.length > 0;
}
