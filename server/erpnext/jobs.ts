import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { runSync } from './pull/run';
import { deliverDuePushes } from './push/worker';
import { checkSite, lastCheck, siteClientOf } from './site/connection';

/** How often the push worker looks for documents due (another) try. */
export const PUSH_POLL_MS = 15_000;

/** Timers of two servers drift: a pull due a moment early still runs. */
const PULL_SLACK_MS = 2_000;

export interface ErpJobs {
  /** Stops the timers and waits for the work in progress. */
  stop(): Promise<void>;
}

/**
 * The connector's background work, only when a site is configured: the site is checked at start
 * (a failure is logged and shown on the settings screen; the server starts anyway), the mirror is
 * pulled every ERPNEXT_SYNC_SECONDS, and the outbox is sent every PUSH_POLL_MS. Several processes
 * may each run it: one sync runs at a time (pull/lock.ts), and an outbox row is taken by one
 * sender at a time (push/worker.ts).
 */
export async function startErpJobs(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<ErpJobs | null> {
  const client = siteClientOf(config);
  if (!client) return null;
  const check = await checkSite(db, client);
  if (check.error) log.error(`erpnext: ${client.url} refused the check: ${check.error}`);
  else log.info(`erpnext: connected to ${client.url} as ${check.user ?? '?'}`);

  let stopped = false;
  // Ends a running sync after its current page, so a shutdown does not wait for a whole pull.
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  const track = (what: string, work: () => Promise<unknown>) => {
    if (stopped) return;
    const p = work()
      .catch((err: unknown) => log.error({ err }, `erpnext: ${what} failed`))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  let pushing = false;
  const sync = () =>
    track('sync', async () => {
      // A site that failed its check may have come back (or had its key fixed) since.
      if ((await lastCheck(db, client))?.error && (await checkSite(db, client)).error) return;
      // Servers on one database pull once per interval between them: a pull that another
      // server started less than an interval ago is not repeated.
      const out = await runSync(db, client, {
        log: (m) => log.warn(m),
        signal: stopping.signal,
        notWithinMs: config.ERPNEXT_SYNC_SECONDS * 1000 - PULL_SLACK_MS,
      });
      if (out.ran) {
        const rows = out.doctypes.reduce((n, d) => n + d.rows, 0);
        if (rows > 0) log.info(`erpnext: pulled ${rows} rows`);
      }
    });
  const push = () =>
    track('push', async () => {
      if (pushing) return; // a slow round is not overtaken by the next tick
      pushing = true;
      try {
        const round = await deliverDuePushes(db, client);
        if (round.sent + round.refused > 0) {
          log.info(`erpnext: sent ${round.sent}, refused ${round.refused}`);
        }
      } finally {
        pushing = false;
      }
    });
  sync();
  push();
  const timers = [
    setInterval(sync, config.ERPNEXT_SYNC_SECONDS * 1000),
    setInterval(push, PUSH_POLL_MS),
  ];
  // The timers alone never keep the process alive: it ends when the server closes.
  for (const t of timers) t.unref();
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...inFlight]);
    },
  };
}
