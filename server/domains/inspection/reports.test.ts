import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, t } = await inspectionApp();
const range = (from: string, to = from) => ({ jsonStartDate: from, jsonEndDate: to });
const nos = (page: { rows: { reportNo: string }[] }) => page.rows.map((r) => r.reportNo);

// Day 12: one completed OK report (2 rolls), one completed not-OK; day 13: one ongoing.
const okNo = (await ok('postData', { jsonData: header() })).reportNo as string;
await ok('postRollData', { jsonData: { reportNo: okNo, greigeRollNo: 'GR-T-1', kg: 20 } });
await ok('postRollData', { jsonData: { reportNo: okNo, greigeRollNo: 'GR-T-2', kg: 21.5 } });
await ok('postMistakeDataInDB', {
  jsonData: {
    reportNo: okNo,
    rollNo: 'GR-T-1',
    mistakes: [
      { mistake: 'Slub', points: 1 },
      { mistake: 'Slub', points: 2 },
      { mistake: 'Hole', points: 4 },
    ],
  },
});
await ok('postRollSummaryData', {
  jsonData: { reportNo: okNo, rollNo: 'GR-T-2', completeReport: true, verdict: 'inspectOk' },
});
const notOkNo = (await ok('postData', { jsonData: header() })).reportNo as string;
await ok('postRollData', { jsonData: { reportNo: notOkNo, greigeRollNo: 'GR-T-3', kg: 20 } });
await ok('postRollSummaryData', {
  jsonData: { reportNo: notOkNo, rollNo: 'GR-T-3', completeReport: true, verdict: 'inspectNotOk' },
});
const openNo = (await ok('postData', { jsonData: header({ date: '2026-01-13', stage: 'finish' }) }))
  .reportNo as string;
await ok('createFinishRollNoInDB', { jsonData: 'GR-T-4' });
await ok('postRollData', {
  jsonData: { reportNo: openNo, greigeRollNo: 'GR-T-4', finishRollNo: 'FR-T-4', kg: 18 },
});

