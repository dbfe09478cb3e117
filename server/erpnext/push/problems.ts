import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';

/**
 * What an administrator sees of the outbox: the documents the site refused, in its words, and
 * how many still wait; and the one way a refused document goes again (after the record was
 * fixed, its queued payload is already the fixed one: an edit replaces it).
 */

export interface RefusedPush {
  id: string;
  doctype: string;
  greigeId: string;
  /** What the document is, in a few words (a customer's name, a batch's item…). */
  title: string | null;
  messages: string[];
  refusedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  attempts: number;
}

/** The field that names each pushed doctype's document for a person. */
const titleFields = [
  'customer_name',
  'address_title',
  'first_name',
  'batch_id',
  'visitor_name',
  'remarks',
  'stock_entry_type',
];

const titleOf = (payload: Record<string, unknown>): string | null => {
  for (const f of titleFields) {
    const v = payload[f];
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 140);
  }
  return null;
};

export async function refusedPushes(
  db: Db,
  limit = 200,
): Promise<{ rows: RefusedPush[]; waiting: number; refused: number }> {
  const rows = await db
    .select()
    .from(erpOutbox)
    .where(eq(erpOutbox.state, 'refused'))
    .orderBy(desc(erpOutbox.refusedAt), asc(erpOutbox.doctype), asc(erpOutbox.greigeId))
    .limit(limit);
  const counts = await db
    .select({ state: erpOutbox.state, n: sql<number>`count(*)::int` })
    .from(erpOutbox)
    .where(inArray(erpOutbox.state, ['pending', 'sending', 'refused']))
    .groupBy(erpOutbox.state);
  const count = (s: string) => Number(counts.find((c) => c.state === s)?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      doctype: r.doctype,
      greigeId: r.greigeId,
      title: titleOf(r.payload),
      messages: r.refusal ?? (r.lastError ? [r.lastError] : []),
      refusedAt: r.refusedAt ? r.refusedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
      attempts: r.attempts,
    })),
    waiting: count('pending') + count('sending'),
    refused: count('refused'),
  };
}

/**
 * Puts a refused document back in the queue, due now (with `payload`, its document as the record
 * is now). Answers false when no refused document
 * has that id (already retried, or never refused). The refusal stays readable until it is sent.
 */
export async function retryRefusedPush(
  db: Db,
  id: string,
  payload: Record<string, unknown> | null = null,
): Promise<boolean> {
  const rows = await db
    .update(erpOutbox)
    .set({
      state: 'pending',
      nextAttemptAt: new Date(),
      leaseUntil: null,
      ...(payload ? { payload } : {}),
    })
    .where(and(eq(erpOutbox.id, id), eq(erpOutbox.state, 'refused')))
    .returning({ id: erpOutbox.id });
  return rows.length > 0;
}
