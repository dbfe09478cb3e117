import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { knitCcReports, knitCcRolls } from '../../db/schema';
import { collarCuffApp, knitHeader } from '../../../tests/support/domains/collarCuff';

const { ok, refused, count } = await collarCuffApp();
const start = async (over: Record<string, unknown> = {}) =>
  (await ok('postKnitCCData', { jsonData: knitHeader(over) }, 'knitter')).reportNo as string;
const saveRoll = (jsonData: Record<string, unknown>) =>
  ok('postKnitCCDataRoll', { jsonData }, 'knitter');
const reserve = async (reportNo: string) =>
  (await ok('createKnitCCRollNoInDB', { jsonData: reportNo }, 'knitter')).rollNo as string;
const reportOf = (reportNo: string) =>
  ok('getSpecifiedKnitCCReportFromDB', { jsonData: reportNo }, 'knitter');

describe('starting a knitting report', () => {
  it('numbers it by its date and keeps it open for bundles', async () => {
    const first = await ok(
      'postKnitCCData',
      { jsonData: knitHeader({ jobCardNo: 'PO-JOB00042', remarks: 'New cone lot' }) },
      'knitter',
    );
    expect(first).toEqual({ reportNo: 'KCC-20260112-0001', status: 'ongoing' });
    expect(await start()).toBe('KCC-20260112-0002');
    expect(await start({ date: '2026-01-13' })).toBe('KCC-20260113-0001');
    const report = calls.getSpecifiedKnitCCReportFromDB.output.parse(
      await reportOf('KCC-20260112-0001'),
    );
    expect(report).toEqual({
      reportNo: 'KCC-20260112-0001',
      date: '2026-01-12',
      machine: 'Flat 01',
      operator: 'Murugan K',
      shift: 'A',
      itemCode: 'CC-COL-T1',
      itemName: 'Collar 40x9 cm Navy',
      kind: 'collar',
      colour: 'Navy',
      size: '40x9',
      jobCardNo: 'PO-JOB00042',
      status: 'ongoing',
      rolls: 0,
      pieces: 0,
      rejectedPieces: 0,
      kg: 0,
      piecesPerKg: null,
      remarks: 'New cone lot',
    });
  });

  it('takes the masters’ spelling of the machine and operator', async () => {
    const reportNo = await start({ machine: 'flat 01', operator: 'MURUGAN K' });
    expect(await reportOf(reportNo)).toMatchObject({ machine: 'Flat 01', operator: 'Murugan K' });
  });

  it('starts once when the same save is sent again', async () => {
    const clientId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const before = await count(knitCcReports);
    const a = await ok('postKnitCCData', { jsonData: knitHeader({ clientId }) }, 'knitter');
    const b = await ok('postKnitCCData', { jsonData: knitHeader({ clientId }) }, 'knitter');
    expect(b).toEqual(a);
    expect(await count(knitCcReports)).toBe(before + 1);
  });

  it.each([
    [{ itemCode: 'CC-NOPE' }, 'jsonData.itemCode', 'no item CC-NOPE'],
    [{ itemCode: 'FAB-SJ-T1' }, 'jsonData.itemCode', 'not a collar or cuff'],
    [{ itemCode: 'CC-COL-OLD' }, 'jsonData.itemCode', 'disabled'],
    [{ itemCode: 'CC-CUF-T1' }, 'jsonData.kind', 'CC-CUF-T1 is a cuff, not a collar'],
    [{ machine: 'Circular 01' }, 'jsonData.machine', 'not a flat knitting machine'],
    [{ machine: 'Flat 02' }, 'jsonData.machine', 'not in use'],
    [{ machine: 'Flat 99' }, 'jsonData.machine', 'no machine Flat 99'],
    [{ operator: 'Old Hand' }, 'jsonData.operator', 'no knitting operator Old Hand'],
    [{ shift: 'D' }, 'jsonData.shift', ''],
    [{ size: '' }, 'jsonData.size', 'must not be empty'],
  ])('refuses %o naming %s, writing nothing', async (over, path, message) => {
    const before = await count(knitCcReports);
    const res = await refused('postKnitCCData', { jsonData: knitHeader(over) }, 'knitter');
    expect(res).toMatchObject({ status: 400, path });
    expect(res.message).toContain(message);
    expect(await count(knitCcReports)).toBe(before);
  });
});

