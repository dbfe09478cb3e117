import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Round } from '../jobs/worker';
import { runSync } from './pull/run';
import { deliverDuePushes } from './push/worker';
import { checkSite, lastCheck, siteClientOf } from './site/connection';

/** How often the push worker looks for documents due (another) try. */
export const PUSH_POLL_MS = 15_000;

/** Timers of two servers drift: a pull due a moment early still runs. */
const PULL_SLACK_MS = 2_000;

/**
 * The connector's rounds on the server's worker (server/jobs/worker.ts), only when a site is
 * configured: the site is checked first (a failure is logged and shown on the settings screen; the
 * server starts anyway), then the mirror is pulled every ERPNEXT_SYNC_SECONDS and the outbox is
 * sent every PUSH_POLL_MS. Servers on one database pull once per interval between them
 * (pull/run.ts), and an outbox row is taken by one sender at a time (push/worker.ts).
 */
export async function erpRounds(db: Db, config: Config, log: FastifyBaseLogger): Promise<Round[]> {
  const client = siteClientOf(config);
  if (!client) return [];
  const check = await checkSite(db, client);
  if (check.error) log.error(`erpnext: ${client.url} refused the check: ${check.error}`);
  else log.info(`erpnext: connected to ${client.url} as ${check.user ?? '?'}`);
  const everyMs = config.ERPNEXT_SYNC_SECONDS * 1000;
  return [
    {
      name: 'erpnext: sync',
      everyMs,
      async run(signal) {
        // A site that failed its check may have come back (or had its key fixed) since.
        if ((await lastCheck(db, client))?.error && (await checkSite(db, client)).error) return;
        const out = await runSync(db, client, {
          log: (m) => log.warn(m),
          signal,
          notWithinMs: everyMs - PULL_SLACK_MS,
        });
        if (out.ran) {
          const rows = out.doctypes.reduce((n, d) => n + d.rows, 0);
          if (rows > 0) log.info(`erpnext: pulled ${rows} rows`);
        }
      },
    },
    {
      name: 'erpnext: push',
      everyMs: PUSH_POLL_MS,
      async run() {
        const round = await deliverDuePushes(db, client);
        if (round.sent + round.refused > 0) {
          log.info(`erpnext: sent ${round.sent}, refused ${round.refused}`);
        }
      },
    },
  ];
}
