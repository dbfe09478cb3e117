import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Round } from '../../jobs/worker';
import { queueDueDigests } from './digest';
import { deliverDueAlertMails } from './mail/queue';

/** How often the worker looks for alert and digest emails due a try. */
export const ALERT_MAIL_POLL_MS = 30_000;
/** How often it looks for digests whose hour has come: a digest goes within a minute of it. */
export const DIGEST_POLL_MS = 60_000;

/**
 * The alerts' rounds on the server's worker (server/jobs/worker.ts), when a mail server is
 * configured: without one nothing could be sent, and a digest queued then would arrive days late
 * once one is. Every server may run them: a message is taken by one sender at a time
 * (mail/queue.ts), and a user's digest of a day is queued once (its unique index).
 */
export function alertRounds(db: Db, config: Config, log: FastifyBaseLogger): Round[] {
  const smtpUrl = config.SMTP_URL;
  if (!smtpUrl) return [];
  const mailer = { smtpUrl, from: config.SMTP_FROM };
  return [
    {
      name: 'alerts: email delivery',
      everyMs: ALERT_MAIL_POLL_MS,
      async run() {
        const sent = await deliverDueAlertMails(db, mailer);
        if (sent > 0) log.info(`alerts: delivered ${sent} queued emails`);
      },
    },
    {
      name: 'alerts: morning digests',
      everyMs: DIGEST_POLL_MS,
      async run() {
        const queued = await queueDueDigests(db);
        if (queued === 0) return;
        log.info(`alerts: queued ${queued} morning digests`);
        // Sent now rather than at the next delivery round; what the mail server refuses waits there.
        await deliverDueAlertMails(db, mailer);
      },
    },
  ];
}
