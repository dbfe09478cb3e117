import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number handed out per kind of document and day (`QI` on 2026-11-29 → 143). A save takes
 * its number here rather than from the documents themselves, so that on PostgreSQL the number can
 * be taken in its own short statement, outside the save's transaction: saves of one kind then run
 * side by side instead of queueing behind one lock (server/db/numbering.ts). A day's row starts
 * from the highest number its documents already hold, so a database made before this table, or
 * rows written by the demo mill, carry on where they stand.
 */
export const docCounters = pgTable(
  'doc_counters',
  {
    prefix: text('prefix').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);