describe('report lists', () => {
  it('sums each report’s rolls: count, kg, points, points/100 m², worst grade', async () => {
    const page = await ok('getAllQIReportFromDB', {});
    expect(calls.getAllQIReportFromDB.output.parse(page)).toEqual(page);
    expect(nos(page)).toEqual([openNo, notOkNo, okNo]);
    expect(page).toMatchObject({ total: 3, nextCursor: null });
    const rows = page.rows;
    expect(rows[2]).toMatchObject({
      status: 'completed',
      verdict: 'inspectOk',
      itemName: '30s Combed SJ 160 GSM 71" Open',
      rolls: 2,
      totalKg: 41.5,
      totalPoints: 7,
      grade: 1,
      inspector: 'Kavitha S',
      tableName: 'Table 1',
      sourceDocNo: 'PO-JOB00001',
    });
    // 7 points over 125 + 134.375 m².
    expect(rows[2].points100m2).toBeCloseTo((7 * 100) / 259.375, 2);
  });

  it.each([
    ['getQIReportFromDB', range('2026-01-12', '2026-01-13'), () => [openNo]],
    ['getQIReportFromDBCompleted', range('2026-01-12'), () => [notOkNo, okNo]],
    ['getQIReportFromDBWithInspectOk', range('2026-01-12'), () => [okNo]],
    ['getQIReportFromDBWithInspectNotOk', range('2026-01-12'), () => [notOkNo]],
    ['getQIReportFromDBCompleted', range('2026-01-13'), () => []],
    ['getAllQIReportFromDBWithInspectOk', {}, () => [okNo]],
  ] as const)('%s %j lists the right reports', async (name, input, expected) => {
    expect(nos(await ok(name, input))).toEqual(expected());
  });

  it('lists every report of a range with its rolls', async () => {
    const page = await ok('getQIReportFromDBAllData', range('2026-01-12', '2026-01-13'));
    expect(calls.getQIReportFromDBAllData.output.parse(page)).toEqual(page);
    expect(page.total).toBe(3);
    const rows = page.rows;
    const ok12 = rows.find((r: { reportNo: string }) => r.reportNo === okNo);
    expect(
      ok12.rollRows.map((r: { rollNo: string; points: number }) => [r.rollNo, r.points]),
    ).toEqual([
      ['GR-T-1', 7],
      ['GR-T-2', 0],
    ]);
    expect(rows.find((r: { reportNo: string }) => r.reportNo === openNo).rollRows[0]).toMatchObject(
      { rollNo: 'FR-T-4', status: 'ongoing' },
    );
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const res = await t.call(
      'getQIReportFromDBCompleted',
      range('2026-01-13', '2026-01-12'),
      await t.userWithRoles('Vani', ['viewer']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('jsonEndDate');
  });
});

describe('the day’s totals and ongoing inspections', () => {
  it('sums kg and rolls inspected on a day, greige and finish', async () => {
    expect(await ok('getTodayInspectedFabricWeight', { jsonTodayDate: '2026-01-12' })).toEqual({
      date: '2026-01-12',
      totalKg: 61.5,
      greigeKg: 61.5,
      finishKg: 0,
    });
    expect(await ok('getTodayInspectedFabricTotalRolls', { jsonTodayDate: '2026-01-13' })).toEqual({
      date: '2026-01-13',
      rolls: 1,
      greigeRolls: 0,
      finishRolls: 1,
    });
    expect(
      await ok('getTodayInspectedFabricWeight', { jsonTodayDate: '2025-01-01' }),
    ).toMatchObject({ totalKg: 0 });
  });

  it('lists reports open on a day: not ones started later, nor ones completed by then', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(nos(await ok('getOnGoingInspectionDetails', { jsonTodayDate: today }))).toEqual([
      openNo,
    ]);
    expect(nos(await ok('getOnGoingInspectionDetails', { jsonTodayDate: '2026-01-11' }))).toEqual(
      [],
    );
    // On the 12th the two reports of that day were still on the tables (completed only today).
    const onThe12th = await ok('getOnGoingInspectionDetails', { jsonTodayDate: '2026-01-12' });
    expect(nos(onThe12th)).toEqual([notOkNo, okNo]);
  });
});

describe('a roll’s sheet and production', () => {
  it('prints a roll’s inspection with its mistakes summed by type', async () => {
    const sheet = await ok('getQIReportFromERPNEXT', { report_no: okNo, roll_no: 'GR-T-1' });
    expect(calls.getQIReportFromERPNEXT.output.parse(sheet)).toEqual(sheet);
    expect(sheet.report.reportNo).toBe(okNo);
    expect(sheet.roll).toMatchObject({ rollNo: 'GR-T-1', points: 7, mistakes: 3 });
    expect(sheet.mistakes).toHaveLength(3);
    expect(sheet.mistakeSummary).toEqual([
      { mistake: 'Hole', mistakeTa: 'ஓட்டை', count: 1, points: 4 },
      { mistake: 'Slub', mistakeTa: 'ஸ்லப்', count: 2, points: 3 },
    ]);
    expect(await ok('getRollReportFromERPNEXT', { roll_no: 'GR-T-1', report_no: okNo })).toEqual(
      sheet,
    );
    expect(
      (
        await t.call(
          'getQIReportFromERPNEXT',
          { report_no: okNo, roll_no: 'GR-T-9' },
          await t.userWithRoles('Vinoth', ['viewer']),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('tells where a roll was knitted and every inspection it went through', async () => {
    const p = await ok('getRollProductionFromERPNEXT', { roll_no: 'FR-T-4' });
    expect(calls.getRollProductionFromERPNEXT.output.parse(p)).toEqual(p);
    expect(p).toMatchObject({
      greigeRollNo: 'GR-T-4',
      finishRollNo: 'FR-T-4',
      date: '2026-01-10',
      machine: 'Circular 01',
      jobCardNo: 'PO-JOB00001',
      workOrderNo: 'MFG-WO-2026-00001',
    });
    expect(p.inspections.map((r: { reportNo: string }) => r.reportNo)).toEqual([openNo]);
  });

  it('lists known rolls newest first with their finish roll', async () => {
    const rows = await ok('getRollNoFromDB', {});
    expect(rows).toHaveLength(10);
    expect(rows.find((r: { greigeRollNo: string }) => r.greigeRollNo === 'GR-T-4')).toEqual({
      greigeRollNo: 'GR-T-4',
      finishRollNo: 'FR-T-4',
      itemCode: 'FAB-SJ-T1',
      kg: 20,
      date: '2026-01-10',
    });
  });

  it('puts the mistakes tapped most at the top of the master', async () => {
    const master = await ok('getMistakeDetailsFromDB', {});
    expect(
      master.slice(0, 2).map((m: { name: string; usage: number }) => [m.name, m.usage]),
    ).toEqual([
      ['Slub', 2],
      ['Hole', 1],
    ]);
  });
});
