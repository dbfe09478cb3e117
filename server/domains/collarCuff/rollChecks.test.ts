import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { ccFinishRolls, ccReports, ccRolls } from '../../db/schema';
import { ccHeader, collarCuffApp, otherCollar } from '../../../tests/support/domains/collarCuff';

const { ok, refused, count, knit } = await collarCuffApp();
const start = async (over: Record<string, unknown> = {}) =>
  (await ok('postCCData', { jsonData: ccHeader(over) })).reportNo as string;
const check = (roll: string, report: string) =>
  ok('checkCCRollNoInERPNext', { jsonData: roll, jsonData1: report });

const bundles = await knit([100, 100, 100, 100]);
const [b1 = '', b2 = '', b3 = '', b4 = ''] = bundles.rollNos;
const white = await knit([80], { itemCode: otherCollar.itemCode, colour: 'White', size: '42x9.5' });
const [w1 = ''] = white.rollNos;

describe('finish rolls of collar & cuff bundles', () => {
  it('gives a bundle one finish roll, asked twice, and says so when checked', async () => {
    expect(await ok('checkGreigeCCRollNoinFinishRoll', { jsonData: b1 })).toEqual({
      ok: true,
      problem: null,
      message: `Greige CC roll ${b1} has no finish roll yet.`,
      finishRollNo: null,
    });
    const finishNo = `FCC-${b1.slice(4)}`;
    expect(await ok('createCCFinishRollNoInDB', { jsonData: b1 })).toEqual({
      greigeRollNo: b1,
      finishRollNo: finishNo,
      created: true,
    });
    expect(await ok('createCCFinishRollNoInDB', { jsonData: b1 })).toEqual({
      greigeRollNo: b1,
      finishRollNo: finishNo,
      created: false,
    });
    expect(await count(ccFinishRolls)).toBe(1);
    expect(await ok('checkGreigeCCRollNoinFinishRoll', { jsonData: b1 })).toEqual({
      ok: false,
      problem: 'alreadyFinished',
      message: `Greige CC roll ${b1} already has finish roll ${finishNo}.`,
      finishRollNo: finishNo,
    });
    expect(await ok('checkGreigeCCRollNoinFinishRoll', { jsonData: 'KCC-NOPE' })).toMatchObject({
      ok: false,
      problem: 'unknownGreigeRoll',
    });
    expect(await refused('createCCFinishRollNoInDB', { jsonData: 'KCC-NOPE' })).toMatchObject({
      status: 400,
      path: 'jsonData',
    });
  });

  it('looks a bundle up by its own or its finish number, with its knitting record', async () => {
    const byFinish = calls.getGreigeCCRollNoInDB.output.parse(
      await ok('getGreigeCCRollNoInDB', { jsonData: `FCC-${b1.slice(4)}` }),
    );
    expect(byFinish).toMatchObject({
      found: true,
      roll: {
        rollNo: b1,
        reportNo: bundles.reportNo,
        finishRollNo: `FCC-${b1.slice(4)}`,
        itemName: 'Collar 40x9 cm Navy',
        machine: 'Flat 01',
        operator: 'Murugan K',
        pieces: 100,
        kg: 1.5,
      },
    });
    expect(await ok('getGreigeCCRollNoInDB', { jsonData: 'KCC-NOPE' })).toEqual({
      found: false,
      roll: null,
    });
  });
});

