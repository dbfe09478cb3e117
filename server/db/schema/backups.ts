import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, oneOf, ts } from './columns';

export const backupStates = ['pending', 'sending', 'done', 'failed'] as const;

/**
 * The backups, one row per scheduled one: a queue of the server's job queue (server/jobs/queue.ts).
 * The schedule adds the row of each period once (`slot`, unique), however many servers add it;
 * one worker takes it, writes the file and keeps its name and size here for Settings.
 */
export const backups = pgTable(
  'backups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The start of the period the backup belongs to, `2026-11-29T00:00:00.000Z`. */
    slot: text('slot').notNull(),
    state: text('state', { enum: backupStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    /** The file's name in the backup folder. */
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: ts('created_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('backups_state_check', oneOf(t.state, backupStates)),
    uniqueIndex('backups_slot_key').on(t.slot),
    index('backups_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('backups_finished_idx').on(t.finishedAt),
  ],
);
