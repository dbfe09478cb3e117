import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { eq } from 'drizzle-orm';
import { ccMistakes, ccRolls, rollHistory } from '../../db/schema';
import { ccHeader, collarCuffApp } from '../../../tests/support/domains/collarCuff';

const { ok, refused, count, knit, db } = await collarCuffApp();
const start = async (over: Record<string, unknown> = {}) =>
  ok('postCCData', { jsonData: ccHeader(over) });
const tap = (reportNo: string, rollNo: string, mistake: string, pieces = 1, clientId?: string) =>
  ok('postCCMistakeData', { jsonData: { reportNo, rollNo, mistake, pieces, clientId } });
const summary = (reportNo: string, rollNo: string, extra: Record<string, unknown>) =>
  ok('postCCRollSummaryData', { jsonData: { reportNo, rollNo, ...extra } });
const day = { jsonStartDate: '2026-01-13', jsonEndDate: '2026-01-13' };
const numbers = (page: { rows: { reportNo: string }[] }) => page.rows.map((r) => r.reportNo);

// Two bundles of 300 pieces: a lot of 600 is letter J at level II, 80 pieces, Ac 5, Re 6.
const lot = await knit([300, 300]);
const [r1 = '', r2 = ''] = lot.rollNos;
const started = await start({ knitReportNo: lot.reportNo, customer: 'CUST-T1', size: '40x9' });
const reportNo = started.reportNo as string;

describe('a lot started from a knitting report', () => {
  it('takes its bundles and tells the sample size before the first piece', () => {
    expect(calls.postCCData.output.parse(started)).toEqual({
      reportNo: 'QCC-20260113-0001',
      status: 'ongoing',
      rolls: 2,
      aql: {
        lotSize: 600,
        level: 'II',
        aql: 2.5,
        codeLetter: 'J',
        planLetter: 'J',
        sampleSize: 80,
        acceptNo: 5,
        rejectNo: 6,
        inspectAll: false,
        piecesChecked: 0,
        piecesRejected: 0,
        accepted: null,
      },
    });
  });

  it('opens with its rolls, their pieces and weight from the knitting record', async () => {
    const report = calls.getQICCReportWithRollsFromDB.output.parse(
      await ok('getQICCReportWithRollsFromDB', { report_no: reportNo }),
    );
    expect(report).toMatchObject({
      reportNo,
      kind: 'collar',
      customer: 'CUST-T1',
      knitReportNo: lot.reportNo,
      itemName: 'Collar 40x9 cm Navy',
      rolls: 2,
      lotPieces: 600,
      kg: 9,
      gradeBand: { grade1Below: 2, grade3Above: 5 },
      grade: null,
      verdict: null,
    });
    expect(report.rollRows).toEqual([
      expect.objectContaining({
        rollNo: r1,
        greigeRollNo: r1,
        pieces: 300,
        kg: 4.5,
        piecesChecked: 0,
        grade: null,
      }),
      expect.objectContaining({ rollNo: r2, pieces: 300, size: '40x9', passed: null }),
    ]);
  });
});

