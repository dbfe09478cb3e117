import type { Db } from '../../../db/client';
import { alertMails } from '../../../db/schema';
import { held, queueOn, reasonOf, retryLater, runDue, type Claim } from '../../../jobs/queue';
import { isPermanentRefusal, transportFor } from '../../../mail/transport';
import { alertById } from '../rows';
import { millAlertRules } from '../settings';
import { composeAlertMail, type ComposedMail } from './compose';

/**
 * The emails of alerts and morning digests: one queue of the server's job queue
 * (server/jobs/queue.ts), like the gate's visitor emails. A message is composed when it is queued
 * (in the transaction of the save that raised the alert, or by the digest round), tried as soon as
 * the save has committed, and, when the mail server does not take it, tried again by the worker
 * after 1, 2, 4 … 32 minutes, then hourly, until it is delivered, the mail server refuses it for
 * good (5xx) or MAX_ATTEMPTS tries have failed. A delivered message is `sent`, never taken again.
 */

export const MAX_ATTEMPTS = 12;

const mailQueue = queueOn(alertMails, alertMails.status, [alertMails.nextAttemptAt, alertMails.id]);

export interface Mailer {
  readonly smtpUrl: string;
  readonly from: string;
}

/**
 * Queues the email of a newly raised alert to the knitting supervisor, in the raising save's
 * transaction; nothing without a supervisor address.
 */
export async function queueAlertMail(db: Db, alertId: number): Promise<void> {
  const { supervisorEmail, repeatN } = await millAlertRules(db);
  if (!supervisorEmail) return;
  const alert = await alertById(db, alertId);
  if (!alert) return;
  const { subject, body } = composeAlertMail(alert, repeatN);
  await db
    .insert(alertMails)
    .values({ kind: 'alert', alertId, recipient: supervisorEmail, subject, body });
}

/**
 * Queues a user's digest of a mill day, unless one is queued already: the unique index on
 * (user, day) keeps it to one however many servers run the round. Answers whether it was queued.
 */
export async function queueDigestMail(
  db: Db,
  digest: { userId: number; day: string; recipient: string } & ComposedMail,
): Promise<boolean> {
  const made = await db
    .insert(alertMails)
    .values({ kind: 'digest', ...digest })
    .onConflictDoNothing()
    .returning({ id: alertMails.id });
  return made.length > 0;
}

type Outcome = 'sent' | 'pending' | 'failed' | 'gone';

/** One try of a taken message: sent as composed, and the result kept while the claim holds. */
async function deliver(db: Db, taken: Claim<number>, mailer: Mailer, now: Date): Promise<Outcome> {
  const ours = held(mailQueue, taken);
  const [row] = await db
    .select({ recipient: alertMails.recipient, subject: alertMails.subject, body: alertMails.body })
    .from(alertMails)
    .where(ours);
  if (!row) return 'gone';
  try {
    await transportFor(mailer.smtpUrl).sendMail({
      from: mailer.from,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
    });
  } catch (error) {
    const giveUp = isPermanentRefusal(error) || taken.attempts >= MAX_ATTEMPTS;
    await retryLater(db, mailQueue, taken, {
      error: reasonOf(error, 300),
      now,
      ...(giveUp ? { giveUpAs: 'failed' } : {}),
    });
    return giveUp ? 'failed' : 'pending';
  }
  await db
    .update(alertMails)
    .set({ status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null })
    .where(ours);
  return 'sent';
}

/** One round: sends every due alert and digest email (at most `batch`); answers how many went. */
export async function deliverDueAlertMails(
  db: Db,
  mailer: Mailer,
  now = new Date(),
  batch = 20,
): Promise<number> {
  return runDue<number>(
    db,
    mailQueue,
    async (taken) => (await deliver(db, taken, mailer, now)) === 'sent',
    { now, batch },
  );
}
