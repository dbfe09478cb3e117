import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { loadConfig } from '../../config';
import { alertMails, users } from '../../db/schema';
import { startWorker } from '../../jobs/worker';
import { receivedMail, startMailServer } from '../../../tests/e2e/gate-mail';
import { createGateApp } from '../../../tests/support/domains/gate';
import { header, seedInspectionFixture } from '../../../tests/support/domains/inspection';
import { millDate, millMidnight } from '../gate/time';
import { queueDueDigests } from './digest';
import { alertRounds } from './jobs';

/**
 * The morning digest: asked for per user, queued by the worker's round once the user's hour of
 * the mill day has come, once per user and day, in English or Tamil, with the figures of the mill
 * day before. The figures come from rolls inspected here on 10 January 2026, the day the fixture's
 * rolls were knitted (GR-T-1…9 and GR-T-PQ on Circular 01: 10 rolls, 205 kg).
 */

const mail = await startMailServer();
afterAll(() => mail.stop());
const from = 'Greige <greige@mill.test>';
const t = await createGateApp({ SMTP_URL: mail.url, SMTP_FROM: from });
const db = t.database.db;
await seedInspectionFixture(db);
const inspector = await t.signIn('Kavitha', ['inspector']);

const send = async (name: Parameters<typeof t.send>[0], input: unknown, cookie: string) => {
  const res = await t.send(name, input, cookie);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json();
};
const tap = (reportNo: string, rollNo: string, entry: Record<string, unknown>) =>
  send('postMistakeData', { jsonData: { reportNo, rollNo, points: 1, ...entry } }, inspector);
const addRoll = (reportNo: string, greigeRollNo: string, over: Record<string, unknown> = {}) =>
  send('postRollData', { jsonData: { reportNo, greigeRollNo, kg: 20, ...over } }, inspector);

// 10 January: a bought-in report from Avinashi Fabrics of two Circular 01 rolls, one graded 3
// (a barré 10 m long: 40 points on 125 m²), and an in-house roll the inspector put on Circular 02.
const a = (
  await send(
    'postData',
    { jsonData: header({ date: '2026-01-10', supplier: 'Avinashi Fabrics' }) },
    inspector,
  )
).reportNo as string;
await addRoll(a, 'GR-T-1');
await addRoll(a, 'GR-T-2');
await tap(a, 'GR-T-1', { mistake: 'Barré', points: 4, continuousM: 10 });
await send('postRollSummaryData', { jsonData: { reportNo: a, rollNo: 'GR-T-1' } }, inspector);
await tap(a, 'GR-T-2', { mistake: 'Slub' });
const b = (await send('postData', { jsonData: header({ date: '2026-01-10' }) }, inspector))
  .reportNo as string;
await addRoll(b, 'GR-T-3', { machine: 'Circular 02' });
await tap(b, 'GR-T-3', { mistake: 'Slub', positionM: 1 });
await tap(b, 'GR-T-3', { mistake: 'Dirt', positionM: 5 });
// 11 January, the digest's own day: not in it.
const c = (await send('postData', { jsonData: header({ date: '2026-01-11' }) }, inspector))
  .reportNo as string;
await addRoll(c, 'GR-T-4');
await tap(c, 'GR-T-4', { mistake: 'Hole' });

const manager = await t.signIn('Manager', ['production']);
const meena = await t.signIn('Meena', ['production']);
const late = await t.signIn('Late', ['production']);
const early = await t.signIn('Early', ['production']);
const idOf = async (username: string) => {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
};
const ask = (cookie: string, hour: number, language: 'en' | 'ta', enabled = true) =>
  send('saveMyDigest', { jsonData: { enabled, hour, language } }, cookie);

/** An instant on the mill's clock: `hour` (and `minute`) of the mill day `day`. */
const at = (day: string, hour: number, minute = 0) =>
  new Date(millMidnight(day).getTime() + (hour * 60 + minute) * 60_000);
const digestsOf = async (username: string) =>
  db
    .select()
    .from(alertMails)
    .where(and(eq(alertMails.kind, 'digest'), eq(alertMails.userId, await idOf(username))));

