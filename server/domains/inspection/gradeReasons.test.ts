import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { gradeBandOverrides } from '../../db/schema';
import { fabric, header, inspectionApp } from '../../../tests/support/domains/inspection';

const { t, ok, db } = await inspectionApp();
const admin = await t.userWithRoles('Chief', ['admin']);

/**
 * A report of three 20 kg rolls of 160 GSM fabric: GR-T-1 measured at 150 GSM, out of the 5 %
 * tolerance, with one 1-point mistake (0.75 points/100 m²: grade 1 by its points, 2 by its GSM);
 * the other two clean. The report's 0.26 points/100 m² sit beside its worst roll's grade 2.
 */
const { reportNo } = await ok('postData', { jsonData: header() });
await ok('postRollData', {
  jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20, gsmMeasured: 150 },
});
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-2', kg: 20 } });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-3', kg: 20 } });
await ok('postMistakeData', {
  jsonData: { reportNo, rollNo: 'GR-T-1', mistake: 'Slub', points: 1 },
});

const gsmOut = { kind: 'gsmOut', measured: 150, spec: 160, tolerancePct: 5 } as const;
const worst = { kind: 'worstRoll', rollNo: 'GR-T-1' } as const;

const withRolls = async () => {
  const answer = await ok('getQIReportWithRollsFromDB', { report_no: reportNo });
  return calls.getQIReportWithRollsFromDB.output.parse(answer);
};
const reasonsByRoll = (r: Awaited<ReturnType<typeof withRolls>>) =>
  Object.fromEntries(r.rollRows.map((roll) => [roll.rollNo, roll.gradeReasons]));

describe('a grade beside points that look like another band says why', () => {
  it('a report with its rolls: the roll’s GSM, the report’s worst roll', async () => {
    const report = await withRolls();
    expect(report).toMatchObject({ points100m2: 0.26, grade: 2, gradeReasons: [worst] });
    expect(reasonsByRoll(report)).toEqual({ 'GR-T-1': [gsmOut], 'GR-T-2': [], 'GR-T-3': [] });
  });

  it('the report lists name the worst roll', async () => {
    const range = { jsonStartDate: '2026-01-01', jsonEndDate: '2026-01-31' };
    for (const [call, input] of [
      ['getQIReportFromDB', range],
      ['getAllQIReportFromDB', {}],
      ['getQIReportFromDBAllData', range],
    ] as const) {
      const page = calls[call].output.parse(await ok(call, input));
      expect(page.rows.find((r) => r.reportNo === reportNo)?.gradeReasons, call).toEqual([worst]);
    }
  });

  it('a roll’s sheet explains the roll and its report', async () => {
    const sheet = calls.getQIReportFromERPNEXT.output.parse(
      await ok('getQIReportFromERPNEXT', { report_no: reportNo, roll_no: 'GR-T-1' }),
    );
    expect(sheet.roll.gradeReasons).toEqual([gsmOut]);
    expect(sheet.report.gradeReasons).toEqual([worst]);
  });

  it('an item’s own band, once a save grades the roll by it', async () => {
    await db
      .insert(gradeBandOverrides)
      .values({ scope: 'item', key: fabric.itemCode, grade1Below: 0.5, grade3Above: 10 });
    await ok('postMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-2', mistake: 'Slub', points: 1 },
    });
    const rolls = reasonsByRoll(await withRolls());
    expect(rolls['GR-T-2']).toEqual([{ kind: 'itemBand', grade1Below: 0.5, grade3Above: 10 }]);
    await db.delete(gradeBandOverrides);
  });

  it('a roll graded under rules the mill has since changed says so, not today’s reason', async () => {
    const settings = {
      gradeBand: { grade1Below: 20, grade3Above: 30 },
      gsmTolerancePct: 5,
      widthTolerancePct: 5,
      toleranceLowersGrade: false,
      overrides: [],
    };
    expect((await t.call('saveSettings', { jsonData: settings }, admin)).statusCode).toBe(200);
    const report = await withRolls();
    expect(report.rollRows[0]).toMatchObject({
      grade: 2,
      gradeReasons: [{ kind: 'earlierRules' }],
    });
  });
});
