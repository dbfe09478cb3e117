import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ensureAdministrator } from '../auth/bootstrap';
import { ADMIN_ROLE } from '../auth/sessions';
import { seedRoles } from '../permissions/roles';
import { openDatabase, type Database } from './client';
import { userRoles } from './schema';

/** What server/main.ts does at start: migrations, roles, the first administrator. */
const startUp = (database: Database) =>
  database.startUp(async (db) => {
    await seedRoles(db);
    return ensureAdministrator(db, 'admin@greige.local', 'a first password');
  });

const admins = async (database: Database) =>
  (await database.db.select().from(userRoles).where(eq(userRoles.role, ADMIN_ROLE))).length;

describe('start-up', () => {
  // Several servers on one database: only with PostgreSQL (the PostgreSQL pass). The embedded
  // database belongs to one process, which needs no lock; every server test starts one.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets servers started at once on an empty PostgreSQL all come up, with one administrator',
    async () => {
      const url = new URL(process.env.DATABASE_URL ?? '');
      const name = `greige_startup_${randomBytes(5).toString('hex')}`;
      const adminClient = new pg.Client({ connectionString: url.toString() });
      await adminClient.connect();
      await adminClient.query(`create database ${name}`);
      url.pathname = `/${name}`;
      const servers = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      try {
        const results = await Promise.allSettled(servers.map(startUp));
        expect(results.map((r) => r.status)).toEqual(Array(4).fill('fulfilled'));
        const made = results.filter((r) => r.status === 'fulfilled' && r.value.created);
        expect(made).toHaveLength(1);
        expect(await admins(servers[0]!)).toBe(1);
      } finally {
        await Promise.all(servers.map((s) => s.close()));
        await adminClient.query(`drop database if exists ${name} with (force)`);
        await adminClient.end();
      }
    },
  );
});
