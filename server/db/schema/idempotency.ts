import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per save that arrived with an `Idempotency-Key`, written in the same transaction as the
 * save itself: a repeat of the key finds the stored answer instead of writing twice. The user is a
 * plain number (no foreign key) so a deleted user does not block pruning; public saves (register)
 * have none.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id'),
    callName: text('call_name').notNull(),
    /** SHA-256 of the call name and the canonical JSON body: same key, other body → 422. */
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
