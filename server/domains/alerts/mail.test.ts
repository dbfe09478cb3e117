import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { alertMails, alerts } from '../../db/schema';
import { retryDelayMs } from '../../jobs/queue';
import { startMailServer, receivedMail, type ReceivedMail } from '../../../tests/e2e/gate-mail';
import { createGateApp } from '../../../tests/support/domains/gate';
import { header, seedInspectionFixture } from '../../../tests/support/domains/inspection';
import { parseMime, partOf } from '../gate/email/mime';
import { deliverDueAlertMails, queueAlertMail } from './mail/queue';

/**
 * The knitting supervisor's email of an alert, through a real SMTP conversation: the app's
 * SMTP_URL points at a mail server running in this process, and inspectors tap defects over HTTP.
 */

const mail = await startMailServer();
afterAll(() => mail.stop());
// A mail server that is not there: what a try meets when the mill's is down.
const gone = await startMailServer();
await gone.stop();

const from = 'Greige <greige@mill.test>';
const t = await createGateApp({ SMTP_URL: mail.url, SMTP_FROM: from });
const db = t.database.db;
await seedInspectionFixture(db);
const inspector = await t.signIn('Kavitha', ['inspector']);
const admin = await t.signIn('Admin', ['admin']);
const supervisor = 'knitting.supervisor@mill.test';

const ok = async (name: Parameters<typeof t.send>[0], input: unknown, cookie = inspector) => {
  const res = await t.send(name, input, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const { reportNo } = await ok('postData', { jsonData: header() });
for (const rollNo of ['GR-T-1', 'GR-T-2', 'GR-T-3'])
  await ok('postRollData', { jsonData: { reportNo, greigeRollNo: rollNo, kg: 20 } });
const tap = (rollNo: string, mistake: string, over: Record<string, unknown> = {}) =>
  ok('postMistakeData', { jsonData: { reportNo, rollNo, mistake, points: 1, ...over } });
const needleLine = { points: 4, continuousM: 1 };

const saveSupervisor = (supervisorEmail: string | null) =>
  ok(
    'saveAlertRules',
    {
      jsonData: {
        repeatK: 2,
        repeatN: 3,
        repeatHours: 24,
        grade3: true,
        supplierLotK: 2,
        ccLotRejected: true,
        supervisorEmail,
      },
    },
    admin,
  );

/** A header as a mail client shows it: RFC 2047 words decoded (nodemailer encodes the Tamil). */
function decoded(value: string): string {
  const bytes = value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
const read = (m: ReceivedMail | undefined) => {
  const parsed = parseMime(m?.raw ?? '');
  return {
    to: m?.to,
    from: parsed.headers.get('from') ?? '',
    subject: decoded(parsed.headers.get('subject') ?? ''),
    text: (partOf(parsed, 'text/plain') ?? parsed).body.toString('utf8'),
  };
};

const alertOf = async (defect: string) => {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.subject, 'Circular 01'), eq(alerts.defect, defect)));
  if (!row) throw new Error(`no alert of ${defect}`);
  return row;
};
const mailsOf = (alertId: number) =>
  db.select().from(alertMails).where(eq(alertMails.alertId, alertId));
/**
 * The email goes after the tap's answer (the tap does not wait for the mail server): wait, up to
 * a bound, until the server has taken `n` messages and marked them sent.
 */
const delivered = (n: number) =>
  vi.waitFor(
    async () => {
      expect(receivedMail(mail.dir)).toHaveLength(n);
      const sent = await db.select().from(alertMails).where(eq(alertMails.status, 'sent'));
      expect(sent).toHaveLength(n);
    },
    { timeout: 10_000, interval: 50 },
  );

describe('the email of an alert', () => {
  it('is not queued while the mill has no supervisor address; the alert is raised all the same', async () => {
    await tap('GR-T-1', 'Slub');
    await tap('GR-T-2', 'Slub');
    const slub = await alertOf('Slub');
    expect(slub).toMatchObject({ rule: 'repeatDefect', state: 'open', rollCount: 2 });
    expect(await mailsOf(slub.id)).toEqual([]);
    expect(receivedMail(mail.dir)).toEqual([]);
  });

  it('goes to the supervisor as soon as the tap that completes the pattern is saved', async () => {
    await saveSupervisor(supervisor);
    await tap('GR-T-2', 'Needle Line', needleLine);
    expect(receivedMail(mail.dir)).toEqual([]);
    await tap('GR-T-3', 'Needle Line', needleLine);
    await delivered(1);
    const inbox = receivedMail(mail.dir);
    const message = read(inbox[0]);
    expect(message.to).toEqual([supervisor]);
    expect(message.from).toContain('greige@mill.test');
    expect(message.subject).toContain(
      'Needle Line on 2 of the last 3 rolls of machine Circular 01',
    );
    // English first, then Tamil, with the defect's Tamil name.
    expect(message.subject).toContain('மெஷின் Circular 01');
    expect(message.text).toContain('Needle Line on 2 of the last 3 rolls of machine Circular 01.');
    expect(message.text).toContain(`GR-T-2, report ${reportNo}`);
    expect(message.text).toContain(`GR-T-3, report ${reportNo}`);
    expect(message.text).toContain("The machine's page: /machine-view?machine=Circular%2001");
    expect(message.text).toContain('ஊசி லைன்');
    expect(message.text.indexOf('Needle Line on')).toBeLessThan(message.text.indexOf('ஊசி லைன்'));
    const needle = await alertOf('Needle Line');
    expect(await mailsOf(needle.id)).toMatchObject([
      { kind: 'alert', recipient: supervisor, status: 'sent', attempts: 1 },
    ]);
  });

  it('is sent once: a later roll with the same defect adds to the alert without another email', async () => {
    await tap('GR-T-1', 'Needle Line', needleLine);
    const needle = await alertOf('Needle Line');
    expect(needle.rollCount).toBe(3);
    expect(await mailsOf(needle.id)).toHaveLength(1);
    expect(receivedMail(mail.dir)).toHaveLength(1);
  });

  it('waits for a later try when the mail server cannot be reached, then is delivered once', async () => {
    const slub = await alertOf('Slub');
    await queueAlertMail(db, slub.id);
    const before = Date.now();
    expect(await deliverDueAlertMails(db, { smtpUrl: gone.url, from })).toBe(0);
    const [waiting] = await mailsOf(slub.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, recipient: supervisor });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(before);
    expect(receivedMail(mail.dir)).toHaveLength(1);
    // Not due yet: the working mail server's round leaves it.
    const mailer = { smtpUrl: mail.url, from };
    expect(await deliverDueAlertMails(db, mailer)).toBe(0);
    const due = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await deliverDueAlertMails(db, mailer, due)).toBe(1);
    const inbox = receivedMail(mail.dir);
    expect(inbox).toHaveLength(2);
    expect(read(inbox[1]).subject).toContain(
      'Slub on 2 of the last 3 rolls of machine Circular 01',
    );
    expect(await mailsOf(slub.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(await deliverDueAlertMails(db, mailer, new Date(Date.now() + 6 * 3600_000))).toBe(0);
    expect(receivedMail(mail.dir)).toHaveLength(2);
  });

  it('is not queued once the address is cleared', async () => {
    await saveSupervisor(null);
    await tap('GR-T-2', 'Dirt');
    await tap('GR-T-3', 'Dirt');
    const dirt = await alertOf('Dirt');
    expect(await mailsOf(dirt.id)).toEqual([]);
    expect(receivedMail(mail.dir)).toHaveLength(2);
  });
});
