import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ccMistakes, ccReports, ccRolls, knitCcReports, knitCcRolls } from '../../db/schema';
import { dayMs } from '../../demo/step';
import { isoDay, millTodayMs } from '../../demo/steps/recent';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { knitReportHandlers } from '../knitting/reports';
import { ccReportHandlers } from './reports';
import { rescoreCcRoll } from './rescore';

const db = await seededTestDb();
const half = await seededTestDb(0.5);
const today = isoDay(millTodayMs());
const ctx = handlerCtx(db);

describe('the demo mill’s collar & cuff knitting', () => {
  it('covers the 92 days ending today, six reports a shift of 2 to 5 bundles', async () => {
    const [span] = await db
      .select({
        first: sql<string>`min(${knitCcReports.date})::text`,
        last: sql<string>`max(${knitCcReports.date})::text`,
        reports: sql<number>`count(*)::int`,
        fewest: sql<number>`min(${knitCcReports.rolls})`,
        most: sql<number>`max(${knitCcReports.rolls})`,
        machines: sql<number>`count(distinct ${knitCcReports.machine})::int`,
      })
      .from(knitCcReports);
    expect(span).toMatchObject({
      first: isoDay(millTodayMs() - 91 * dayMs),
      last: today,
      fewest: 2,
      most: 5,
      machines: 8,
    });
    // Three shifts a day, the morning's only today.
    expect(span?.reports).toBe(91 * 3 * 6 + 6);
    const page = await knitReportHandlers.getKnitCCReportFromDB(ctx, { limit: 50 });
    expect(page.rows[0]?.date).toBe(today);
    expect(page.rows.some((r) => r.status === 'ongoing')).toBe(true);
  });

  it('grows with SCALE: half the knitting and about half the lots at SCALE 0.5', async () => {
    expect(await half.$count(knitCcReports)).toBe((await db.$count(knitCcReports)) / 2);
    const share = (await half.$count(ccReports)) / (await db.$count(ccReports));
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('totals each report from its bundles', async () => {
    const [mismatch] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(knitCcReports)
      .where(
        sql`${knitCcReports.pieces} <> (select sum(${knitCcRolls.pieces}) from ${knitCcRolls}
            where ${knitCcRolls.reportNo} = ${knitCcReports.reportNo})
          or ${knitCcReports.kg} <> (select sum(${knitCcRolls.kg}) from ${knitCcRolls}
            where ${knitCcRolls.reportNo} = ${knitCcReports.reportNo})`,
      );
    expect(mismatch?.n).toBe(0);
  });
});

describe('the demo mill’s collar & cuff inspections', () => {
  it('cover the 90 days ending today, with lots ongoing today and knitting left to inspect', async () => {
    const [span] = await db
      .select({
        first: sql<string>`min(${ccReports.date})::text`,
        last: sql<string>`max(${ccReports.date})::text`,
      })
      .from(ccReports);
    expect(span?.last).toBe(today);
    expect(span && span.first >= isoDay(millTodayMs() - 89 * dayMs)).toBe(true);
    const ongoing = await ccReportHandlers.getOnGoingCCInspectionDetails(ctx, {
      jsonTodayDate: today,
      limit: 200,
    });
    expect(ongoing.rows.length).toBeGreaterThan(0);
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(knitCcReports)
      .where(
        sql`not exists (select 1 from ${ccReports} where ${ccReports.knitReportNo} = ${knitCcReports.reportNo})`,
      );
    expect(waiting?.n).toBeGreaterThan(5);
  });

  it('reject a realistic share of pieces, with every grade and both verdicts', async () => {
    const [mix] = await db
      .select({
        pct: sql<number>`(sum(${ccRolls.piecesRejected}) * 100.0 / sum(${ccRolls.piecesChecked}))::float`,
        grades: sql<number[]>`array_agg(distinct ${ccRolls.grade} order by ${ccRolls.grade})`,
      })
      .from(ccRolls)
      .where(sql`${ccRolls.grade} is not null`);
    expect(mix?.pct).toBeGreaterThan(1);
    expect(mix?.pct).toBeLessThan(5);
    expect(mix?.grades).toEqual([1, 2, 3]);
    const verdicts = await db
      .selectDistinct({ v: ccReports.verdict })
      .from(ccReports)
      .where(eq(ccReports.status, 'completed'));
    expect(verdicts.map((v) => v.v).sort()).toEqual(['inspectNotOk', 'inspectOk']);
    const [undecided] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ccReports)
      .where(sql`${ccReports.status} = 'completed' and ${ccReports.aqlAccepted} is null`);
    expect(undecided?.n).toBe(0);
    const [taps] = await db
      .select({ pieces: sql<number>`sum(${ccMistakes.pieces})::int` })
      .from(ccMistakes);
    const [rejected] = await db
      .select({ pieces: sql<number>`sum(${ccRolls.piecesRejected})::int` })
      .from(ccRolls);
    expect(taps?.pieces).toBe(rejected?.pieces);
  });

  it('stores the figures the server computes itself', async () => {
    const sample = await db
      .select()
      .from(ccRolls)
      .orderBy(asc(ccRolls.reportNo), asc(ccRolls.rollNo))
      .limit(40);
    const reportNo = sample[0]?.reportNo ?? '';
    const [report] = await db.select().from(ccReports).where(eq(ccReports.reportNo, reportNo));
    for (const roll of sample) {
      const { roll: scored } = await rescoreCcRoll(db, roll.reportNo, roll.rollNo);
      expect(scored).toMatchObject({
        piecesChecked: roll.piecesChecked,
        piecesRejected: roll.piecesRejected,
        rejectPct: roll.rejectPct,
        grade: roll.grade,
        passed: roll.passed,
      });
    }
    const [after] = await db.select().from(ccReports).where(eq(ccReports.reportNo, reportNo));
    expect({ ...after, updatedAt: null }).toEqual({ ...report, updatedAt: null });
  });
});