describe('bundles of a knitting report', () => {
  it('saves a bundle under a reserved number with what its label prints', async () => {
    const reportNo = await start({ shift: 'B', colour: 'Navy', size: '40x9' });
    const first = await reserve(reportNo);
    const second = await reserve(reportNo);
    expect([first, second]).toEqual([`${reportNo}-01`, `${reportNo}-02`]);
    // Saved out of order: a number once reserved may be used whenever its bundle is weighed.
    const row = calls.postKnitCCDataRoll.output.parse(
      await saveRoll({ reportNo, rollNo: second, pieces: 200, kg: 3.2, remarks: 'Tight rib' }),
    );
    expect(row).toMatchObject({
      reportNo,
      rollNo: second,
      date: '2026-01-12',
      machine: 'Flat 01',
      operator: 'Murugan K',
      shift: 'B',
      itemCode: 'CC-COL-T1',
      itemName: 'Collar 40x9 cm Navy',
      kind: 'collar',
      colour: 'Navy',
      size: '40x9',
      pieces: 200,
      rejectedPieces: 0,
      kg: 3.2,
      piecesPerKg: 62.5,
      remarks: 'Tight rib',
      finishRollNo: null,
    });
    await saveRoll({ reportNo, rollNo: first, pieces: 100, kg: 1.8 });
    // A tablet that saved offline has no number: the server gives the next one.
    const third = await saveRoll({ reportNo, pieces: 150, kg: 2.5 });
    expect(third.rollNo).toBe(`${reportNo}-03`);
    expect(await reportOf(reportNo)).toMatchObject({
      rolls: 3,
      pieces: 450,
      kg: 7.5,
      piecesPerKg: 60,
    });
    const rolls = await ok(
      'getSpecifiedKnitCCReportRollsFromDB',
      { jsonData: reportNo },
      'knitter',
    );
    expect(calls.getSpecifiedKnitCCReportRollsFromDB.output.parse(rolls)).toEqual(rolls);
    expect(rolls.map((r: { rollNo: string; pieces: number }) => [r.rollNo, r.pieces])).toEqual([
      [first, 100],
      [second, 200],
      [third.rollNo, 150],
    ]);
  });

  it('corrects a bundle saved under its number again, and the totals follow', async () => {
    const reportNo = await start();
    const roll = await saveRoll({ reportNo, pieces: 100, kg: 1.5 });
    const before = await count(knitCcRolls);
    const fixed = await saveRoll({ reportNo, rollNo: roll.rollNo, pieces: 120, kg: 1.5 });
    expect(fixed).toMatchObject({ rollNo: roll.rollNo, pieces: 120, piecesPerKg: 80 });
    expect(await count(knitCcRolls)).toBe(before);
    expect(await reportOf(reportNo)).toMatchObject({ rolls: 1, pieces: 120, kg: 1.5 });
  });

  it('stores a bundle once when its save is sent again', async () => {
    const reportNo = await start();
    const clientId = '6f1c5a2e-8d33-4b8e-9a5e-2b7f0c1d9e41';
    const a = await saveRoll({ reportNo, pieces: 100, kg: 1.5, clientId });
    const b = await saveRoll({ reportNo, pieces: 100, kg: 1.5, clientId });
    expect(b).toEqual(a);
    expect(await reportOf(reportNo)).toMatchObject({ rolls: 1, pieces: 100 });
  });

  it('refuses numbers the report never reserved and bundles of another report', async () => {
    const reportNo = await start();
    const other = await start();
    const theirs = await saveRoll({ reportNo: other, pieces: 50, kg: 1 });
    const before = await count(knitCcRolls);
    for (const rollNo of [`${reportNo}-07`, 'R-1001', `${reportNo}-xx`]) {
      const res = await refused(
        'postKnitCCDataRoll',
        {
          jsonData: { reportNo, rollNo, pieces: 10, kg: 1 },
        },
        'knitter',
      );
      expect(res, rollNo).toMatchObject({ status: 400, path: 'jsonData.rollNo' });
      expect(res.message).toContain('not a roll number reserved');
    }
    expect(
      await refused(
        'postKnitCCDataRoll',
        {
          jsonData: { reportNo, rollNo: theirs.rollNo, pieces: 10, kg: 1 },
        },
        'knitter',
      ),
    ).toMatchObject({
      status: 400,
      path: 'jsonData.rollNo',
      message: expect.stringContaining(other),
    });
    expect(
      await refused(
        'postKnitCCDataRoll',
        { jsonData: { reportNo: 'KCC-NOPE', pieces: 1, kg: 1 } },
        'knitter',
      ),
    ).toMatchObject({ status: 400, path: 'jsonData.reportNo' });
    expect(
      await refused('postKnitCCDataRoll', { jsonData: { reportNo, pieces: 0, kg: 1 } }, 'knitter'),
    ).toMatchObject({ status: 400, path: 'jsonData.pieces' });
    expect(
      await refused('postKnitCCDataRoll', { jsonData: { reportNo, pieces: 5, kg: 0 } }, 'knitter'),
    ).toMatchObject({ status: 400, path: 'jsonData.kg' });
    expect(await count(knitCcRolls)).toBe(before);
  });

  it('records the pieces the floor counted and rejected on a bundle', async () => {
    const reportNo = await start();
    const roll = await saveRoll({ reportNo, pieces: 100, kg: 1.6 });
    const counted = await ok(
      'postKnitCollarCuffRollData',
      { jsonData: { reportNo, rollNo: roll.rollNo, pieces: 96, rejectedPieces: 4 } },
      'knitter',
    );
    expect(counted).toMatchObject({ pieces: 96, rejectedPieces: 4, kg: 1.6, piecesPerKg: 60 });
    expect(await reportOf(reportNo)).toMatchObject({ pieces: 96, rejectedPieces: 4 });
    expect(
      await refused(
        'postKnitCollarCuffRollData',
        {
          jsonData: { reportNo, rollNo: roll.rollNo, pieces: 10, rejectedPieces: 11 },
        },
        'knitter',
      ),
    ).toMatchObject({ status: 400, path: 'jsonData.rejectedPieces' });
    expect(
      await refused(
        'postKnitCollarCuffRollData',
        {
          jsonData: { reportNo: await start(), rollNo: roll.rollNo, pieces: 10, rejectedPieces: 1 },
        },
        'knitter',
      ),
    ).toMatchObject({ status: 400, path: 'jsonData.rollNo' });
    // A correction cannot leave fewer pieces than were rejected.
    expect(
      await refused(
        'postKnitCCDataRoll',
        {
          jsonData: { reportNo, rollNo: roll.rollNo, pieces: 3, kg: 1 },
        },
        'knitter',
      ),
    ).toMatchObject({
      status: 400,
      path: 'jsonData.pieces',
      message: expect.stringContaining('4'),
    });
  });
});