describe('my digest', () => {
  it('is off until asked for, and goes to the user’s own address', async () => {
    const mine = await send('getMyDigest', {}, manager);
    expect(calls.getMyDigest.output.parse(mine)).toEqual(mine);
    expect(mine).toEqual({
      enabled: false,
      hour: 7,
      language: 'en',
      email: 'manager@mill.test',
      lastSentOn: null,
    });
  });

  it('keeps the hour and the language asked for, and stops when asked', async () => {
    const saved = await ask(meena, 6, 'ta');
    expect(saved).toEqual({
      enabled: true,
      hour: 6,
      language: 'ta',
      email: 'meena@mill.test',
      lastSentOn: null,
    });
    expect(await send('getMyDigest', {}, meena)).toEqual(saved);
    expect(await ask(meena, 6, 'ta', false)).toMatchObject({ enabled: false });
    expect(await send('getMyDigest', {}, meena)).toMatchObject({ enabled: false });
  });

  it('refuses an hour the day does not have, naming the field', async () => {
    const res = await t.send(
      'saveMyDigest',
      { jsonData: { enabled: true, hour: 24, language: 'en' } },
      manager,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toMatchObject({ path: 'jsonData.hour' });
    expect(await send('getMyDigest', {}, manager)).toMatchObject({ enabled: false });
  });
});

describe('the digest round', () => {
  it('queues each digest once its hour has come, once per user and day', async () => {
    await ask(manager, 7, 'en');
    await ask(meena, 7, 'ta');
    await ask(late, 9, 'en');
    expect(await queueDueDigests(db, at('2026-01-11', 6, 59))).toBe(0);
    expect(await queueDueDigests(db, at('2026-01-11', 7))).toBe(2);
    expect(await queueDueDigests(db, at('2026-01-11', 7, 30))).toBe(0);
    // Two servers running the round at once queue Late's once.
    const both = await Promise.all([
      queueDueDigests(db, at('2026-01-11', 9, 1)),
      queueDueDigests(db, at('2026-01-11', 9, 1)),
    ]);
    expect(both.sort()).toEqual([0, 1]);
    for (const user of ['Manager', 'Meena', 'Late'])
      expect(await digestsOf(user), user).toMatchObject([
        { day: '2026-01-11', status: 'pending', recipient: `${user.toLowerCase()}@mill.test` },
      ]);
    // The next mill day, the next digest.
    expect(await queueDueDigests(db, at('2026-01-12', 8))).toBe(2);
    expect((await digestsOf('Manager')).map((d) => d.day).sort()).toEqual([
      '2026-01-11',
      '2026-01-12',
    ]);
  });

  it('tells yesterday’s inspection, production, worst machines and suppliers and the open alerts', async () => {
    const [digest] = (await digestsOf('Manager')).filter((d) => d.day === '2026-01-11');
    expect(digest?.subject).toBe('Greige morning digest: 2026-01-10');
    const lines = (digest?.body ?? '').split('\n').map((l) => l.trim());
    expect(lines[0]).toBe(
      "Good morning, Manager. Here is how the mill did on 2026-01-10 (the mill's day).",
    );
    for (const line of [
      'Greige: 3 rolls, 60 kg, 11.47 points/100 m², 1 graded 3',
      'Knitted: 10 rolls, 205 kg',
      '1. Circular 01: 1 of 2 rolls graded 3, 16.4 points/100 m²',
      '2. Circular 02: 0 of 1 rolls graded 3, 1.6 points/100 m²',
      '1. Avinashi Fabrics: 1 of 2 rolls graded 3, 16.4 points/100 m²',
      'Open alerts (1)',
    ])
      expect(lines).toContain(line);
    expect(
      lines.some((l) => l.startsWith('- Machine Circular 01: rolls graded 3 (1), since')),
    ).toBe(true);
  });

  it('is in Tamil for a user who asked for Tamil', async () => {
    const [digest] = (await digestsOf('Meena')).filter((d) => d.day === '2026-01-11');
    expect(digest?.subject).toBe('Greige காலைச் சுருக்கம்: 2026-01-10');
    const lines = (digest?.body ?? '').split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('காலை வணக்கம், Meena. 2026-01-10 அன்று மில்லின் நிலவரம் (மில் நாள்):');
    for (const line of [
      'கிரே: 3 ரோல்கள், 60 கிலோ, 100 மீ²-க்கு 11.47 பாயிண்ட், கிரேடு 3: 1',
      'பின்னியவை: 10 ரோல்கள், 205 கிலோ',
      '1. Circular 01: 2 ரோல்களில் 1 கிரேடு 3, 100 மீ²-க்கு 16.4 பாயிண்ட்',
      'திறந்திருக்கும் எச்சரிக்கைகள் (1)',
    ])
      expect(lines).toContain(line);
    expect(digest?.body).not.toContain('Good morning');
  });

  it('is sent by the server’s worker, and the user sees when it last went', async () => {
    // Hour 0: due whenever the test runs, on the mill's real today.
    await ask(early, 0, 'en');
    const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const config = loadConfig({ SMTP_URL: mail.url, SMTP_FROM: from });
    expect(alertRounds(db, loadConfig({}), quiet)).toEqual([]);
    for (let run = 0; run < 2; run++) {
      const worker = startWorker(quiet, alertRounds(db, config, quiet));
      await worker.stop();
    }
    const today = millDate(new Date());
    const mine = receivedMail(mail.dir).filter((m) => m.to.includes('early@mill.test'));
    expect(mine).toHaveLength(1);
    expect(await digestsOf('Early')).toMatchObject([{ day: today, status: 'sent' }]);
    expect(await send('getMyDigest', {}, early)).toMatchObject({
      enabled: true,
      lastSentOn: today,
    });
  });
});
