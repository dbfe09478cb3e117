import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * What a server noticed about how it is run that an administrator should fix, shown on the
 * settings screen whichever server answers: one row per kind, with the detail it was seen with.
 * `untrustedProxy`: requests carry X-Forwarded-For from a peer TRUST_PROXY does not name.
 */
export const serverNotices = pgTable('server_notices', {
  kind: text('kind').primaryKey(),
  detail: text('detail').notNull(),
  firstSeenAt: ts('first_seen_at'),
  lastSeenAt: ts('last_seen_at'),
});
