import type { UserCtx } from '../../http/context';
import { deliverDueAlertMails, queueAlertMail } from './mail/queue';

/**
 * After a save raised alerts: their emails are queued in its transaction, and sent once it has
 * committed — without the tap waiting for the mail server (one that is slow or down would hold the
 * inspector's tap for its time-outs), and without a failed send touching the saved tap: the
 * message stays queued and the worker's round tries it again.
 */
export async function notifyRaised(ctx: UserCtx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const id of ids) await queueAlertMail(ctx.db, id);
  const smtpUrl = ctx.config.SMTP_URL;
  if (!smtpUrl) return;
  const mailer = { smtpUrl, from: ctx.config.SMTP_FROM };
  ctx.afterwards((db) => {
    deliverDueAlertMails(db, mailer).catch((err: unknown) =>
      ctx.log.warn({ err }, 'alerts: the email of a new alert waits for the next round'),
    );
    return Promise.resolve();
  });
}
