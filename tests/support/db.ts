import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { seedRoles } from '../../server/permissions/roles';

/**
 * A fresh, migrated database for one test file, closed when the file ends. With DATABASE_URL set
 * it is a new PostgreSQL database on that server; otherwise an embedded PGlite cloned from a
 * template migrated once per worker (initdb takes seconds, a clone well under one).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url ? await freshPostgres(url) : await freshPglite();
  afterAll(async () => {
    await database.close();
    if (url) await dropPostgres(url, database);
  });
  return database;
}

let template: Promise<Blob> | undefined;

async function freshPglite(): Promise<Database> {
  template ??= (async () => {
    const db = await openDatabase({ kind: 'pglite' });
    await db.migrate();
    await seedRoles(db.db);
    const client = (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
      .$client;
    const blob = await client.dumpDataDir('none');
    await db.close();
    return blob;
  })();
  return openDatabase({ kind: 'pglite', loadDataDir: await template });
}

const names = new WeakMap<Database, string>();

async function freshPostgres(url: string): Promise<Database> {
  const name = `greige_t_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  names.set(database, name);
  await database.migrate();
  await seedRoles(database.db);
  return database;
}

async function dropPostgres(url: string, database: Database): Promise<void> {
  const name = names.get(database);
  if (name) await admin(url, `drop database if exists ${name} with (force)`);
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
