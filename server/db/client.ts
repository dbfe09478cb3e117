import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { dumpPglite, dumpPostgres } from './dump';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so handlers never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where saves take their document numbers (server/db/numbering.ts): on PostgreSQL a small pool
   * of its own, so a number is taken and committed in one short statement while the save's
   * transaction goes on, and the saves' connections never wait for it. None on PGlite.
   */
  readonly numbers?: Db;
  /**
   * Brings the database up to date (the migrations), then runs `work` (roles, the first
   * administrator, the demo mill) on the same connection. On PostgreSQL that connection first takes
   * the cluster's start-up lock, so servers started together do this one after the other: the
   * first migrates and seeds, the rest find it done. Start-up work has no statement time limit
   * (an index built on a million rows may take minutes); waiting for the lock is bounded.
   */
  startUp<T>(work: (db: Db) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Writes the whole database to `file` (server/db/dump.ts), named with `dumpExtension[kind]`. */
  backupTo(file: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long the server waits on PostgreSQL, in milliseconds. A database that stops answering must
 * turn into a clear 503 within seconds, never a request that hangs: connecting or waiting for a
 * free connection is bounded by `connect`, a statement by `statement` (PostgreSQL cancels it) and,
 * should the database itself be silent, by the same time plus a second on this side; a transaction
 * left open by a stalled server is ended by PostgreSQL after `idleInTransaction`.
 */
export interface DatabaseTimeouts {
  readonly connect: number;
  readonly statement: number;
  readonly idleInTransaction: number;
  /** How long a starting server waits for another one's start-up work (migrations) to finish. */
  readonly startUp: number;
}

export const defaultTimeouts: DatabaseTimeouts = {
  connect: 5_000,
  statement: 8_000,
  idleInTransaction: 30_000,
  startUp: 10 * 60_000,
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; timeouts?: Partial<DatabaseTimeouts>; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Any constant: the advisory lock that start-up work runs under, across the cluster. */
const startUpLock = 0x4752_4947;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target);
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  // One process owns a PGlite folder, so start-up needs no lock.
  const startUp = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    await migratePglite(db, { migrationsFolder });
    return work(db);
  };
  return {
    db,
    kind: 'pglite',
    startUp,
    migrate: () => startUp(async () => undefined),
    backupTo: (file) => dumpPglite(client, file),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

function openPostgres(target: {
  url: string;
  timeouts?: Partial<DatabaseTimeouts>;
  poolSize?: number;
}): Database {
  const t = { ...defaultTimeouts, ...target.timeouts };
  const bounded: pg.PoolConfig = {
    connectionString: target.url,
    connectionTimeoutMillis: t.connect,
    statement_timeout: t.statement,
    // PostgreSQL cancels a long statement itself; this catches a database that does not answer.
    query_timeout: t.statement + 1_000,
    idle_in_transaction_session_timeout: t.idleInTransaction,
    // A peer that vanished (a cable, a crashed host) is noticed instead of waited on for hours.
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...bounded, max: target.poolSize ?? 10 });
  const numbersPool = new pg.Pool({ ...bounded, max: 2 });
  // An idle connection that the server ends (a restart, a failover, an administrator) emits
  // 'error' on the pool; unheard, that event would stop the process. The pool drops the
  // connection and opens a new one on the next query, so there is nothing else to do here.
  // A connection in use has no listener of the pool's: one that PostgreSQL ends while a save
  // awaits something else (idle_in_transaction_session_timeout, a terminated backend) would emit
  // an unheard 'error' and stop the process. The save's next statement fails instead, and the
  // pool drops the connection when it comes back.
  for (const p of [pool, numbersPool]) {
    p.on('error', () => {});
    p.on('connect', (client) => client.on('error', () => {}));
  }
  const db = drizzlePg({ client: pool, schema });

  const startUp = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = new pg.Client({
      connectionString: target.url,
      connectionTimeoutMillis: t.connect,
      keepAlive: true,
    });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(`set lock_timeout = ${Math.round(t.startUp)}`);
      await client.query('select pg_advisory_lock($1)', [startUpLock]);
      await client.query('set lock_timeout = 0');
      const own = drizzlePg({ client, schema });
      await migratePg(own, { migrationsFolder });
      return await work(own);
    } finally {
      // Ending the session releases the lock, also when the work failed.
      await client.end().catch(() => undefined);
    }
  };
  return {
    db,
    kind: 'postgres',
    numbers: drizzlePg({ client: numbersPool, schema }),
    startUp,
    migrate: () => startUp(async () => undefined),
    backupTo: (file) => dumpPostgres(target.url, file),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await Promise.all([pool.end(), numbersPool.end()]);
    },
  };
}
