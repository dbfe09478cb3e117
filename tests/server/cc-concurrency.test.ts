import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, callPath, type CallName } from '../../contract';
import { ccMistakes, ccReports, knitCcRolls } from '../../server/db/schema';
import { ccHeader, collarCuffApp } from '../support/domains/collarCuff';

/**
 * Collar & cuff saves that arrive at the same moment, from several tablets or one outbox
 * retrying. On PostgreSQL (DATABASE_URL) they run side by side on a pool of connections; on the
 * embedded database they queue, and must pass too.
 */
const { t, cookies, ok, db, knit } = await collarCuffApp();

const post = (name: CallName, jsonData: Record<string, unknown>, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: callPath(calls[name]),
    headers: { 'x-greige-client': '1', cookie, 'idempotency-key': crypto.randomUUID() },
    payload: { jsonData },
  });

describe('collar & cuff saves at the same moment', () => {
  it('gives 20 parallel bundles of one knitting report 20 numbers, and totals them all', async () => {
    const { reportNo } = await knit([]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('postKnitCCDataRoll', { reportNo, pieces: 10, kg: 0.15 }, cookies.knitter),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((a) => a.json().rollNo));
    expect(numbers.size).toBe(20);
    expect(await db.$count(knitCcRolls, eq(knitCcRolls.reportNo, reportNo))).toBe(20);
    expect(
      await ok('getSpecifiedKnitCCReportFromDB', { jsonData: reportNo }, 'knitter'),
    ).toMatchObject({ rolls: 20, pieces: 200, kg: 3 });
  });

  it('counts all of 40 parallel taps on two rolls of one lot in the rolls and the lot', async () => {
    const lot = await knit([300, 300]);
    const { reportNo } = await ok('postCCData', {
      jsonData: ccHeader({ knitReportNo: lot.reportNo }),
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          'postCCMistakeData',
          { reportNo, rollNo: lot.rollNos[i % 2], mistake: 'Hole', pieces: 1 },
          cookies.inspector,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(await db.$count(ccMistakes, eq(ccMistakes.reportNo, reportNo))).toBe(40);
    const report = await ok('getQICCReportWithRollsFromDB', { report_no: reportNo });
    expect(report.rollRows.map((r: { piecesRejected: number }) => r.piecesRejected)).toEqual([
      20, 20,
    ]);
    const [stored] = await db
      .select({ rejected: ccReports.piecesRejected, accepted: ccReports.aqlAccepted })
      .from(ccReports)
      .where(eq(ccReports.reportNo, reportNo));
    // 40 rejected pieces are far beyond Re 6 of the 80-piece sample.
    expect(stored).toEqual({ rejected: 40, accepted: false });
  });
});
