import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deliverDueEmails } from './email/queue';
import { purgeVisitorPersonalData } from './purge';
import { DAY_MS } from './time';

/** How often the worker looks for visitor emails due another try. */
export const EMAIL_POLL_MS = 30_000;

export interface GateJobs {
  /** Stops the timers and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * The gate's background work in the server process: the purge of visitors' personal data past
 * the retention period (now and then daily), and the worker that retries queued visitor emails.
 * Several processes may each run it: a purge is one idempotent statement, and a message is taken
 * by one sender at a time (email/queue.ts).
 */
export function startGateJobs(db: Db, config: Config, log: FastifyBaseLogger): GateJobs {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (what: string, work: () => Promise<unknown>) => {
    if (stopped) return;
    running = running
      .then(work)
      .catch((err: unknown) => log.error({ err }, `gate: ${what} failed`));
  };
  const purge = () =>
    run('visitor data purge', async () => {
      const cleared = await purgeVisitorPersonalData(db);
      if (cleared > 0) log.info(`gate: removed the photo and ID number of ${cleared} past visits`);
    });
  const smtpUrl = config.SMTP_URL;
  const mailer = smtpUrl ? { smtpUrl, from: config.SMTP_FROM } : null;
  const retry = () =>
    run('visitor email retry', async () => {
      if (!mailer) return;
      const sent = await deliverDueEmails(db, mailer);
      if (sent > 0) log.info(`gate: delivered ${sent} queued visitor emails`);
    });
  purge();
  retry();
  const timers = [setInterval(purge, DAY_MS), setInterval(retry, EMAIL_POLL_MS)];
  // The timers alone never keep the process alive: it ends when the server closes.
  for (const t of timers) t.unref();
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await running;
    },
  };
}