describe('tapping rejected pieces', () => {
  it('counts each tap as rejected pieces of its defect and re-judges the lot', async () => {
    const first = await tap(reportNo, r1, 'size out');
    expect(calls.postCCMistakeData.output.parse(first)).toMatchObject({
      mistake: { mistake: 'Size Out', mistakeTa: 'சைஸ் சரியில்லை', pieces: 1, recordedBy: 'Kavitha' },
      // A rejected piece was checked: until the count comes, the roll has checked what it rejected.
      roll: { rollNo: r1, piecesChecked: 1, piecesRejected: 1, rejectPct: 100, grade: 3 },
      aql: { piecesChecked: 1, piecesRejected: 1, accepted: null },
    });
    const second = await tap(reportNo, r1, 'Hole', 1, 'a3bb189e-8bf9-4888-9912-ace4e6543002');
    expect(second.roll).toMatchObject({ piecesRejected: 2 });
    // The same tap sent again is stored once.
    const again = await tap(reportNo, r1, 'Hole', 1, 'a3bb189e-8bf9-4888-9912-ace4e6543002');
    expect(again.mistake.id).toBe(second.mistake.id);
    expect(again.roll).toMatchObject({ piecesRejected: 2 });
  });

  it('grades the roll by its reject percentage once its checked count is in', async () => {
    const done = await summary(reportNo, r1, { piecesChecked: 40, piecesRejected: 0 });
    expect(calls.postCCRollSummaryData.output.parse(done)).toMatchObject({
      roll: { piecesChecked: 40, piecesRejected: 2, rejectPct: 5, grade: 2, passed: true },
      reportStatus: 'ongoing',
      verdict: null,
      aql: { piecesChecked: 40, piecesRejected: 2, accepted: null },
    });
  });

  it('refuses a defect of fabric only, more pieces than the roll has, and unknown rolls', async () => {
    const before = await count(ccMistakes);
    const cases = [
      [{ mistake: 'Slub' }, 'jsonData.mistake', 'not a collar & cuff mistake type'],
      [{ pieces: 299 }, 'jsonData.pieces', 'has 300 pieces and 2 are already rejected'],
      [{ pieces: 0 }, 'jsonData.pieces', 'at least 1'],
      [{ rollNo: 'KCC-NOPE' }, 'jsonData.rollNo', 'not in CC QI report'],
      [{ reportNo: 'QCC-NOPE' }, 'jsonData.reportNo', 'no CC QI report'],
    ] as const;
    for (const [over, path, message] of cases) {
      const res = await refused('postCCMistakeData', {
        jsonData: { reportNo, rollNo: r1, mistake: 'Curl', pieces: 1, ...over },
      });
      expect(res, path).toMatchObject({ status: 400, path });
      expect(res.message).toContain(message);
    }
    expect(await count(ccMistakes)).toBe(before);
  });

  it('shows the roll’s sheet with every tap and the pieces by defect', async () => {
    await tap(reportNo, r1, 'Hole');
    const sheet = calls.getQICCReportFromERPNEXT.output.parse(
      await ok('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: r1 }),
    );
    expect(sheet.mistakes.map((m) => [m.mistake, m.pieces])).toEqual([
      ['Size Out', 1],
      ['Hole', 1],
      ['Hole', 1],
    ]);
    expect(sheet.mistakeSummary).toEqual([
      { mistake: 'Hole', mistakeTa: 'ஓட்டை', pieces: 2 },
      { mistake: 'Size Out', mistakeTa: 'சைஸ் சரியில்லை', pieces: 1 },
    ]);
    expect(sheet.roll).toMatchObject({
      piecesRejected: 3,
      rejectPct: 7.5,
      grade: 3,
      passed: false,
    });
    expect(sheet.report).toMatchObject({ reportNo, piecesRejected: 3, grade: 3 });
    expect(
      (await refused('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: 'X' })).status,
    ).toBe(404);
  });

  it('undoes a tap by its id or its clientId, and a second undo changes nothing', async () => {
    const sheet = await ok('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: r1 });
    const last = sheet.mistakes.at(-1);
    const undo = await ok('removeCCMistakeData', {
      jsonData: { reportNo, rollNo: r1, id: last.id },
    });
    expect(calls.removeCCMistakeData.output.parse(undo)).toMatchObject({
      removed: true,
      roll: { piecesRejected: 2, grade: 2 },
      aql: { piecesRejected: 2 },
    });
    const byClient = {
      reportNo,
      rollNo: r1,
      clientId: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
    };
    expect(await ok('removeCCMistakeData', { jsonData: byClient })).toMatchObject({
      removed: true,
      roll: { piecesRejected: 1 },
    });
    expect(await ok('removeCCMistakeData', { jsonData: byClient })).toMatchObject({
      removed: false,
    });
    await tap(reportNo, r1, 'Hole');
  });
});

describe('completing a lot', () => {
  it('is refused until the lot is decided, and nothing of the refused save is kept', async () => {
    const res = await refused('postCCRollSummaryData', {
      jsonData: {
        reportNo,
        rollNo: r2,
        piecesChecked: 20,
        piecesRejected: 0,
        completeReport: true,
        verdict: 'inspectOk',
      },
    });
    expect(res).toMatchObject({ status: 400, path: 'jsonData.completeReport' });
    expect(res.message).toContain('its sample is 80 pieces and 60 are checked; check 20 more');
    const report = await ok('getQICCReportWithRollsFromDB', { report_no: reportNo });
    expect(report).toMatchObject({ status: 'ongoing', piecesChecked: 40 });
    expect(report.rollRows[1]).toMatchObject({ rollNo: r2, piecesChecked: 0 });
  });

  it('accepts the lot when the sample holds at most Ac rejects', async () => {
    const done = await summary(reportNo, r2, {
      piecesChecked: 40,
      piecesRejected: 1,
      completeReport: true,
      verdict: 'inspectOk',
    });
    expect(done).toMatchObject({
      roll: { piecesChecked: 40, piecesRejected: 1, rejectPct: 2.5, grade: 2, status: 'completed' },
      reportStatus: 'completed',
      verdict: 'inspectOk',
      aql: { sampleSize: 80, piecesChecked: 80, piecesRejected: 3, accepted: true },
    });
    const row = await ok('getQICCReportWithRollsFromDB', { report_no: reportNo });
    expect(row).toMatchObject({
      status: 'completed',
      rejectPct: 3.75,
      grade: 2,
      verdict: 'inspectOk',
    });
  });

  it('is final: no more taps, rolls or summaries', async () => {
    const refusals = [
      await refused('postCCMistakeData', {
        jsonData: { reportNo, rollNo: r1, mistake: 'Curl', pieces: 1 },
      }),
      await refused('postCollarCuffRollData', { jsonData: { reportNo, rollNo: r1 } }),
      await refused('postCCRollSummaryData', {
        jsonData: { reportNo, rollNo: r1, piecesChecked: 1, piecesRejected: 0 },
      }),
      await refused('removeCCMistakeData', { jsonData: { reportNo, rollNo: r1, id: '1' } }),
    ];
    for (const res of refusals) {
      expect(res).toMatchObject({ status: 400, path: 'jsonData.reportNo' });
      expect(res.message).toContain('is completed');
    }
  });

  it('rejects a lot as soon as the rejected pieces reach Re, whatever the inspector says', async () => {
    // 100 pieces: letter F, 20 pieces, Ac 1, Re 2.
    const small = await knit([100]);
    const { reportNo: no, aql } = await start({ knitReportNo: small.reportNo });
    expect(aql).toMatchObject({ codeLetter: 'F', sampleSize: 20, acceptNo: 1, rejectNo: 2 });
    const roll = small.rollNos[0] ?? '';
    const second = await (async () => {
      await tap(no, roll, 'Shade Mismatch');
      return tap(no, roll, 'Stripe/Tipping Wrong');
    })();
    expect(second.aql).toMatchObject({ piecesChecked: 2, piecesRejected: 2, accepted: false });
    const done = await summary(no, roll, {
      piecesChecked: 5,
      piecesRejected: 2,
      completeReport: true,
      verdict: 'inspectOk',
    });
    expect(done).toMatchObject({ reportStatus: 'completed', verdict: 'inspectNotOk' });
  });

  it('lets the inspector reject a lot the sample accepts', async () => {
    const small = await knit([100]);
    const { reportNo: no } = await start({ knitReportNo: small.reportNo });
    const done = await summary(no, small.rollNos[0] ?? '', {
      piecesChecked: 20,
      piecesRejected: 0,
      completeReport: true,
      verdict: 'inspectNotOk',
    });
    expect(done).toMatchObject({
      verdict: 'inspectNotOk',
      aql: { accepted: true },
      roll: { grade: 1 },
    });
  });
});

describe('the QI CC report lists', () => {
  it('list each report under its status and verdict, newest first', async () => {
    const open = await start({ knitReportNo: (await knit([50])).reportNo });
    const all = await ok('getAllQICCReportFromDB', {});
    expect(calls.getAllQICCReportFromDB.output.parse(all)).toEqual(all);
    expect(numbers(all)).toEqual([
      open.reportNo,
      'QCC-20260113-0003',
      'QCC-20260113-0002',
      reportNo,
    ]);
    expect(numbers(await ok('getQICCReportFromDB', day))).toEqual([open.reportNo]);
    expect(numbers(await ok('getQICCReportFromDBCompleted', day))).toEqual([
      'QCC-20260113-0003',
      'QCC-20260113-0002',
      reportNo,
    ]);
    expect(numbers(await ok('getQICCReportFromDBWithInspectOk', day))).toEqual([reportNo]);
    expect(numbers(await ok('getAllQICCReportFromDBWithInspectOk', {}))).toEqual([reportNo]);
    expect(numbers(await ok('getQICCReportFromDBWithInspectNotOk', day))).toEqual([
      'QCC-20260113-0003',
      'QCC-20260113-0002',
    ]);
    expect(
      numbers(
        await ok('getQICCReportFromDBCompleted', {
          ...day,
          jsonStartDate: '2026-01-14',
          jsonEndDate: '2026-01-20',
        }),
      ),
    ).toEqual([]);
  });

  it('pages the range’s reports with their rolls', async () => {
    const first = await ok('getQICCReportFromDBAllData', { ...day, limit: 3 });
    expect(calls.getQICCReportFromDBAllData.output.parse(first)).toEqual(first);
    expect(first.total).toBe(4);
    expect(first.rows).toHaveLength(3);
    const rest = await ok('getQICCReportFromDBAllData', {
      ...day,
      limit: 3,
      cursor: first.nextCursor,
    });
    expect(rest).toMatchObject({ nextCursor: null, rows: [{ reportNo }] });
    expect(rest.rows[0].rollRows.map((r: { rollNo: string }) => r.rollNo)).toEqual([r1, r2]);
  });

  it('shows what was on the tables on a day, including reports completed later', async () => {
    // The reports of that day were completed after it (today, when the test ran): all four.
    const onTheDay = await ok('getOnGoingCCInspectionDetails', { jsonTodayDate: '2026-01-13' });
    expect(numbers(onTheDay)).toEqual(numbers(await ok('getAllQICCReportFromDB', {})).slice(0, 4));
    expect(onTheDay.rows[0]).toMatchObject({
      status: 'ongoing',
      lotPieces: 50,
      aql: { codeLetter: 'D', sampleSize: 5, acceptNo: 0, rejectNo: 1 },
    });
    const before = await ok('getOnGoingCCInspectionDetails', { jsonTodayDate: '2026-01-12' });
    expect(numbers(before)).toEqual([]);
  });

  it('refuses a range of more than a year and a cursor it never handed out', async () => {
    expect(
      await refused('getQICCReportFromDBCompleted', {
        jsonStartDate: '2024-01-01',
        jsonEndDate: '2026-01-13',
      }),
    ).toMatchObject({ status: 400, path: 'jsonEndDate' });
    expect(await refused('getAllQICCReportFromDB', { cursor: 'bm9wZQ' })).toMatchObject({
      status: 400,
      path: 'cursor',
    });
    expect((await refused('getQICCReportWithRollsFromDB', { report_no: 'QCC-NOPE' })).status).toBe(
      404,
    );
  });

  it('keeps a bundle inspected in a completed report out of a second report of its stage', async () => {
    const completedRolls = await count(ccRolls);
    const again = await ok('postCCData', { jsonData: ccHeader({ date: '2026-01-14' }) });
    const res = await refused('postCollarCuffRollData', {
      jsonData: { reportNo: again.reportNo, rollNo: r1, piecesChecked: 10 },
    });
    expect(res).toMatchObject({ status: 400 });
    expect(res.message).toMatch(
      new RegExp(
        `CC roll ${r1} was already inspected at greige stage in report QCC-\\d{8}-\\d{4}\\.`,
      ),
    );
    expect(await count(ccRolls)).toBe(completedRolls);

    // After rework, on purpose and saying why: the bundle moves, with its defects, to its history.
    const mistakes = await count(ccMistakes);
    const moved = await ok('postCollarCuffRollData', {
      jsonData: {
        reportNo: again.reportNo,
        rollNo: r1,
        piecesChecked: 10,
        reinspection: { reason: 'Re-linked after rework' },
      },
    });
    expect(moved).toMatchObject({ reportNo: again.reportNo, rollNo: r1, piecesChecked: 10 });
    expect(await count(ccRolls)).toBe(completedRolls);
    expect(await count(ccMistakes)).toBeLessThan(mistakes);
    const [kept] = await db.select().from(rollHistory).where(eq(rollHistory.greigeRollNo, r1));
    expect(kept).toMatchObject({
      kind: 'collarCuff',
      stage: 'greige',
      reason: 'Re-linked after rework',
      reinspectedIn: again.reportNo,
      result: expect.objectContaining({ roll_no: r1 }),
    });
    expect(kept?.mistakes.length).toBeGreaterThan(0);
  });
});
