import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The server tests' global setup: a place for this run's database templates (tests/support/db.ts),
 * a folder for PGlite's dumps and a name prefix for PostgreSQL's template databases, both removed
 * when the run ends. A run never reads another run's templates, so a changed migration or demo
 * mill is always built afresh.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'greige-db-templates-'));
  const prefix = `greige_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('dbTemplates', { dir, prefix });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (url) await dropPostgresTemplates(url, prefix);
  };
}

/** Drops every database whose name starts with `prefix`. */
async function dropPostgresTemplates(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
