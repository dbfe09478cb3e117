import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The one job queue (docs/decisions/044-one-job-queue.md). A queue is a table whose rows are its
 * jobs: the gate's visitor emails, the ERPNext outbox, the backups. Each keeps the columns its
 * screens show; the queue adds how a job is taken and tried again, the same for all of them:
 *
 * - a job is `pending` until its `next_attempt_at`, then a worker takes it: one statement sets
 *   `sending`, a lease and one more attempt, so of several servers on one database only one
 *   holds it (`for update skip locked`: the others take the next ones instead of waiting);
 * - a worker that dies leaves the lease to run out, and the job is due again after it;
 * - every later write of the try is conditioned on the lease still being its own (`held`), so a
 *   worker whose lease ran out and was taken over cannot overwrite the newer try's result;
 * - a failed try waits 1, 2, 4 … 32 minutes, then hourly (`retryDelayMs`).
 *
 * Why not pg-boss or graphile-worker: both need a PostgreSQL server of their own connection,
 * and Greige's default database is the embedded PGlite, where they do not run.
 */

export const queueStates = ['pending', 'sending'] as const;

export interface Queue {
  /** The table whose rows are the jobs. */
  readonly table: PgTable;
  readonly id: AnyPgColumn;
  /** `pending` (waiting for its time), `sending` (taken, under a lease), or the queue's own ends. */
  readonly state: AnyPgColumn;
  readonly attempts: AnyPgColumn;
  readonly nextAttemptAt: AnyPgColumn;
  readonly leaseUntil: AnyPgColumn;
  readonly lastError: AnyPgColumn;
  /** The order due jobs are taken in, oldest first. */
  readonly order: readonly AnyPgColumn[];
}

/** The columns every queue table names alike (server/db/schema: visitor emails, outbox, backups). */
type QueueColumns = Pick<Queue, 'id' | 'attempts' | 'nextAttemptAt' | 'leaseUntil' | 'lastError'>;

/** A queue on `table`, whose state column is `state`, taking due jobs in `order`. */
export const queueOn = (
  table: PgTable & QueueColumns,
  state: AnyPgColumn,
  order: readonly AnyPgColumn[],
): Queue => ({
  table,
  id: table.id,
  state,
  attempts: table.attempts,
  nextAttemptAt: table.nextAttemptAt,
  leaseUntil: table.leaseUntil,
  lastError: table.lastError,
  order,
});

/** A job a worker holds: what it needs to keep its writes to its own try. */
export interface Claim<Id extends string | number = string | number> {
  readonly id: Id;
  /** Tries so far, this one included. */
  readonly attempts: number;
  readonly leaseUntil: Date;
}

/** A try that has not finished after this has died with its process: the job is free again. */
export const LEASE_MS = 2 * 60_000;

/** The pause after the `attempts`-th failed try: 1, 2, 4, … 32 minutes, then an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;

/** An error in one line, short enough to keep and show. */
export const reasonOf = (error: unknown, max = 500): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, max);

const stamp = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

/**
 * Jobs a worker may take at `now`: due, or taken by a worker whose lease ran out. `now` counts
 * milliseconds and the database's clock (a job's default `next_attempt_at`) microseconds: a job
 * queued within the millisecond of `now` is due at `now`, not a millisecond later.
 */
export const dueAt = (q: Queue, now: Date): SQL =>
  sql`((${q.state} = 'pending' and ${q.nextAttemptAt} < ${stamp(new Date(now.getTime() + 1))})
    or (${q.state} = 'sending' and ${q.leaseUntil} < ${stamp(now)}))`;

/** The job is still held by this claim: no other worker took it after the lease ran out. */
export const held = (q: Queue, claim: Claim): SQL | undefined =>
  and(eq(q.id, claim.id), eq(q.state, 'sending'), eq(q.leaseUntil, claim.leaseUntil));

interface ClaimRow {
  id: string | number;
  attempts: number;
  lease_until: Date | string;
}

