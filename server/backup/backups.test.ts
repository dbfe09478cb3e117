import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, emptyPostgresUrl } from '../../tests/support/db';
import { openDatabase, type Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { backups } from '../db/schema';
import { backupStatus, MAX_ATTEMPTS, prune, runDueBackup, type BackupSettings } from './backups';
import { restoreBackup, type RestoreTarget } from './restore';

const HOUR = 3_600_000;
const folder = (label: string) => mkdtempSync(path.join(tmpdir(), `greige-backup-${label}-`));

/**
 * Every table's row count and a digest of its rows, so a restore that lost or changed one shows.
 * All but the backups' own: the backup's row was `sending` while the dump was made, `done` now.
 */
async function contents(db: Db): Promise<Map<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: string | number; digest: string | null }>(
      db,
      sql.raw(`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as digest
        from ${name} t`),
    );
    out.set(name, `${row?.n} rows, ${row?.digest ?? 'empty'}`);
  }
  out.delete('public.backups');
  return out;
}

// At the top level, like the other files on the demo mill: its template may take a minute to make.
const database = await createTestDatabase({ demo: true });
const settings: BackupSettings = { dir: folder('dir'), everyMs: 24 * HOUR, keep: 2 };

/**
 * A whole demo mill dumped (and, in the first test, restored): seconds on a quiet machine, but a
 * loaded 2-core host has taken over the file's 30 s. A guard against a hang, not a timing.
 */
const WHOLE_MILL_MS = 120_000;

/** Where the first test restored the demo mill: a database that is no longer empty. */
let restoredInto: RestoreTarget | undefined;

describe('backups', () => {
  it(
    'backs up the demo mill, and a restore elsewhere holds every row of every table',
    async () => {
      const now = new Date();
      const out = await runDueBackup(database, settings, now);
      if (out?.state !== 'done') throw new Error(`no backup: ${JSON.stringify(out)}`);
      const file = path.join(settings.dir, out.file);
      expect(statSync(file).size).toBe(out.sizeBytes);
      expect(out.sizeBytes).toBeGreaterThan(100_000);
      expect(await backupStatus(database.db)).toMatchObject({
        last: { file: out.file, sizeBytes: out.sizeBytes },
        failure: null,
      });
      // The period has its backup: another look in it writes nothing.
      expect(await runDueBackup(database, settings, new Date(now.getTime() + 1000))).toBeNull();

      const url = process.env.DATABASE_URL;
      const target: RestoreTarget = url
        ? { kind: 'postgres', url: await emptyPostgresUrl(url) }
        : { kind: 'pglite', dataDir: path.join(folder('restore'), 'data') };
      await restoreBackup(file, target);
      restoredInto = target;
      const restored = await openDatabase(
        target.kind === 'postgres' ? target : { kind: 'pglite', dataDir: target.dataDir },
      );
      afterAll(() => restored.close());
      const [before, after] = [await contents(database.db), await contents(restored.db)];
      expect(before.get('public.qi_rolls')).toMatch(/^[1-9]\d* rows/);
      expect(after).toEqual(before);
      // The restored database is one a server opens as it is: its migrations are all there.
      await restored.migrate();
      expect(await contents(restored.db)).toEqual(after);
    },
    WHOLE_MILL_MS,
  );

  it('restores only into an empty database, and a file of the right engine', async () => {
    const [done] = await database.db.select().from(backups);
    const file = path.join(settings.dir, done?.file ?? 'missing');
    const full = folder('full');
    writeFileSync(path.join(full, 'PG_VERSION'), '17');
    if (restoredInto?.kind === 'postgres') {
      await expect(restoreBackup(file, restoredInto)).rejects.toThrow(
        /already has \d+ tables: restore into a new, empty database/,
      );
      await expect(restoreBackup(file, { kind: 'pglite', dataDir: full })).rejects.toThrow(
        /is a PostgreSQL backup: set DATABASE_URL/,
      );
    } else {
      await expect(restoreBackup(file, { kind: 'pglite', dataDir: full })).rejects.toThrow(
        /is not empty/,
      );
      await expect(
        restoreBackup(file, { kind: 'postgres', url: 'postgres://x/y' }),
      ).rejects.toThrow(/backup of the embedded database/);
    }
    await expect(restoreBackup(`${file}.nope`, { kind: 'pglite', dataDir: full })).rejects.toThrow(
      /No backup at/,
    );
  });

  it('keeps the newest files, as many as it is told', () => {
    const dir = folder('prune');
    const names = ['greige-2026-11-01T00-00-00Z.dump', 'greige-2026-11-03T00-00-00Z.dump'];
    names.push('greige-2026-11-02T00-00-00Z.tar.gz', 'notes.txt');
    for (const n of names) writeFileSync(path.join(dir, n), 'x');
    expect(prune(dir, 2)).toEqual(['greige-2026-11-01T00-00-00Z.dump']);
    expect(readdirSync(dir).sort()).toEqual([
      'greige-2026-11-02T00-00-00Z.tar.gz',
      'greige-2026-11-03T00-00-00Z.dump',
      'notes.txt',
    ]);
  });

  it('says when a backup fails, tries again, and gives up for the period after three tries', async () => {
    // A file where the folder should be: nothing can be written there.
    const blocked = path.join(folder('blocked'), 'not-a-folder');
    writeFileSync(blocked, 'x');
    const failing = { ...settings, dir: blocked };
    // An hour into a period four days on (after the other tests' periods), so every try below
    // falls in that one period whatever the hour the test runs at.
    const day = 24 * HOUR;
    const next = new Date((Math.floor(Date.now() / day) + 4) * day + HOUR);
    const first = await runDueBackup(database, failing, next);
    expect(first).toMatchObject({
      state: 'pending',
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    expect((await backupStatus(database.db)).failure).toMatchObject({
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    let last = first;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      last = await runDueBackup(database, failing, new Date(next.getTime() + attempt * HOUR));
    }
    expect(last).toMatchObject({ state: 'failed' });
    expect(await runDueBackup(database, failing, new Date(next.getTime() + 5 * HOUR))).toBeNull();
    expect(existsSync(path.join(settings.dir))).toBe(true);
  });

  it(
    'writes one backup per period however many servers look at once',
    async () => {
      const dir = folder('race');
      mkdirSync(dir, { recursive: true });
      const at = new Date(Date.now() + 49 * HOUR);
      const both = await Promise.all([
        runDueBackup(database, { ...settings, dir }, at),
        runDueBackup(database, { ...settings, dir }, at),
      ]);
      expect(both.filter((o) => o?.state === 'done')).toHaveLength(1);
      expect(readdirSync(dir)).toHaveLength(1);
    },
    WHOLE_MILL_MS,
  );
});
