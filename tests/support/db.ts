import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/demo';
import { isoDay, millTodayMs } from '../../server/demo/steps/recent';
import { seedRoles } from '../../server/permissions/roles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its PGlite templates, and the prefix of its PostgreSQL ones. */
    dbTemplates: { dir: string; prefix: string };
  }
}

/**
 * Fresh databases for tests, each a copy of a template made once per run (tests/support/db-templates.ts):
 * migrated with the roles, or that and the demo mill at scale 1. Building one takes seconds
 * (PGlite's initdb about 5, the demo mill 20 or more); a copy about one. With DATABASE_URL set a
 * copy is a new PostgreSQL database made from a template database; otherwise an embedded PGlite
 * loaded from the template's dump.
 */

interface Template {
  name: string;
  build(database: Database): Promise<void>;
}

const migrated: Template = {
  name: 'migrated',
  build: async (database) => {
    await database.migrate();
    await seedRoles(database.db);
  },
};

/**
 * The demo mill's rows are dated from the mill's today, so a template is the day's: a run that
 * passes the mill's midnight makes the next day's.
 */
const demoMill = (): Template => ({
  name: `demo_${isoDay(millTodayMs()).replaceAll('-', '_')}`,
  build: async (database) => {
    await migrated.build(database);
    await seedDemo(database.db, { scale: 1, log: () => undefined });
  },
});

/**
 * A fresh, migrated database for one test file, closed (and dropped) when the file ends; with
 * `demo`, holding the demo mill at scale 1 as `seedDemo` makes it on a migrated one.
 */
export async function createTestDatabase(opts: { demo?: boolean } = {}): Promise<Database> {
  const template = opts.demo ? demoMill() : migrated;
  const url = process.env.DATABASE_URL;
  const database = url ? await freshPostgres(url, template) : await freshPglite(template);
  afterAll(async () => {
    await database.close();
    if (url) await dropPostgres(url, database);
  });
  return database;
}

const dumps = new Map<string, Promise<Blob>>();

/**
 * The template's dump: from this run's folder when another file has made it, else made here and
 * left there (written aside and renamed, so a file never reads half of one). Two files may make
 * the same one at once; either copy serves.
 */
function pgliteDump(template: Template): Promise<Blob> {
  let dump = dumps.get(template.name);
  if (!dump) {
    dump = (async () => {
      const file = path.join(inject('dbTemplates').dir, `${template.name}.tar`);
      if (existsSync(file)) return new Blob([await readFile(file)]);
      const database = await openDatabase({ kind: 'pglite' });
      await template.build(database);
      const client = (
        database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
      ).$client;
      const blob = await client.dumpDataDir('none');
      await database.close();
      const aside = `${file}.${process.pid}`;
      await writeFile(aside, Buffer.from(await blob.arrayBuffer()));
      await rename(aside, file);
      return blob;
    })();
    dumps.set(template.name, dump);
  }
  return dump;
}

async function freshPglite(template: Template): Promise<Database> {
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteDump(template) });
}

const names = new WeakMap<Database, string>();

/**
 * The template database, made once under an advisory lock: the first file to ask makes it, the
 * others wait for it. It is left without connections, as CREATE DATABASE … TEMPLATE requires.
 */
async function postgresTemplate(url: string, template: Template): Promise<string> {
  const name = `${inject('dbTemplates').prefix}_${template.name}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      // Seeding the demo mill on a busy machine may take longer than a request's bounds.
      const database = await openDatabase({
        kind: 'postgres',
        url: target.toString(),
        timeouts: { statement: 10 * 60_000, idleInTransaction: 10 * 60_000 },
      });
      try {
        await template.build(database);
      } catch (error) {
        await database.close();
        await client.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
      await database.close();
    }
    return name;
  } finally {
    await client.end();
  }
}

async function freshPostgres(url: string, template: Template): Promise<Database> {
  const source = await postgresTemplate(url, template);
  const name = `greige_t_${randomBytes(6).toString('hex')}`;
  await createFrom(url, name, source);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  names.set(database, name);
  return database;
}

/**
 * CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template (55006): a copy
 * made by another file at that moment can hold it briefly, so it is tried again.
 */
async function createFrom(url: string, name: string, source: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(url, `create database ${name} template ${source}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The address of a new, empty PostgreSQL database on DATABASE_URL's server (no migrations, no
 * tables), dropped when the file ends: somewhere to restore a backup into.
 */
export async function emptyPostgresUrl(url: string): Promise<string> {
  const name = `greige_t_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  afterAll(() => admin(url, `drop database if exists ${name} with (force)`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
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
