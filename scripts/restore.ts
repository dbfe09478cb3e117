/**
 * `npm run restore -- <backup file>`: brings a backup made by the server (BACKUP_DIR) into an
 * empty database, the one the server would open with the same environment: DATABASE_URL's
 * PostgreSQL database (a `.dump` file), or else a new embedded database in DATA_DIR (a `.tar.gz`
 * file). Then start the server on it as usual.
 */
import path from 'node:path';
import { restoreBackup } from '../server/backup/restore';
import { loadConfig } from '../server/config';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
const target = config.DATABASE_URL
  ? { kind: 'postgres' as const, url: config.DATABASE_URL }
  : { kind: 'pglite' as const, dataDir: path.resolve(config.DATA_DIR) };
try {
  await restoreBackup(path.resolve(file), target);
  console.log(
    `Restored ${file} into ${target.kind === 'postgres' ? 'the PostgreSQL database' : target.dataDir}.`,
  );
} catch (error) {
  console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
