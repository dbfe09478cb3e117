import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gateVisitors, visitorEmails } from '../../../db/schema';
import { composeVisitorEmail } from './compose';
import { transportFor } from '../../../mail/transport';
import {
  held,
  reasonOf,
  retryLater,
  runDue,
  takeOne,
  type Claim,
  queueOn,
} from '../../../jobs/queue';

/**
 * The durable queue of visitor emails (docs/decisions/024-gate-and-visitors.md), one queue of the
 * server's job queue (server/jobs/queue.ts): a message is queued in the transaction of the guard's
 * request, tried at once after it commits, and, when the mail server does not take it, tried
 * again by the worker after 1, 2, 4 … 32 minutes, then hourly, until it is delivered or
 * MAX_ATTEMPTS tries have failed. A delivered message is `sent` and never taken again.
 */

export const MAX_ATTEMPTS = 12;

const emailQueue = queueOn(visitorEmails, visitorEmails.status, [
  visitorEmails.nextAttemptAt,
  visitorEmails.id,
]);

export interface Mailer {
  readonly smtpUrl: string;
  readonly from: string;
}

export type EmailOutcome =
  | { status: 'sent'; recipient: string }
  | { status: 'pending'; recipient: string; error: string; nextAttemptAt: Date }
  | { status: 'failed'; recipient: string; error: string }
  /** The message is no longer there (its visit was removed). */
  | { status: 'gone' };

const open = inArray(visitorEmails.status, ['pending', 'sending']);

/**
 * Queues the visitor's email to `recipient`, or answers the one already waiting for the visitor
 * (asking again retries it rather than queueing a second message). In the caller's transaction.
 */
export async function queueVisitorEmail(
  db: Db,
  visitorId: string,
  recipient: string,
  createdBy: string,
): Promise<number> {
  for (let tries = 0; tries < 3; tries++) {
    const [fresh] = await db
      .insert(visitorEmails)
      .values({ visitorId, recipient, createdBy })
      .onConflictDoNothing()
      .returning({ id: visitorEmails.id });
    if (fresh) return fresh.id;
    // The host's address may have changed in the mirror since the message was queued.
    const [waiting] = await db
      .update(visitorEmails)
      .set({ recipient })
      .where(and(eq(visitorEmails.visitorId, visitorId), open))
      .returning({ id: visitorEmails.id });
    if (waiting) return waiting.id;
    // It was delivered between the two statements: queue a new one.
  }
  throw new Error(`could not queue the email of visitor ${visitorId}`);
}

type Taken = Claim<number>;

/** A mail server's 5xx answer is final (no such mailbox, relaying refused): trying again won't help. */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** One try of a taken message: composed from the visit as it is now, sent, and the result kept. */
async function deliver(db: Db, taken: Taken, mailer: Mailer): Promise<EmailOutcome> {
  const ours = held(emailQueue, taken);
  const [row] = await db
    .select({ visitorId: visitorEmails.visitorId, recipient: visitorEmails.recipient })
    .from(visitorEmails)
    .where(ours);
  if (!row) return { status: 'gone' };
  const [visit] = await db
    .select()
    .from(gateVisitors)
    .where(eq(gateVisitors.visitorId, row.visitorId));
  if (!visit) return { status: 'gone' };
  const message = composeVisitorEmail(
    visit,
    { name: visit.hostEmployee, email: row.recipient },
    mailer.from,
  );
  try {
    await transportFor(mailer.smtpUrl).sendMail(message);
  } catch (error) {
    const reason = reasonOf(error, 300);
    const giveUp = isPermanent(error) || taken.attempts >= MAX_ATTEMPTS;
    const { nextAttemptAt } = await retryLater(db, emailQueue, taken, {
      error: reason,
      ...(giveUp ? { giveUpAs: 'failed' } : {}),
    });
    return giveUp
      ? { status: 'failed', recipient: row.recipient, error: reason }
      : { status: 'pending', recipient: row.recipient, error: reason, nextAttemptAt };
  }
  const sentAt = new Date();
  await db
    .update(visitorEmails)
    .set({ status: 'sent', sentAt, leaseUntil: null, lastError: null })
    .where(ours);
  await db
    .update(gateVisitors)
    .set({ emailedAt: sentAt })
    .where(eq(gateVisitors.visitorId, row.visitorId));
  return { status: 'sent', recipient: row.recipient };
}

/** The message's state once no try of it is running, waiting up to `timeoutMs` for one to end. */
async function settled(db: Db, id: number, timeoutMs: number): Promise<EmailOutcome> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(visitorEmails).where(eq(visitorEmails.id, id));
    if (!row) return { status: 'gone' };
    if (row.status === 'sent') return { status: 'sent', recipient: row.recipient };
    if (row.status === 'failed') {
      return { status: 'failed', recipient: row.recipient, error: row.lastError ?? 'failed' };
    }
    if (row.status === 'pending' || Date.now() >= until) {
      return {
        status: 'pending',
        recipient: row.recipient,
        error: row.lastError ?? 'another try of this message is still running',
        nextAttemptAt: row.nextAttemptAt,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Tries a queued message now, for a guard waiting for the answer. When another process is trying
 * it at this moment, waits for that try instead of sending a second copy.
 */
export async function sendQueuedNow(db: Db, id: number, mailer: Mailer): Promise<EmailOutcome> {
  const taken = await takeOne(db, emailQueue, id, { dueOnly: false });
  if (taken) return deliver(db, taken, mailer);
  return settled(db, id, 30_000);
}

/**
 * One round of the worker: tries every message whose next try is due (at most `batch`), oldest
 * first. Answers how many were delivered.
 */
export async function deliverDueEmails(
  db: Db,
  mailer: Mailer,
  now = new Date(),
  batch = 20,
): Promise<number> {
  return runDue<number>(
    db,
    emailQueue,
    async (taken) => (await deliver(db, taken, mailer)).status === 'sent',
    { now, batch },
  );
}
