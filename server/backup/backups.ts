import { readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { dumpExtension } from '../db/dump';
import { backups } from '../db/schema';
import { held, reasonOf, retryLater, takeDue, type Claim, queueOn } from '../jobs/queue';
import type { Round } from '../jobs/worker';

/**
 * Scheduled backups (docs/decisions/044-one-job-queue.md): each period (BACKUP_EVERY_HOURS) gets
 * one row in `backups`, added by whichever server looks first (the period's start is unique), and
 * one worker of the cluster takes it through the job queue and writes the whole database into
 * BACKUP_DIR. The newest BACKUP_KEEP files are kept. Settings shows the last one and its size.
 */

export interface BackupSettings {
  readonly dir: string;
  readonly everyMs: number;
  readonly keep: number;
}

/** A backup that failed this often waits for the next period's. */
export const MAX_ATTEMPTS = 3;
/** How often a server looks for a period without its backup. */
export const BACKUP_POLL_MS = 60_000;

export const backupQueue = queueOn(backups, backups.state, [backups.nextAttemptAt, backups.id]);

export const backupSettingsOf = (config: Config): BackupSettings | null =>
  config.BACKUP_DIR
    ? {
        dir: path.resolve(config.BACKUP_DIR),
        everyMs: config.BACKUP_EVERY_HOURS * 3_600_000,
        keep: config.BACKUP_KEEP,
      }
    : null;

/** The start of the period `now` falls in: the backup's key, the same on every server. */
export const slotOf = (now: Date, everyMs: number): string =>
  new Date(Math.floor(now.getTime() / everyMs) * everyMs).toISOString();

/** Adds the current period's backup, unless a server already did. */
export async function scheduleBackup(db: Db, everyMs: number, now = new Date()): Promise<void> {
  await db
    .insert(backups)
    .values({ slot: slotOf(now, everyMs), nextAttemptAt: now })
    .onConflictDoNothing();
}

/** `greige-2026-11-29T08-30-00Z.dump`: sorts by time, and says which engine it holds. */
export const backupFileName = (kind: Database['kind'], at: Date): string =>
  `greige-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${dumpExtension[kind]}`;

const isBackupFile = (name: string) => /^greige-.+\.(dump|tar\.gz)$/.test(name);

/** Removes all but the newest `keep` backup files of the folder; answers the names removed. */
export function prune(dir: string, keep: number): string[] {
  const files = readdirSync(dir).filter(isBackupFile).sort().reverse();
  const gone = files.slice(keep);
  for (const name of gone) rmSync(path.join(dir, name), { force: true });
  return gone;
}

export type BackupOutcome =
  | { state: 'done'; file: string; sizeBytes: number }
  | { state: 'pending' | 'failed'; error: string };

async function write(
  database: Database,
  settings: BackupSettings,
  claim: Claim<number>,
  now: Date,
): Promise<BackupOutcome> {
  const file = backupFileName(database.kind, now);
  try {
    await mkdir(settings.dir, { recursive: true });
    await database.backupTo(path.join(settings.dir, file));
  } catch (error) {
    const giveUp = claim.attempts >= MAX_ATTEMPTS;
    await retryLater(database.db, backupQueue, claim, {
      error,
      ...(giveUp ? { giveUpAs: 'failed' } : {}),
    });
    return { state: giveUp ? 'failed' : 'pending', error: reasonOf(error) };
  }
  const sizeBytes = statSync(path.join(settings.dir, file)).size;
  await database.db
    .update(backups)
    .set({
      state: 'done',
      file,
      sizeBytes,
      finishedAt: new Date(),
      leaseUntil: null,
      lastError: null,
    })
    .where(held(backupQueue, claim));
  prune(settings.dir, settings.keep);
  return { state: 'done', file, sizeBytes };
}

/** Adds the period's backup if missing, then writes the one that is due, if any. */
export async function runDueBackup(
  database: Database,
  settings: BackupSettings,
  now = new Date(),
): Promise<BackupOutcome | null> {
  await scheduleBackup(database.db, settings.everyMs, now);
  const [claim] = await takeDue<number>(database.db, backupQueue, { now, batch: 1 });
  return claim ? write(database, settings, claim, now) : null;
}

export interface BackupStatus {
  /** The newest backup written. */
  last: { at: string; file: string; sizeBytes: number } | null;
  /** The newest try that failed, when it is newer than the last backup. */
  failure: { at: string; error: string } | null;
}

export async function backupStatus(db: Db): Promise<BackupStatus> {
  const [last] = await db
    .select()
    .from(backups)
    .where(eq(backups.state, 'done'))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const [failed] = await db
    .select()
    .from(backups)
    .where(and(sql`${backups.lastError} is not null`, sql`${backups.state} <> 'done'`))
    .orderBy(desc(backups.nextAttemptAt))
    .limit(1);
  const failure =
    failed?.lastError && (!last?.finishedAt || failed.createdAt > last.finishedAt)
      ? { at: failed.createdAt.toISOString(), error: failed.lastError }
      : null;
  return {
    last:
      last?.file && last.finishedAt
        ? { at: last.finishedAt.toISOString(), file: last.file, sizeBytes: last.sizeBytes ?? 0 }
        : null,
    failure,
  };
}

/** The backups' round on the server's worker, when BACKUP_DIR is set. */
export function backupRounds(database: Database, config: Config, log: FastifyBaseLogger): Round[] {
  const settings = backupSettingsOf(config);
  if (!settings) return [];
  return [
    {
      name: 'backup',
      everyMs: Math.min(BACKUP_POLL_MS, settings.everyMs),
      async run() {
        const out = await runDueBackup(database, settings);
        if (out?.state === 'done') log.info(`backup: wrote ${out.file} (${out.sizeBytes} bytes)`);
        else if (out)
          log.error(
            `backup: failed (${out.state === 'failed' ? 'gave up' : 'will retry'}): ${out.error}`,
          );
      },
    },
  ];
}
