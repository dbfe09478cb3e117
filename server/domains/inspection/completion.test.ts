import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { and, eq } from 'drizzle-orm';
import { finishRolls, qiReports, rollHistory, qiRolls } from '../../db/schema';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, refused, count, t } = await inspectionApp();
const start = async (over: Record<string, unknown> = {}) =>
  (await ok('postData', { jsonData: header(over) })).reportNo as string;
const addRoll = (reportNo: string, greigeRollNo: string, extra: Record<string, unknown> = {}) =>
  ok('postRollData', { jsonData: { reportNo, greigeRollNo, kg: 20, ...extra } });
const tapHoles = async (reportNo: string, rollNo: string, n: number) =>
  ok('postMistakeDataInDB', {
    jsonData: { reportNo, rollNo, mistakes: Array(n).fill({ mistake: 'Hole', points: 4 }) },
  });
const summary = (reportNo: string, rollNo: string, extra: Record<string, unknown> = {}) =>
  ok('postRollSummaryData', { jsonData: { reportNo, rollNo, ...extra } });

describe('completing a report and its verdict', () => {
  it('is inspect-OK when every roll is grade 1 or 2', async () => {
    const reportNo = await start();
    await addRoll(reportNo, 'GR-T-1');
    await addRoll(reportNo, 'GR-T-2');
    await tapHoles(reportNo, 'GR-T-2', 7); // 28 points on 125 m²: 22.4, grade 2
    const open = await summary(reportNo, 'GR-T-1', { shade: 'Even' });
    expect(open).toMatchObject({ reportStatus: 'ongoing', verdict: null, grade: 1 });
    const done = await summary(reportNo, 'GR-T-2', { completeReport: true, verdict: 'inspectOk' });
    expect(calls.postRollSummaryData.output.parse(done)).toEqual(done);
    expect(done).toMatchObject({
      reportStatus: 'completed',
      verdict: 'inspectOk',
      grade: 2,
      points100m2: 22.4,
    });
  });

  it('is inspect-not-OK with a grade 3 roll, whatever the inspector said', async () => {
    const reportNo = await start();
    await addRoll(reportNo, 'GR-T-3');
    await tapHoles(reportNo, 'GR-T-3', 10); // 40 points: 32, grade 3
    const done = await summary(reportNo, 'GR-T-3', { completeReport: true, verdict: 'inspectOk' });
    expect(done).toMatchObject({ grade: 3, verdict: 'inspectNotOk' });
  });

  it('lets the inspector reject good rolls', async () => {
    const reportNo = await start();
    await addRoll(reportNo, 'GR-T-4');
    const done = await summary(reportNo, 'GR-T-4', {
      completeReport: true,
      verdict: 'inspectNotOk',
    });
    expect(done).toMatchObject({ grade: 1, verdict: 'inspectNotOk' });
  });

  it('closes a completed report to new rolls and mistakes, and frees its rolls', async () => {
    const {
      rows: [report],
    } = await ok('getQIReportFromDBCompleted', {
      jsonStartDate: '2026-01-12',
      jsonEndDate: '2026-01-12',
    });
    const reportNo = report.reportNo as string;
    const mistake = await refused('postMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', mistake: 'Slub', points: 1 },
    });
    expect(mistake).toMatchObject({ status: 400, path: 'jsonData.reportNo' });
    expect(mistake.message).toContain('is completed');
    expect(
      await refused('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-5', kg: 20 } }),
    ).toMatchObject({ status: 400, path: 'jsonData.reportNo' });
    expect(
      await refused('postRollSummaryData', { jsonData: { reportNo, rollNo: 'GR-T-1' } }),
    ).toMatchObject({ status: 400, path: 'jsonData.reportNo' });
    // Inspected at this stage already: a second report would count the roll twice.
    const again = await start();
    const twice = await refused('postRollData', {
      jsonData: { reportNo: again, greigeRollNo: 'GR-T-1', kg: 20 },
    });
    expect(twice).toMatchObject({ status: 400, path: 'jsonData.greigeRollNo' });
    // The report of this file's first test, which inspected GR-T-1.
    const first = 'QI-20260112-0001';
    expect(twice.message).toContain(
      `Roll GR-T-1 was already inspected at greige stage in report ${first}.`,
    );
    expect(await ok('checkRollNoInERPNext', { jsonData: 'GR-T-1', jsonData1: again })).toEqual({
      ok: false,
      problem: 'alreadyInspected',
      message: `Roll GR-T-1 was already inspected at greige stage in report ${first}.`,
      otherReportNo: first,
    });
  });

  it('inspects a roll again on purpose, with a reason: the earlier result goes to its history', async () => {
    const db = t.database.db;
    const first = 'QI-20260112-0001';
    const rollsOf = async (reportNo: string) =>
      (await db.select().from(qiReports).where(eq(qiReports.reportNo, reportNo)))[0]?.rolls;
    const before = await rollsOf(first);
    const again = await start();
    const tooShort = await refused('postRollData', {
      jsonData: { reportNo: again, greigeRollNo: 'GR-T-1', kg: 21, reinspection: { reason: 'x' } },
    });
    expect(tooShort).toMatchObject({ status: 400, path: 'jsonData.reinspection.reason' });
    const notYet = await refused('postRollData', {
      jsonData: {
        reportNo: again,
        greigeRollNo: 'GR-T-9',
        kg: 21,
        reinspection: { reason: 'rework' },
      },
    });
    expect(notYet).toMatchObject({ status: 400, path: 'jsonData.reinspection' });
    expect(notYet.message).toContain('was not inspected at greige stage yet');

    const row = await ok('postRollData', {
      jsonData: {
        reportNo: again,
        greigeRollNo: 'GR-T-1',
        kg: 21,
        reinspection: { reason: 'Holes mended after washing' },
      },
    });
    expect(row).toMatchObject({ reportNo: again, rollNo: 'GR-T-1', kg: 21 });
    // Counted once at greige stage, by its latest inspection; the earlier report lost the roll.
    const rows = await db
      .select({ reportNo: qiRolls.reportNo })
      .from(qiRolls)
      .where(and(eq(qiRolls.greigeRollNo, 'GR-T-1'), eq(qiRolls.stage, 'greige')));
    expect(rows).toEqual([{ reportNo: again }]);
    expect(await rollsOf(first)).toBe((before ?? 0) - 1);
    const [kept] = await db
      .select()
      .from(rollHistory)
      .where(eq(rollHistory.greigeRollNo, 'GR-T-1'));
    expect(kept).toMatchObject({
      reportNo: first,
      rollNo: 'GR-T-1',
      stage: 'greige',
      reason: 'Holes mended after washing',
      reinspectedIn: again,
      reinspectedBy: 'Kavitha',
      kind: 'fabric',
      result: expect.objectContaining({ report_no: first, roll_no: 'GR-T-1' }),
    });
  });

  it('recomputes a completed report’s verdict when a roll is corrected', async () => {
    const {
      rows: [report],
    } = await ok('getQIReportFromDBWithInspectOk', {
      jsonStartDate: '2026-01-12',
      jsonEndDate: '2026-01-12',
    });
    const row = await ok('updateRollDetails', {
      jsonReportNo: report.reportNo,
      jsonData: { rollNo: 'GR-T-2', widthMeasuredCm: 150 },
    });
    expect(row.grade).toBe(3);
    const notOk = await ok('getQIReportFromDBWithInspectNotOk', {
      jsonStartDate: '2026-01-12',
      jsonEndDate: '2026-01-12',
    });
    expect(notOk.rows.map((r: { reportNo: string }) => r.reportNo)).toContain(report.reportNo);
  });

  it('requires a verdict to complete', async () => {
    const res = await refused('postRollSummaryData', {
      jsonData: { reportNo: 'QI-x', rollNo: 'GR-T-1', completeReport: true },
    });
    expect(res).toMatchObject({ status: 400, path: 'jsonData.verdict' });
  });
});

