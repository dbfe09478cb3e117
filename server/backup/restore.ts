import { existsSync } from 'node:fs';
import pg from 'pg';
import { dumpExtension, restorePglite, restorePostgres } from '../db/dump';

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The engine a backup file holds, from its name (server/backup/backups.ts names them). */
export const engineOfFile = (file: string): RestoreTarget['kind'] | null =>
  file.endsWith(dumpExtension.postgres)
    ? 'postgres'
    : file.endsWith(dumpExtension.pglite)
      ? 'pglite'
      : null;

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup into an empty database: never over a mill's data, which a restore would mix
 * with the backup's or fail half-way through.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const engine = engineOfFile(file);
  if (engine === null) {
    throw new Error(`${file} is not a Greige backup (a .dump or .tar.gz file from BACKUP_DIR)`);
  }
  if (engine !== target.kind) {
    throw new Error(
      engine === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to a new folder`,
    );
  }
  if (target.kind === 'postgres') {
    const tables = await tablesIn(target.url);
    if (tables > 0) {
      throw new Error(
        `The database already has ${tables} tables: restore into a new, empty database`,
      );
    }
    await restorePostgres(target.url, file);
  } else {
    await restorePglite(target.dataDir, file);
  }
}
