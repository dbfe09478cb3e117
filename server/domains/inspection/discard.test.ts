import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qiReports, qiRolls } from '../../db/schema';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, refused, t, db, count } = await inspectionApp();

const start = async () => (await ok('postData', { jsonData: header() })) as { reportNo: string };
const exists = async (reportNo: string) =>
  (await db.$count(qiReports, eq(qiReports.reportNo, reportNo))) === 1;

describe('discardQIReport: a report started on the wrong source goes', () => {
  it('discards an ongoing report no roll was inspected in', async () => {
    const { reportNo } = await start();
    expect(await ok('discardQIReport', { jsonReportNo: reportNo })).toEqual({
      reportNo,
      discarded: true,
    });
    expect(await exists(reportNo)).toBe(false);
    // Gone for good: a second discard names the report it cannot find.
    const again = await refused('discardQIReport', { jsonReportNo: reportNo });
    expect(again).toMatchObject({ status: 400, path: 'jsonReportNo' });
    expect(again.message).toMatch(`no QI report ${reportNo}`);
  });

  it('refuses a report with a roll, naming why, and writes nothing', async () => {
    const { reportNo } = await start();
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
    const [reports, rolls] = [await count(qiReports), await count(qiRolls)];
    const res = await refused('discardQIReport', { jsonReportNo: reportNo });
    expect(res.status).toBe(409);
    expect(res.message).toBe(
      `QI report ${reportNo} has 1 roll inspected: only an ongoing report no roll was inspected in can be discarded.`,
    );
    expect([await count(qiReports), await count(qiRolls)]).toEqual([reports, rolls]);
    expect(await exists(reportNo)).toBe(true);
  });

  it('refuses a completed report', async () => {
    const { reportNo } = await start();
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-2', kg: 20 } });
    await ok('postRollSummaryData', {
      jsonData: { reportNo, rollNo: 'GR-T-2', completeReport: true, verdict: 'inspectOk' },
    });
    const res = await refused('discardQIReport', { jsonReportNo: reportNo });
    expect(res.status).toBe(409);
    expect(res.message).toMatch(`QI report ${reportNo} is completed`);
    expect(await exists(reportNo)).toBe(true);
  });

  it('is for those who may start a report', async () => {
    const { reportNo } = await start();
    const viewer = await t.userWithRoles('Vimala', ['viewer']);
    expect((await t.call('discardQIReport', { jsonReportNo: reportNo }, viewer)).statusCode).toBe(
      403,
    );
    expect((await t.call('discardQIReport', { jsonReportNo: reportNo })).statusCode).toBe(401);
    expect(await exists(reportNo)).toBe(true);
  });
});
