import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../../../contract';
import { loadConfig } from '../../../config';
import { employees, visitorEmails } from '../../../db/schema';
import { startWorker } from '../../../jobs/worker';
import { gateRounds } from '../jobs';
import {
  createGateApp,
  host,
  hostWithoutEmail,
  jpegBytes,
  seedGatePeople,
  visitor,
} from '../../../../tests/support/domains/gate';
import { leaves, parseMime } from './mime';
import { retryDelayMs } from '../../../jobs/queue';
import { deliverDueEmails } from './queue';

/**
 * The host's email goes through a real SMTP conversation: a mail server runs in this process
 * (smtp-server), the app's SMTP_URL points at it, and the tests read the messages that arrive.
 */

interface Received {
  to: string[];
  raw: string;
}

const inbox: Received[] = [];
/** What the mail server does with the next messages: take them, defer (4xx) or refuse (5xx). */
let answers: ('take' | 'defer' | 'refuse')[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const answer = answers.shift() ?? 'take';
      if (answer !== 'take') {
        const error = Object.assign(
          new Error(answer === 'defer' ? 'Try again later' : 'Mailbox unavailable'),
          {
            responseCode: answer === 'defer' ? 451 : 550,
          },
        );
        return callback(error);
      }
      inbox.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const smtpUrl = `smtp://127.0.0.1:${port}`;
const t = await createGateApp({ SMTP_URL: smtpUrl, SMTP_FROM: 'Gate <gate@mill.test>' });
const db = t.database.db;
await seedGatePeople(db);
const guard = await t.signIn('MailGuard', ['security']);
const mailer = { smtpUrl, from: 'Gate <gate@mill.test>' };

beforeEach(() => {
  inbox.length = 0;
  answers = [];
});

let phones = 0;
async function registered(over = {}): Promise<string> {
  phones += 1;
  const res = await t.send(
    'postVistorDataToDB',
    { jsonData: visitor({ phone: `+91 94444 ${String(phones).padStart(5, '0')}`, ...over }) },
    guard,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().visitorId;
}
const email = (visitorId: string) =>
  t.send('sendVistorDataViaEmail', { rowData: { visitorId } }, guard);

const openRows = (visitorId: string) =>
  db.select().from(visitorEmails).where(eq(visitorEmails.visitorId, visitorId));

describe('emailing the visitor record to the host', () => {
  it('sends a real message to the host with the visitor details and the photo', async () => {
    const visitorId = await registered({ name: 'Lakshmi Visitor', company: 'Kovai Electricals' });
    const res = await email(visitorId);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls.sendVistorDataViaEmail.output.parse(res.json())).toEqual({
      ok: true,
      sentTo: host.companyEmail,
    });
    expect(inbox).toHaveLength(1);
    const [message] = inbox;
    expect(message?.to).toEqual([host.companyEmail]);
    const mail = parseMime(message?.raw ?? '');
    expect(mail.headers.get('to')).toContain(host.companyEmail);
    expect(mail.headers.get('from')).toContain('gate@mill.test');
    expect(mail.headers.get('subject')).toBe(
      'Visitor at the gate for you: Lakshmi Visitor (Kovai Electricals)',
    );
    const parts = leaves(mail);
    const text = parts.find((p) => p.headers.get('content-type')?.startsWith('text/plain'));
    const body = text?.body.toString('utf8') ?? '';
    expect(body).toContain(`Dear ${host.employeeName}`);
    expect(body).toContain('Lakshmi Visitor from Kovai Electricals is at the gate to see you.');
    expect(body).toContain(`Pass: ${visitorId}`);
    // The host sees that an ID was shown, not the whole number.
    expect(body).toContain('Aadhaar ••••••••0123');
    expect(body).not.toContain('2345 6789 0123');
    const photo = parts.find((p) => p.headers.get('content-type')?.startsWith('image/jpeg'));
    expect(photo?.headers.get('content-id')).toBe('<visitor-photo@greige>');
    expect(photo?.body.equals(jpegBytes)).toBe(true);
    const html = parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'));
    expect(html?.body.toString('utf8')).toContain('cid:visitor-photo@greige');
    const report = await t.send('getVisitorFromDB', { rowData: { visitorId } }, guard);
    expect(report.json().emailedToHost).toBe(true);
  });

  it('answers a failure to the guard, keeps the message and delivers it once on the retry', async () => {
    const visitorId = await registered();
    answers = ['defer'];
    const res = await email(visitorId);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('unavailable');
    expect(res.json().error.message).toContain('did not take the message');
    expect(res.json().error.message).toContain('sent again automatically');
    expect(inbox).toHaveLength(0);
    const [queued] = await openRows(visitorId);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.lastError).toContain('Try again later');
    // Not due yet: the worker leaves it.
    expect(await deliverDueEmails(db, mailer)).toBe(0);
    const due = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await deliverDueEmails(db, mailer, due)).toBe(1);
    expect(inbox).toHaveLength(1);
    // Later rounds, and two workers at once, never send it again.
    const later = new Date(Date.now() + 6 * 3600_000);
    const again = await Promise.all([
      deliverDueEmails(db, mailer, later),
      deliverDueEmails(db, mailer, later),
    ]);
    expect(again).toEqual([0, 0]);
    expect(inbox).toHaveLength(1);
    expect(await openRows(visitorId)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    const report = await t.send('getVisitorFromDB', { rowData: { visitorId } }, guard);
    expect(report.json().emailedToHost).toBe(true);
  });

  it('tries the waiting message again when the guard asks again, without queueing a second', async () => {
    const visitorId = await registered();
    answers = ['defer'];
    expect((await email(visitorId)).statusCode).toBe(503);
    expect((await email(visitorId)).statusCode).toBe(200);
    expect(inbox).toHaveLength(1);
    expect(await openRows(visitorId)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(await deliverDueEmails(db, mailer, new Date(Date.now() + 6 * 3600_000))).toBe(0);
    expect(inbox).toHaveLength(1);
  });

  it('is delivered by the server worker, which starts with the server', async () => {
    const visitorId = await registered();
    answers = ['defer'];
    expect((await email(visitorId)).statusCode).toBe(503);
    // As if the pause had passed: the worker's first round, at start, finds it due.
    await db
      .update(visitorEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(visitorEmails.visitorId, visitorId));
    const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const config = loadConfig({ SMTP_URL: smtpUrl, SMTP_FROM: mailer.from });
    const worker = startWorker(quiet, gateRounds(db, config, quiet));
    await worker.stop();
    expect(inbox).toHaveLength(1);
    expect(await openRows(visitorId)).toMatchObject([{ status: 'sent' }]);
  });

  it('gives up at once when the mail server refuses the address for good, and says so', async () => {
    const visitorId = await registered();
    answers = ['refuse'];
    const res = await email(visitorId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(host.companyEmail);
    expect(res.json().error.message).toContain('not tried again');
    expect(await openRows(visitorId)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(await deliverDueEmails(db, mailer, new Date(Date.now() + 6 * 3600_000))).toBe(0);
    expect(inbox).toHaveLength(0);
  });

  it('refuses a host without email, and a visitor that never came, sending nothing', async () => {
    const visitorId = await registered({ hostEmployee: hostWithoutEmail.employeeName });
    const noEmail = await email(visitorId);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().error.message).toContain(hostWithoutEmail.employeeName);
    expect(noEmail.json().error.message).toContain('has no email address');
    const unknown = await email('VIS-20240101-0999');
    expect(unknown.statusCode).toBe(404);
    expect(inbox).toHaveLength(0);
    expect(await openRows(visitorId)).toEqual([]);
  });

  it('goes to the host address of the mirror as it is when sent', async () => {
    const visitorId = await registered();
    await db
      .update(employees)
      .set({ companyEmail: 'meena.new@mill.test' })
      .where(eq(employees.employeeId, host.employeeId));
    try {
      const res = await email(visitorId);
      expect(res.json().sentTo).toBe('meena.new@mill.test');
      expect(inbox[0]?.to).toEqual(['meena.new@mill.test']);
    } finally {
      await db
        .update(employees)
        .set({ companyEmail: host.companyEmail })
        .where(eq(employees.employeeId, host.employeeId));
    }
  });
});

const plain = await createGateApp();
await seedGatePeople(plain.database.db);
const plainGuard = await plain.signIn('PlainGuard', ['security']);

describe('without SMTP_URL', () => {
  it('says email is not set up, in a refusal the app can word', async () => {
    const reg = await plain.send('postVistorDataToDB', { jsonData: visitor() }, plainGuard);
    const res = await plain.send(
      'sendVistorDataViaEmail',
      { rowData: { visitorId: reg.json().visitorId } },
      plainGuard,
    );
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('conflict');
    expect(error.message).toContain('not set up');
    expect(error.message).toContain('SMTP_URL');
    expect(error.issues).toEqual([
      { path: 'SMTP_URL', message: 'Email is not set up on this server (SMTP_URL)' },
    ]);
    expect(await plain.database.db.$count(visitorEmails)).toBe(0);
  });
});