describe('the first app’s roll payload (postKnitCCDataRollOld)', () => {
  it('takes snake_case names and numbers as text, and a resend corrects the roll', async () => {
    const reportNo = await start();
    const rollNo = await reserve(reportNo);
    const row = await ok(
      'postKnitCCDataRollOld',
      { jsonData: { report_no: reportNo, roll_no: rollNo, pieces: '120', weight: '1.5' } },
      'knitter',
    );
    expect(calls.postKnitCCDataRollOld.output.parse(row)).toMatchObject({
      rollNo,
      pieces: 120,
      kg: 1.5,
      piecesPerKg: 80,
    });
    const again = await ok(
      'postKnitCCDataRollOld',
      { jsonData: { report_no: reportNo, roll_no: rollNo, pieces: 118, weight: 1.5 } },
      'knitter',
    );
    expect(again).toMatchObject({ rollNo, pieces: 118 });
    const numbered = await ok(
      'postKnitCCDataRollOld',
      { jsonData: { report_no: reportNo, pieces: '60', weight: '0.75', remarks: 'end of cone' } },
      'knitter',
    );
    expect(numbered).toMatchObject({ rollNo: `${reportNo}-02`, remarks: 'end of cone' });
    expect(await reportOf(reportNo)).toMatchObject({ rolls: 2, pieces: 178, kg: 2.25 });
  });

  it('names the old fields when it refuses', async () => {
    const reportNo = await start();
    const cases: [Record<string, unknown>, string][] = [
      [{ report_no: reportNo, pieces: 'ten', weight: '1' }, 'jsonData.pieces'],
      [{ report_no: reportNo, pieces: '10', weight: '1,5' }, 'jsonData.weight'],
      [{ report_no: reportNo, pieces: '10', weight: '0' }, 'jsonData.weight'],
      [{ report_no: 'KCC-NOPE', pieces: 10, weight: 1 }, 'jsonData.report_no'],
      [{ report_no: reportNo, roll_no: 'X-1', pieces: 10, weight: 1 }, 'jsonData.roll_no'],
      [{ reportNo, pieces: 10, kg: 1 }, 'jsonData.report_no'],
    ];
    for (const [jsonData, path] of cases) {
      expect(await refused('postKnitCCDataRollOld', { jsonData }, 'knitter'), path).toMatchObject({
        status: 400,
        path,
      });
    }
    expect(await reportOf(reportNo)).toMatchObject({ rolls: 0 });
  });
});