describe('finish rolls and the roll checks', () => {
  it('gives a greige roll one finish roll, asked twice', async () => {
    expect(await ok('checkGreigeRollNoinFinishRoll', { jsonData: 'GR-T-6' })).toEqual({
      ok: true,
      problem: null,
      message: 'Greige roll GR-T-6 has no finish roll yet.',
      finishRollNo: null,
    });
    expect(await ok('createFinishRollNoInDB', { jsonData: 'GR-T-6' })).toEqual({
      greigeRollNo: 'GR-T-6',
      finishRollNo: 'FR-T-6',
      created: true,
    });
    expect(await ok('createFinishRollNoInDB', { jsonData: 'GR-T-6' })).toEqual({
      greigeRollNo: 'GR-T-6',
      finishRollNo: 'FR-T-6',
      created: false,
    });
    expect(await count(finishRolls)).toBe(1);
    expect(await ok('checkGreigeRollNoinFinishRoll', { jsonData: 'GR-T-6' })).toMatchObject({
      ok: false,
      problem: 'alreadyFinished',
      finishRollNo: 'FR-T-6',
    });
    expect(await ok('checkGreigeRollNoinFinishRoll', { jsonData: 'GR-NOPE' })).toMatchObject({
      ok: false,
      problem: 'unknownGreigeRoll',
    });
    expect(await refused('createFinishRollNoInDB', { jsonData: 'GR-NOPE' })).toMatchObject({
      status: 400,
      path: 'jsonData',
    });
  });

  it.each([
    ['FR-T-6', 'GR-T-6', true, null],
    ['FR-T-6', 'GR-T-7', false, 'notLinked'],
    ['FR-NOPE', 'GR-T-6', false, 'unknownFinishRoll'],
    ['FR-T-6', 'GR-NOPE', false, 'unknownGreigeRoll'],
  ])('confirms %s against %s: %s %s', async (finish, greige, isOk, problem) => {
    expect(await ok('confirmRollNoFromDB', { jsonData1: finish, jsonData2: greige })).toMatchObject(
      { ok: isOk, problem },
    );
  });

  it('looks a roll up by its greige or finish number', async () => {
    const byFinish = await ok('getGreigeRollNoInDB', { jsonData: 'FR-T-6' });
    expect(byFinish).toMatchObject({
      found: true,
      roll: {
        greigeRollNo: 'GR-T-6',
        finishRollNo: 'FR-T-6',
        itemName: '30s Combed SJ 160 GSM 71" Open',
        kg: 20,
        machine: 'Circular 01',
        sourceKind: 'jobCard',
      },
    });
    expect(await ok('getGreigeRollNoInDB', { jsonData: 'GR-NOPE' })).toEqual({
      found: false,
      roll: null,
    });
  });

  it('says which check a roll fails for a report', async () => {
    const greige = await start();
    await addRoll(greige, 'GR-T-8');
    const finish = await start({ stage: 'finish' });
    const other = await start();
    const check = (roll: string, report: string) =>
      ok('checkRollNoInERPNext', { jsonData: roll, jsonData1: report });
    expect(await check('GR-T-9', greige)).toEqual({
      ok: true,
      problem: null,
      message: expect.stringContaining('can be inspected'),
      otherReportNo: null,
    });
    expect(await check('GR-NOPE', greige)).toMatchObject({ ok: false, problem: 'notInErp' });
    expect(await check('GR-T-8', greige)).toMatchObject({
      problem: 'alreadyInReport',
      otherReportNo: greige,
    });
    expect(await check('GR-T-8', other)).toMatchObject({
      problem: 'inOtherReport',
      otherReportNo: greige,
      message: `Roll GR-T-8 is in open report ${greige}.`,
    });
    expect(await check('GR-T-6', greige)).toMatchObject({
      problem: 'alreadyFinished',
      message: expect.stringContaining('FR-T-6'),
    });
    expect(await check('GR-T-PQ', greige)).toMatchObject({ problem: 'itemMismatch' });
    expect(await check('FR-T-6', finish)).toMatchObject({ ok: true });
    expect(await check('GR-T-6', finish)).toMatchObject({
      problem: 'notInErp',
      message: expect.stringContaining('as FR-T-6'),
    });
    expect(
      await refused('checkRollNoInERPNext', { jsonData: 'GR-T-9', jsonData1: 'QI-NOPE' }),
    ).toMatchObject({ status: 400, path: 'jsonData1' });
  });

  it('inspects a finish roll under its finish number, refusing a greige roll without one', async () => {
    const finish = await start({ stage: 'finish' });
    expect(
      await refused('postRollData', {
        jsonData: { reportNo: finish, greigeRollNo: 'GR-T-6', kg: 18 },
      }),
    ).toMatchObject({ status: 400, path: 'jsonData.finishRollNo' });
    const row = await addRoll(finish, 'GR-T-6', { finishRollNo: 'FR-T-6', kg: 18 });
    expect(row).toMatchObject({
      rollNo: 'FR-T-6',
      greigeRollNo: 'GR-T-6',
      finishRollNo: 'FR-T-6',
      kg: 18,
    });
    const wrong = await refused('postRollData', {
      jsonData: {
        reportNo: await start({ stage: 'finish' }),
        greigeRollNo: 'GR-T-7',
        finishRollNo: 'FR-T-6',
        kg: 18,
      },
    });
    expect(wrong).toMatchObject({ status: 400, path: 'jsonData.finishRollNo' });
  });
});