/** Sets `sending`, the lease and one more attempt on the jobs `which` picks; answers the claims. */
async function claim<Id extends string | number>(
  db: Db,
  q: Queue,
  which: SQL,
  now: Date,
): Promise<Claim<Id>[]> {
  const col = (c: AnyPgColumn) => sql.identifier(c.name);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const rows = await rowsOf<ClaimRow>(
    db,
    sql`update ${sql.identifier(getTableName(q.table))}
      set ${col(q.state)} = 'sending', ${col(q.leaseUntil)} = ${stamp(leaseUntil)},
        ${col(q.attempts)} = ${col(q.attempts)} + 1
      where ${col(q.id)} in (${which})
      returning ${col(q.id)} as id, ${col(q.attempts)} as attempts,
        ${col(q.leaseUntil)} as lease_until`,
  );
  // The lease is the value set here: a claim compares it exactly, to the millisecond it was given.
  // node-postgres reads a bigint as text: the id column maps it back as Drizzle would.
  return rows.map((r) => ({
    id: q.id.mapFromDriverValue(r.id) as Id,
    attempts: Number(r.attempts),
    leaseUntil,
  }));
}

/**
 * Takes up to `batch` jobs due at `now` (and matching `where`, when given), oldest first. Jobs
 * another worker is taking at this moment are skipped, not waited for.
 */
export async function takeDue<Id extends string | number>(
  db: Db,
  q: Queue,
  opts: { now?: Date; batch: number; where?: SQL },
): Promise<Claim<Id>[]> {
  const now = opts.now ?? new Date();
  const order = sql.join(
    q.order.map((c) => sql`${c}`),
    sql`, `,
  );
  const which = sql`select ${q.id} from ${q.table}
    where ${dueAt(q, now)}${opts.where ? sql` and ${opts.where}` : sql``}
    order by ${order} limit ${opts.batch} for update skip locked`;
  const claims = await claim<Id>(db, q, which, now);
  return claims;
}

/**
 * Takes one job by its id, if no worker holds it. `dueOnly`: only when its time has come (a
 * worker's round); someone waiting for it (a guard asking to send now) takes it whenever it waits.
 */
export async function takeOne<Id extends string | number>(
  db: Db,
  q: Queue,
  id: Id,
  opts: { now?: Date; dueOnly: boolean },
): Promise<Claim<Id> | null> {
  const now = opts.now ?? new Date();
  const waiting = opts.dueOnly ? dueAt(q, now) : sql`(${q.state} = 'pending' or ${dueAt(q, now)})`;
  const which = sql`select ${q.id} from ${q.table} where ${q.id} = ${id} and ${waiting}
    for update skip locked`;
  const [taken] = await claim<Id>(db, q, which, now);
  return taken ?? null;
}

/**
 * Ends a failed try: the job waits `delayMs` (by default the next step of `retryDelayMs`) and is
 * `pending` again, or, with `giveUpAs`, ends in that state. Answers whether the claim still held.
 */
export async function retryLater(
  db: Db,
  q: Queue,
  claimed: Claim,
  opts: { error: unknown; now?: Date; delayMs?: number; giveUpAs?: string },
): Promise<{ held: boolean; nextAttemptAt: Date }> {
  const now = opts.now ?? new Date();
  const nextAttemptAt = new Date(now.getTime() + (opts.delayMs ?? retryDelayMs(claimed.attempts)));
  const col = (c: AnyPgColumn) => sql.identifier(c.name);
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`update ${sql.identifier(getTableName(q.table))}
      set ${col(q.state)} = ${opts.giveUpAs ?? 'pending'},
        ${col(q.nextAttemptAt)} = ${stamp(nextAttemptAt)},
        ${col(q.leaseUntil)} = null, ${col(q.lastError)} = ${reasonOf(opts.error)}
      where ${held(q, claimed)}
      returning ${col(q.id)} as id`,
  );
  return { held: rows.length > 0, nextAttemptAt };
}

/**
 * One round of a queue's worker: takes up to `batch` jobs due at `now`, oldest first, tries each
 * with `attempt` in turn, and answers how many it says were done.
 */
export async function runDue<Id extends string | number>(
  db: Db,
  q: Queue,
  attempt: (taken: Claim<Id>) => Promise<boolean>,
  opts: { now: Date; batch: number },
): Promise<number> {
  let done = 0;
  for (const taken of await takeDue<Id>(db, q, opts)) if (await attempt(taken)) done += 1;
  return done;
}