describe('closing a knitting report', () => {
  it('totals it, then takes corrections but no new bundles', async () => {
    const reportNo = await start();
    const a = await saveRoll({ reportNo, pieces: 300, kg: 4.8 });
    await saveRoll({ reportNo, pieces: 200, kg: 3.2 });
    const closed = await ok(
      'postKnitCCRollSummaryData',
      { jsonData: { reportNo, remarks: 'Shift done' } },
      'knitter',
    );
    expect(calls.postKnitCCRollSummaryData.output.parse(closed)).toMatchObject({
      reportNo,
      status: 'completed',
      rolls: 2,
      pieces: 500,
      kg: 8,
      piecesPerKg: 62.5,
      remarks: 'Shift done',
    });
    const refusals = [
      await refused('postKnitCCDataRoll', { jsonData: { reportNo, pieces: 5, kg: 1 } }, 'knitter'),
      await refused('createKnitCCRollNoInDB', { jsonData: reportNo }, 'knitter'),
      await refused('postKnitCCRollSummaryData', { jsonData: { reportNo } }, 'knitter'),
    ];
    expect(refusals.map((r) => [r.status, r.path])).toEqual([
      [400, 'jsonData.reportNo'],
      [400, 'jsonData'],
      [400, 'jsonData.reportNo'],
    ]);
    expect(refusals[0]?.message).toContain('is completed');
    expect(refusals[2]?.message).toContain('already closed');
    await saveRoll({ reportNo, rollNo: a.rollNo, pieces: 290, kg: 4.8 });
    expect(await reportOf(reportNo)).toMatchObject({ status: 'completed', pieces: 490 });
  });

  it('refuses to close a report without bundles, and an unknown one', async () => {
    expect(
      await refused(
        'postKnitCCRollSummaryData',
        { jsonData: { reportNo: await start() } },
        'knitter',
      ),
    ).toMatchObject({
      status: 400,
      path: 'jsonData.reportNo',
      message: expect.stringContaining('no rolls'),
    });
    expect(
      await refused('createKnitCCRollNoInDB', { jsonData: 'KCC-NOPE' }, 'knitter'),
    ).toMatchObject({ status: 400, path: 'jsonData' });
    expect(
      (await refused('getSpecifiedKnitCCReportFromDB', { jsonData: 'KCC-NOPE' }, 'knitter')).status,
    ).toBe(404);
    expect(
      (await refused('getSpecifiedKnitCCReportRollsFromDB', { jsonData: 'KCC-NOPE' }, 'knitter'))
        .status,
    ).toBe(404);
  });
});

describe('the list of knitting reports', () => {
  it('pages every report newest first', async () => {
    const all = await ok('getKnitCCReportFromDB', { limit: 200 }, 'knitter');
    expect(calls.getKnitCCReportFromDB.output.parse(all)).toEqual(all);
    const keys = all.rows.map((r: { date: string; reportNo: string }) => `${r.date} ${r.reportNo}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(all.total).toBe(all.rows.length);
    expect(all.rows[0]).toMatchObject({ reportNo: 'KCC-20260113-0001' });
    const first = await ok('getKnitCCReportFromDB', { limit: 2 }, 'knitter');
    const second = await ok(
      'getKnitCCReportFromDB',
      { limit: 2, cursor: first.nextCursor },
      'knitter',
    );
    expect([...first.rows, ...second.rows].map((r: { reportNo: string }) => r.reportNo)).toEqual(
      all.rows.slice(0, 4).map((r: { reportNo: string }) => r.reportNo),
    );
    expect(first.total).toBe(all.total);
  });
});
