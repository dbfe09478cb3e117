import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per save that arrived with an `Idempotency-Key`, inserted in the save's own transaction
 * before the save writes (a claim, `response` null) and answered in it: of several concurrent
 * duplicates, in any number of processes, exactly one wins the primary key and the others wait on
 * it (docs/decisions/043). A failed save, or one whose server died, leaves no row, so a retry runs.
 * The user is a plain number (no foreign key) so a deleted user does not block pruning.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id'),
    callName: text('call_name').notNull(),
    /** SHA-256 of the call name and the canonical JSON body: same key, other body → 422. */
    bodyHash: text('body_hash').notNull(),
    /** The stored answer `{ body }`; null only inside the transaction of the save holding the claim. */
    response: jsonb('response'),
    /** When the key was claimed: keys are pruned by age. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
