import { eq } from 'drizzle-orm';
import { visitorEmailProblems } from '../../../../contract/gate/visitors';
import { employees, gateVisitors } from '../../../db/schema';
import type { HandlerMap } from '../../../http/context';
import { AppError, conflict, notFound } from '../../../http/errors';
import { millClock } from '../time';
import { queueVisitorEmail, sendQueuedNow, type EmailOutcome } from './queue';

/** Without SMTP_URL nothing can be sent: the guard is told so, and only an administrator can fix it. */
export const emailNotSetUp = (): AppError =>
  new AppError(
    'conflict',
    `${visitorEmailProblems.notSetUp}: visitor emails cannot be sent until an administrator sets it (see the README, "Visitor emails").`,
    [{ path: 'SMTP_URL', message: visitorEmailProblems.notSetUp }],
  );

/** A try that did not deliver, as the error the guard sees; the message itself stays queued. */
function refusalOf(outcome: Exclude<EmailOutcome, { status: 'sent' | 'gone' }>): AppError {
  if (outcome.status === 'failed') {
    return conflict(
      `${visitorEmailProblems.failed} for ${outcome.recipient}: ${outcome.error}. It is not tried again: check the host's email address in ERPNext.`,
    );
  }
  const waitSeconds = Math.max(1, Math.ceil((outcome.nextAttemptAt.getTime() - Date.now()) / 1000));
  return new AppError(
    'unavailable',
    `${visitorEmailProblems.failed} for ${outcome.recipient}: ${outcome.error}. It is kept and sent again automatically (next try at ${millClock(outcome.nextAttemptAt)}).`,
    undefined,
    waitSeconds,
  );
}

export const emailHandlers = {
  /**
   * Queues the visitor's record for the host in the request's transaction, then tries it as soon
   * as that has committed, outside it (a slow mail server must not hold the database), and answers
   * the try's failure as this call's error: the guard hears at once, and the queue keeps the
   * message for the worker's next try.
   */
  sendVistorDataViaEmail: async (ctx, { rowData }) => {
    const smtpUrl = ctx.config.SMTP_URL;
    if (!smtpUrl) throw emailNotSetUp();
    const [visit] = await ctx.db
      .select({
        visitorId: gateVisitors.visitorId,
        hostEmployee: gateVisitors.hostEmployee,
        email: employees.companyEmail,
      })
      .from(gateVisitors)
      .leftJoin(employees, eq(employees.employeeId, gateVisitors.hostEmployeeId))
      .where(eq(gateVisitors.visitorId, rowData.visitorId));
    if (!visit) throw notFound(`No visitor ${rowData.visitorId} came in at the gate.`);
    if (!visit.email) {
      throw conflict(
        `The host ${visit.hostEmployee} ${visitorEmailProblems.noHostEmail} in ERPNext, so the visitor's record cannot be emailed to them.`,
      );
    }
    const id = await queueVisitorEmail(ctx.db, visit.visitorId, visit.email, ctx.user.username);
    const mailer = { smtpUrl, from: ctx.config.SMTP_FROM };
    ctx.afterwards(async (db) => {
      const outcome = await sendQueuedNow(db, id, mailer);
      if (outcome.status === 'pending' || outcome.status === 'failed') throw refusalOf(outcome);
    });
    return { ok: true as const, sentTo: visit.email };
  },
} satisfies HandlerMap;
