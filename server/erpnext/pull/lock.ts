import type { Db } from '../../db/client';

/**
 * One sync at a time. In a process, a flag; across processes on PostgreSQL, a session advisory
 * lock held on a connection of its own for the whole sync (pages commit on other connections), so
 * a process that dies frees it with its connection. PGlite is one process's database.
 */
const syncLockKey = 0x6572_7073; // any constant: it only names the lock

/** Per database handle: two handles on one server (two processes, or a test) meet at the lock. */
const held = new WeakSet<object>();

interface PoolLike {
  connect(): Promise<{
    query(q: string, v?: unknown[]): Promise<{ rows: { ok: boolean }[] }>;
    release(): void;
  }>;
}

const poolOf = (db: Db): PoolLike | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  // node-postgres's Pool; PGlite has no connections to hand out.
  return typeof client === 'object' &&
    client !== null &&
    'totalCount' in client &&
    'connect' in client
    ? (client as unknown as PoolLike)
    : null;
};

/** Answers a release function, or null when a sync already runs (here or in another process). */
export async function tryLockSync(db: Db): Promise<(() => Promise<void>) | null> {
  if (held.has(db)) return null;
  held.add(db);
  const pool = poolOf(db);
  if (!pool) {
    return () => Promise.resolve(void held.delete(db));
  }
  try {
    const conn = await pool.connect();
    const { rows } = await conn.query('select pg_try_advisory_lock($1) as ok', [syncLockKey]);
    if (!rows[0]?.ok) {
      conn.release();
      held.delete(db);
      return null;
    }
    return async () => {
      try {
        await conn.query('select pg_advisory_unlock($1)', [syncLockKey]);
      } finally {
        conn.release();
        held.delete(db);
      }
    };
  } catch (e) {
    held.delete(db);
    throw e;
  }
}

/**
 * Whether a sync runs now on this database, whichever server runs it: on PostgreSQL, whether
 * anyone holds the sync's advisory lock (a single bigint key shows in pg_locks as objid with
 * objsubid 1); on PGlite, whether this process does.
 */
export async function syncInProgress(db: Db): Promise<boolean> {
  const pool = poolOf(db);
  if (!pool) return held.has(db);
  const conn = await pool.connect();
  try {
    const { rows } = await conn.query(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0
         and objid = $1 and objsubid = 1 and granted
         and database = (select oid from pg_database where datname = current_database())) as ok`,
      [syncLockKey],
    );
    return rows[0]?.ok === true;
  } finally {
    conn.release();
  }
}
