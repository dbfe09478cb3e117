import type { Db } from '../../db/client';
import type { SiteClient } from '../site/client';
import { syncSite, type SyncOptions, type SyncOutcome } from './sync';

/**
 * The sync this process runs, whether the timer or an administrator started it: a second start
 * while one runs answers `running` instead of queueing behind it.
 */
let current: Promise<SyncOutcome> | null = null;

export function runSync(db: Db, client: SiteClient, opts: SyncOptions = {}): Promise<SyncOutcome> {
  if (current) return Promise.resolve({ ran: false, reason: 'running' });
  const run = syncSite(db, client, opts).finally(() => {
    current = null;
  });
  current = run;
  return run;
}

/** The sync running in this process, if any. */
export const syncRunning = (): Promise<SyncOutcome> | null => current;
