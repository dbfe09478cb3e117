import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qiReports, qiRolls } from '../../db/schema';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { isoDay, millTodayMs } from '../../demo/steps/recent';
import { dayMs } from '../../demo/step';
import { rescoreRoll } from './rescore';
import { reportListHandlers } from './reports';

const db = await seededTestDb();
const today = isoDay(millTodayMs());

describe('the demo mill’s inspections', () => {
  it('covers the 90 days ending today with 2–3 thousand rolls, 3 to 12 per report', async () => {
    const [span] = await db
      .select({
        first: sql<string>`min(${qiReports.date})::text`,
        last: sql<string>`max(${qiReports.date})::text`,
        fewest: sql<number>`min(${qiReports.rolls})`,
        most: sql<number>`max(${qiReports.rolls})`,
      })
      .from(qiReports);
    expect(span).toEqual({
      first: isoDay(millTodayMs() - 89 * dayMs),
      last: today,
      fewest: 3,
      most: 12,
    });
    const rolls = await db.$count(qiRolls);
    expect(rolls).toBeGreaterThan(2000);
    expect(rolls).toBeLessThan(3500);
  });

  it('has most rolls with 0–6 defects, a few bad ones, and all three grades', async () => {
    const [mix] = await db
      .select({
        fewDefects: sql<number>`avg(case when ${qiRolls.mistakes} <= 6 then 1 else 0 end)::float`,
        grades: sql<number[]>`array_agg(distinct ${qiRolls.grade} order by ${qiRolls.grade})`,
      })
      .from(qiRolls);
    expect(mix?.fewDefects).toBeGreaterThan(0.9);
    expect(mix?.fewDefects).toBeLessThan(1);
    expect(mix?.grades).toEqual([1, 2, 3]);
  });

  it('has some reports ongoing today and every verdict on the completed ones', async () => {
    const ctx = handlerCtx(db);
    const { rows: ongoing } = await reportListHandlers.getOnGoingInspectionDetails(ctx, {
      jsonTodayDate: today,
      limit: 200,
    });
    expect(ongoing.length).toBeGreaterThan(0);
    expect(ongoing.every((r) => r.status === 'ongoing' && r.date === today)).toBe(true);
    const verdicts = await db
      .selectDistinct({ v: qiReports.verdict })
      .from(qiReports)
      .where(eq(qiReports.status, 'completed'));
    expect(verdicts.map((v) => v.v).sort()).toEqual(['inspectNotOk', 'inspectOk']);
  });

  it('stores the scores the server computes itself', async () => {
    const sample = await db
      .select()
      .from(qiRolls)
      .orderBy(asc(qiRolls.reportNo), asc(qiRolls.rollNo))
      .limit(60);
    const [report] = await db
      .select()
      .from(qiReports)
      .where(eq(qiReports.reportNo, sample[0]?.reportNo ?? ''));
    for (const roll of sample) {
      const score = await rescoreRoll(db, roll.reportNo, roll.rollNo);
      expect({ points: score.points, p: score.points100m2, grade: score.grade }).toEqual({
        points: roll.points,
        p: roll.points100m2,
        grade: roll.grade,
      });
    }
    const [after] = await db
      .select()
      .from(qiReports)
      .where(and(eq(qiReports.reportNo, report?.reportNo ?? '')));
    expect({ ...after, updatedAt: null }).toEqual({ ...report, updatedAt: null });
  });
});