describe('the checks a CC roll passes to join a report', () => {
  it('says which check fails, as for fabric', async () => {
    const greige = await start();
    await ok('postCollarCuffRollData', { jsonData: { reportNo: greige, rollNo: b2 } });
    const other = await start();
    const finish = await start({ stage: 'finish' });
    expect(await check(b3, greige)).toEqual({
      ok: true,
      problem: null,
      message: `CC roll ${b3} (Collar 40x9 cm Navy, 100 pieces) can be inspected.`,
      otherReportNo: null,
    });
    expect(await check('KCC-NOPE', greige)).toMatchObject({ ok: false, problem: 'notInErp' });
    expect(await check(b2, greige)).toMatchObject({
      problem: 'alreadyInReport',
      otherReportNo: greige,
    });
    expect(await check(b2, other)).toEqual({
      ok: false,
      problem: 'inOtherReport',
      message: `CC roll ${b2} is in open report ${greige}.`,
      otherReportNo: greige,
    });
    expect(await check(b1, greige)).toMatchObject({
      problem: 'alreadyFinished',
      message: expect.stringContaining(`FCC-${b1.slice(4)}`),
    });
    expect(await check(w1, greige)).toMatchObject({
      problem: 'itemMismatch',
      message: expect.stringContaining('Collar 42x9.5 cm White'),
    });
    expect(await check(`FCC-${b1.slice(4)}`, finish)).toMatchObject({ ok: true });
    expect(await check(b1, finish)).toMatchObject({
      problem: 'notInErp',
      message: expect.stringContaining(`as FCC-${b1.slice(4)}`),
    });
    expect(await check(b3, finish)).toMatchObject({
      problem: 'notInErp',
      message: expect.stringContaining('create its finish roll first'),
    });
    expect(
      await refused('checkCCRollNoInERPNext', { jsonData: b3, jsonData1: 'QCC-NOPE' }),
    ).toMatchObject({ status: 400, path: 'jsonData1' });
  });

  it('refuses a roll that fails a check with the check’s message, writing nothing', async () => {
    const greige = await start();
    const before = await count(ccRolls);
    const cases = [
      [{ rollNo: w1 }, 'jsonData.rollNo', 'this report inspects CC-COL-T1'],
      [{ rollNo: b1 }, 'jsonData.rollNo', 'already finished'],
      [
        { rollNo: b3, piecesChecked: 101, piecesRejected: 0 },
        'jsonData.piecesChecked',
        '100 pieces',
      ],
      [
        { rollNo: b3, piecesChecked: 5, piecesRejected: 6 },
        'jsonData.piecesRejected',
        'piecesChecked',
      ],
      [{ reportNo: 'QCC-NOPE', rollNo: b3 }, 'jsonData.reportNo', 'no CC QI report'],
    ] as const;
    for (const [over, path, message] of cases) {
      const res = await refused('postCollarCuffRollData', {
        jsonData: { reportNo: greige, ...over },
      });
      expect(res, path).toMatchObject({ status: 400, path });
      expect(res.message).toContain(message);
    }
    expect(await count(ccRolls)).toBe(before);
  });

  it('inspects a finish roll under its finish number, of the greige roll named', async () => {
    const finish = await start({ stage: 'finish' });
    const finishNo = `FCC-${b1.slice(4)}`;
    expect(
      await refused('postCollarCuffRollData', {
        jsonData: { reportNo: finish, rollNo: finishNo, greigeRollNo: b4 },
      }),
    ).toMatchObject({ status: 400, path: 'jsonData.greigeRollNo' });
    const row = await ok('postCollarCuffRollData', {
      jsonData: {
        reportNo: finish,
        rollNo: finishNo,
        greigeRollNo: b1,
        kg: 1.4,
        remarks: 'Dyed navy',
      },
    });
    expect(calls.postCollarCuffRollData.output.parse(row)).toEqual({
      reportNo: finish,
      rollNo: finishNo,
      greigeRollNo: b1,
      finishRollNo: finishNo,
      status: 'ongoing',
      size: '40x9',
      pieces: 100,
      piecesChecked: 0,
      piecesRejected: 0,
      kg: 1.4,
      rejectPct: null,
      passed: null,
      grade: null,
      remarks: 'Dyed navy',
    });
  });

  it('passes on only the pieces knitting did not reject', async () => {
    const lot = await knit([120]);
    const [roll = ''] = lot.rollNos;
    await ok(
      'postKnitCollarCuffRollData',
      { jsonData: { reportNo: lot.reportNo, rollNo: roll, pieces: 120, rejectedPieces: 20 } },
      'knitter',
    );
    const report = await start();
    const row = await ok('postCollarCuffRollData', {
      jsonData: { reportNo: report, rollNo: roll, piecesChecked: 13, piecesRejected: 0 },
    });
    expect(row).toMatchObject({ pieces: 100, piecesChecked: 13, grade: 1, passed: true });
    const opened = await ok('getQICCReportWithRollsFromDB', { report_no: report });
    // 100 pieces: letter F at level II; AQL 2.5 samples 20.
    expect(opened.aql).toMatchObject({
      lotSize: 100,
      codeLetter: 'F',
      sampleSize: 20,
      accepted: null,
    });
  });
});

