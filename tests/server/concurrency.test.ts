import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, callPath } from '../../contract';
import { qiMistakes, qiReports, qiRolls } from '../../server/db/schema';
import { header, inspectionApp } from '../support/domains/inspection';

/**
 * Saves that arrive at the same moment, as they do from several tablets (or one tablet's outbox
 * retrying) behind several server processes. On PostgreSQL (DATABASE_URL) the requests really run
 * side by side on a pool of connections; on the embedded database they queue, and must pass too.
 */
const { t, cookie, ok, count, db } = await inspectionApp();
const { reportNo } = await ok('postData', { jsonData: header() });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-2', kg: 20 } });

const tap = (rollNo: string, positionM: number, key: string = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: callPath(calls.postMistakeData),
    headers: { 'x-greige-client': '1', cookie, 'idempotency-key': key },
    payload: {
      jsonData: {
        reportNo,
        rollNo,
        mistake: 'Slub',
        points: 1,
        positionM,
        clientId: key,
      },
    },
  });

const storedRoll = async (rollNo: string) =>
  (
    await db
      .select({ points: qiRolls.points, mistakes: qiRolls.mistakes })
      .from(qiRolls)
      .where(and(eq(qiRolls.reportNo, reportNo), eq(qiRolls.rollNo, rollNo)))
  )[0];

describe('saves at the same moment', () => {
  it('writes 20 parallel duplicates of one save once; the others get 409 or the stored answer', async () => {
    const key = crypto.randomUUID();
    const before = await count(qiMistakes);
    const answers = await Promise.all(Array.from({ length: 20 }, () => tap('GR-T-2', 7.5, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const written = answers.filter(
      (a) => a.statusCode === 200 && a.headers['idempotent-replayed'] !== 'true',
    );
    expect(written).toHaveLength(1);
    for (const replay of answers.filter((a) => a.headers['idempotent-replayed'] === 'true')) {
      expect(replay.json()).toEqual(written[0]?.json());
    }
    expect(await count(qiMistakes)).toBe(before + 1);
    expect(await storedRoll('GR-T-2')).toEqual({ points: 1, mistakes: 1 });
  });

  it('counts all of 50 parallel taps on one roll in its stored points and the report total', async () => {
    // One point in each of 50 different metres: no cap applies, so the roll must hold 50.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => tap('GR-T-1', i + 0.5)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await storedRoll('GR-T-1')).toEqual({ points: 50, mistakes: 50 });
    const [report] = await db
      .select({ totalPoints: qiReports.totalPoints })
      .from(qiReports)
      .where(eq(qiReports.reportNo, reportNo));
    expect(report?.totalPoints).toBe(51);
  });
});
