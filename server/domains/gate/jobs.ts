import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Round } from '../../jobs/worker';
import { deliverDueEmails } from './email/queue';
import { purgeVisitorPersonalData } from './purge';
import { DAY_MS } from './time';

/** How often the worker looks for visitor emails due another try. */
export const EMAIL_POLL_MS = 30_000;

/**
 * The gate's rounds on the server's worker (server/jobs/worker.ts): the purge of visitors'
 * personal data past the retention period (at start, then daily), and the retries of queued
 * visitor emails when a mail server is configured. Every server may run them: a purge is one
 * idempotent statement, and a message is taken by one sender at a time (email/queue.ts).
 */
export function gateRounds(db: Db, config: Config, log: FastifyBaseLogger): Round[] {
  const rounds: Round[] = [
    {
      name: 'gate: visitor data purge',
      everyMs: DAY_MS,
      async run() {
        const cleared = await purgeVisitorPersonalData(db);
        if (cleared > 0)
          log.info(`gate: removed the photo and ID number of ${cleared} past visits`);
      },
    },
  ];
  const smtpUrl = config.SMTP_URL;
  if (smtpUrl) {
    const mailer = { smtpUrl, from: config.SMTP_FROM };
    rounds.push({
      name: 'gate: visitor email retry',
      everyMs: EMAIL_POLL_MS,
      async run() {
        const sent = await deliverDueEmails(db, mailer);
        if (sent > 0) log.info(`gate: delivered ${sent} queued visitor emails`);
      },
    });
  }
  return rounds;
}