describe('starting a lot', () => {
  it('starts an empty report without a knitting report, its lot unknown', async () => {
    const clientId = '0c6f1a8e-4a4e-4f7a-8d9c-3b1f2e7a6d55';
    const first = await ok('postCCData', { jsonData: ccHeader({ clientId, colour: 'Navy' }) });
    expect(first).toMatchObject({ status: 'ongoing', rolls: 0, aql: null });
    const before = await count(ccReports);
    expect(await ok('postCCData', { jsonData: ccHeader({ clientId }) })).toEqual(first);
    expect(await count(ccReports)).toBe(before);
  });

  it('takes at finish stage only the bundles that have their finish roll', async () => {
    const lot = await knit([60, 60]);
    await ok('createCCFinishRollNoInDB', { jsonData: lot.rollNos[1] });
    const res = await ok('postCCData', {
      jsonData: ccHeader({ stage: 'finish', knitReportNo: lot.reportNo }),
    });
    expect(res).toMatchObject({ rolls: 1, aql: { lotSize: 60 } });
    const opened = await ok('getQICCReportWithRollsFromDB', { report_no: res.reportNo });
    expect(opened.rollRows.map((r: { rollNo: string }) => r.rollNo)).toEqual([
      `FCC-${(lot.rollNos[1] ?? '').slice(4)}`,
    ]);
  });

  it.each([
    [{ knitReportNo: 'KCC-NOPE' }, 'jsonData.knitReportNo', 'no knitting report'],
    [{ itemCode: 'FAB-SJ-T1' }, 'jsonData.itemCode', 'not a collar or cuff'],
    [{ kind: 'cuff' }, 'jsonData.kind', 'is a collar, not a cuff'],
    [{ customer: 'Nobody Ltd' }, 'jsonData.customer', 'no customer'],
    [
      { sourceKind: 'supplier', sourceDocNo: undefined, supplier: 'Nobody' },
      'jsonData.supplier',
      'no supplier',
    ],
    [{ sourceKind: 'purchaseOrder', supplier: undefined }, 'jsonData.supplier', 'required'],
  ])('refuses %o naming %s, writing nothing', async (over, path, message) => {
    const before = await count(ccReports);
    const res = await refused('postCCData', { jsonData: ccHeader(over) });
    expect(res).toMatchObject({ status: 400, path });
    expect(res.message).toContain(message);
    expect(await count(ccReports)).toBe(before);
  });

  it('refuses a knitting report of another item, or whose bundles are all taken', async () => {
    const before = await count(ccReports);
    const other = await refused('postCCData', {
      jsonData: ccHeader({ knitReportNo: white.reportNo }),
    });
    expect(other).toMatchObject({ status: 400, path: 'jsonData.knitReportNo' });
    expect(other.message).toContain('knits CC-COL-T2, not CC-COL-T1');
    const lot = await knit([40]);
    await ok('postCCData', { jsonData: ccHeader({ knitReportNo: lot.reportNo }) });
    const taken = await refused('postCCData', {
      jsonData: ccHeader({ knitReportNo: lot.reportNo }),
    });
    expect(taken).toMatchObject({ status: 400, path: 'jsonData.knitReportNo' });
    expect(taken.message).toContain('is in open report');
    expect(await count(ccReports)).toBe(before + 1);
  });
});
