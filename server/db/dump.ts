import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * A whole database to one file and back (docs/decisions/044-one-job-queue.md). PostgreSQL: the
 * custom format of its own `pg_dump`, read back by `pg_restore` (the tools of the server's
 * version or newer). The embedded database: PGlite's dump of its data folder, a gzipped tar that
 * PGlite opens again as it was.
 */

/** The file ending of each engine's backups, so a restore knows which one it holds. */
export const dumpExtension = { postgres: '.dump', pglite: '.tar.gz' } as const;

/** Runs a PostgreSQL client tool, failing with what it printed. */
function runTool(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (d: Buffer) => (said += d.toString()));
    child.on('error', (err) =>
      reject(
        new Error(`${command} could not run (${err.message}): install PostgreSQL's client tools`),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed: ${said.trim() || `exit ${code}`}`)),
    );
  });
}

/**
 * Writes the database at `url` to `file`. A table another session holds locked for longer than
 * a minute fails the dump rather than making it wait without end.
 */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  // Written beside and renamed: a dump cut short never stands as a finished backup.
  const partial = `${file}.partial`;
  try {
    await runTool('pg_dump', [
      '--format=custom',
      '--lock-wait-timeout=60000',
      `--file=${partial}`,
      url,
    ]);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Writes the embedded database to `file`, between two statements (PGlite runs one at a time). */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const tar = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
  renameSync(partial, file);
}

/** Brings a `pg_dump` custom-format file into the (empty) database at `url`. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  // One transaction: a restore that fails leaves the database as empty as it found it.
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

/** Opens a PGlite dump as a new data folder `dataDir`, which must be missing or empty. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}
