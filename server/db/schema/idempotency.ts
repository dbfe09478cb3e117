import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per save that arrived with an `Idempotency-Key`. The row is inserted BEFORE the save runs
 * (a claim, `response` null), in its own statement, so that of several concurrent duplicates, in
 * any number of processes, exactly one wins the primary key and runs the save; the answer is filled
 * in the save's own transaction. A failed save deletes its claim, so a retry can run. The user is a
 * plain number (no foreign key) so a deleted user does not block pruning.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id'),
    callName: text('call_name').notNull(),
    /** SHA-256 of the call name and the canonical JSON body: same key, other body → 422. */
    bodyHash: text('body_hash').notNull(),
    /** The stored answer `{ body }`; null while the save holding the claim is still running. */
    response: jsonb('response'),
    /** When the key was claimed: a claim older than a few minutes was left by a crashed process. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
