import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files. */

/** A timestamptz that may be empty (a sent-at, a lease), read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A timestamptz that is always set: ERPNext's `modified`, our `created_at`. */
export const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A check that a text column holds one of `values`. The values are constants of the schema, so
 * inlining them as literals is safe (check constraints take no parameters).
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

/**
 * Sort key for names in lists: case-insensitive, and byte order (`C`) so PGlite and a PostgreSQL
 * server with another default collation list names the same way.
 */
export const nameOrder = (column: AnyPgColumn): SQL => sql`lower(${column}) collate "C"`;

/** Raw bytes (a photo): a third smaller than its base64, and never searched. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are bytes as they are.
  fromDriver: (value) => value,
});
