import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { machines } from '../../db/schema';
import {
  fabric,
  header,
  inspectionApp,
  otherFabric,
} from '../../../tests/support/domains/inspection';
import { rebuildDashboardRollups } from './rollups';
import { rollupSnapshot } from './testing';

/**
 * The dashboard calls over HTTP on a small known mill: two greige reports saved through the
 * inspection calls (rolls, taps, an undo, a correction, a completion), so every figure can be
 * worked out by hand. SJ160 rolls of 20 kg are 125 m²: 1 point is 0.8 points/100 m².
 */

const { t, ok, refused, db } = await inspectionApp();
await db
  .insert(machines)
  .values(
    ['Table 1', 'Table 2', 'Table 3'].map((name) => ({ name, kind: 'inspection_table' as const })),
  );

const day = { jsonStartDate: '2026-01-12', jsonEndDate: '2026-01-12' };
const start = async (over: Record<string, unknown>) =>
  (await ok('postData', { jsonData: header(over) })).reportNo as string;
const addRoll = (reportNo: string, greigeRollNo: string, kg = 20) =>
  ok('postRollData', { jsonData: { reportNo, greigeRollNo, kg } });
const tap = (reportNo: string, rollNo: string, mistake: string, points: number, n = 1) =>
  ok('postMistakeDataInDB', {
    jsonData: { reportNo, rollNo, mistakes: Array(n).fill({ mistake, points }) },
  });

// Report A, still on Table 1: a clean roll (corrected from 20 to 22 kg) and a roll with 7 holes
// (28 points, grade 2).
const a = await start({ supplier: 'Avinashi Fabrics', tableName: 'Table 1' });
await addRoll(a, 'GR-T-1');
await addRoll(a, 'GR-T-2');
await tap(a, 'GR-T-2', 'Hole', 4, 7);
await ok('updateRollDetails', { jsonReportNo: a, jsonData: { rollNo: 'GR-T-1', kg: 22 } });

// Report B, made in house by another checker on Table 2 and completed: 11 holes, one undone
// (40 points, grade 3).
const b = await start({ inspector: 'Meena K', tableName: 'Table 2' });
await addRoll(b, 'GR-T-3');
await tap(b, 'GR-T-3', 'Hole', 4, 10);
const extra = await ok('postMistakeData', {
  jsonData: { reportNo: b, rollNo: 'GR-T-3', mistake: 'Hole', points: 4 },
});
await ok('removeMistakeData', {
  jsonData: { reportNo: b, rollNo: 'GR-T-3', id: String(extra.mistake.id) },
});
await ok('postRollSummaryData', {
  jsonData: { reportNo: b, rollNo: 'GR-T-3', completeReport: true, verdict: 'inspectOk' },
});

// Report C, a pique roll with one slub, done on Table 1 before A.
const c = await start({
  supplier: 'Avinashi Fabrics',
  itemCode: otherFabric.itemCode,
  tableName: 'Table 1',
});
await addRoll(c, 'GR-T-PQ', 25);
await tap(c, 'GR-T-PQ', 'Slub', 1);
await ok('postRollSummaryData', {
  jsonData: { reportNo: c, rollNo: 'GR-T-PQ', completeReport: true, verdict: 'inspectOk' },
});

const sjName = '30s Combed SJ 160 GSM 71" Open';
const pqName = '24s Carded Pique 220 GSM 67" Open';
const call = async (name: keyof typeof calls, input: Record<string, unknown>) => {
  const out = await ok(name, input);
  expect(calls[name].output.safeParse(out).success).toBe(true);
  return out;
};

describe('inspection dashboard figures', () => {
  it('totals the day’s rolls of both reports, ongoing included', async () => {
    expect(await call('getTotalFabricInspected', day)).toMatchObject({
      rolls: 4,
      kg: 87,
      points: 69,
      greige: { rolls: 4, kg: 87 },
      finish: { rolls: 0, kg: 0 },
    });
    expect(await call('getTodayInspectedFabricTotalRollsForDate', day)).toEqual({
      rolls: 4,
      kg: 87,
    });
    const nextDay = { jsonStartDate: '2026-01-13', jsonEndDate: '2026-01-31' };
    expect(await call('getTotalFabricInspected', nextDay)).toMatchObject({ rolls: 0, kg: 0 });
  });

  it('splits them by supplier, the in-house roll under an empty key', async () => {
    expect(await call('getSupplierWiseFabricInspected', day)).toMatchObject([
      { key: 'Avinashi Fabrics', label: 'Avinashi Fabrics', rolls: 3, kg: 67, points: 29 },
      { key: '', label: '', rolls: 1, kg: 20, points: 40, mistakes: 10, points100m2: 32 },
    ]);
    expect(await call('getSupplierWiseFinishFabricInspected', day)).toEqual([]);
  });

  it('splits them by fabric under the item’s name, and by checker', async () => {
    expect(await call('getFabricWiseFabricInspected', day)).toMatchObject([
      { key: fabric.itemCode, label: sjName, rolls: 3, kg: 62, points: 68, mistakes: 17 },
      { key: otherFabric.itemCode, label: pqName, rolls: 1, kg: 25, points: 1, mistakes: 1 },
    ]);
    expect(await call('getCheckerWiseFabricInspected', day)).toMatchObject([
      { key: 'Kavitha S', label: 'Kavitha S', rolls: 3, kg: 67 },
      { key: 'Meena K', label: 'Meena K', rolls: 1, kg: 20 },
    ]);
  });

  it('splits them by grade', async () => {
    expect(await call('getGradeWiseRollInspected', day)).toMatchObject([
      { key: '1', label: '1', rolls: 2, kg: 47, points: 1 },
      { key: '2', label: '2', rolls: 1, kg: 20, points: 28, points100m2: 22.4 },
      { key: '3', label: '3', rolls: 1, kg: 20, points: 40, points100m2: 32 },
    ]);
  });

  it('counts mistakes by type, with the rolls that carry each', async () => {
    expect(await call('getMistakeWiseFabricInspected', day)).toMatchObject([
      { key: 'Hole', label: 'Hole', mistakes: 17, rolls: 2, kg: 40, points: 68 },
      { key: 'Slub', label: 'Slub', mistakes: 1, rolls: 1, kg: 25, points: 1 },
    ]);
    expect(await call('getMistakeWiseFinishFabricInspected', day)).toEqual([]);
    expect(await call('getMistakeWiseSupplierWiseFinishFabricInspected', day)).toEqual([]);
  });

  it('lists the rolls behind a bar, newest report first', async () => {
    const holes = await call('getDashboardRollsFromDB', {
      ...day,
      stage: 'greige',
      by: 'mistake',
      key: 'Hole',
    });
    expect(holes).toMatchObject({
      total: 2,
      nextCursor: null,
      rows: [
        { reportNo: b, rollNo: 'GR-T-3', supplier: null, checker: 'Meena K', grade: 3 },
        {
          reportNo: a,
          rollNo: 'GR-T-2',
          supplier: 'Avinashi Fabrics',
          supplierName: 'Avinashi Fabrics',
          itemName: sjName,
          kg: 20,
          mistakes: 7,
          points: 28,
          grade: 2,
        },
      ],
    });
    const inHouse = await call('getDashboardRollsFromDB', {
      ...day,
      stage: 'greige',
      by: 'supplier',
      key: '',
    });
    expect(inHouse.rows.map((r: { rollNo: string }) => r.rollNo)).toEqual(['GR-T-3']);
    const firstPage = await call('getDashboardRollsFromDB', { ...day, stage: 'greige', limit: 3 });
    expect(firstPage.total).toBe(4);
    expect(firstPage.rows.map((r: { rollNo: string }) => r.rollNo)).toEqual([
      'GR-T-PQ',
      'GR-T-3',
      'GR-T-2',
    ]);
    const rest = await call('getDashboardRollsFromDB', {
      ...day,
      stage: 'greige',
      limit: 3,
      cursor: firstPage.nextCursor,
    });
    expect(rest).toMatchObject({ total: 4, nextCursor: null, rows: [{ rollNo: 'GR-T-1' }] });
  });

  it('keeps the rollups equal to a rebuild from the raw tables after those saves', async () => {
    const kept = await rollupSnapshot(db);
    expect(kept.length).toBeGreaterThan(0);
    await rebuildDashboardRollups(db);
    expect(await rollupSnapshot(db)).toEqual(kept);
  });
});

describe('the live floor', () => {
  it('shows the report still on a table, its latest roll and score so far', async () => {
    const live = await call('getLiveFabricInspectionDetails', day);
    expect(live).toMatchObject([
      {
        reportNo: a,
        tableName: 'Table 1',
        inspector: 'Kavitha S',
        itemCode: fabric.itemCode,
        itemName: sjName,
        stage: 'greige',
        currentRollNo: 'GR-T-2',
        rolls: 2,
        kg: 42,
        points: 28,
        points100m2: 10.67,
        grade: 2,
      },
    ]);
  });

  it('lists every inspection table, busy or idle, with its output in the range', async () => {
    expect(await call('getLiveFabricMachineInspectionDetails', day)).toMatchObject([
      { tableName: 'Table 1', active: true, reportNo: a, rolls: 3, kg: 67, points: 29 },
      { tableName: 'Table 2', active: false, reportNo: null, rolls: 1, kg: 20, points: 40 },
      { tableName: 'Table 3', active: false, rolls: 0, lastActivityAt: null },
    ]);
    const cc = await call('getLiveCCMachineInspectionDetails', day);
    expect(cc.map((r: { tableName: string; active: boolean }) => [r.tableName, r.active])).toEqual([
      ['Table 1', false],
      ['Table 2', false],
      ['Table 3', false],
    ]);
    expect(await call('getLiveCCInspectionDetails', day)).toEqual([]);
    expect(await call('getTotalCCInspected', day)).toEqual({
      rolls: 0,
      piecesChecked: 0,
      piecesRejected: 0,
      rejectPct: null,
    });
    expect(await call('getTodayInspectedCollarCuffTotalRollsForDate', day)).toEqual({
      rolls: 0,
      pieces: 0,
    });
  });
});

describe('dashboard input and access', () => {
  it('names the field of a bad range or a bar without its key', async () => {
    expect(
      await refused('getTotalFabricInspected', {
        jsonStartDate: '2026-01-12',
        jsonEndDate: '2026-01-11',
      }),
    ).toMatchObject({ status: 400, path: 'jsonEndDate' });
    expect(
      await refused('getSupplierWiseFabricInspected', {
        jsonStartDate: '2025-01-01',
        jsonEndDate: '2026-01-12',
      }),
    ).toMatchObject({ status: 400, path: 'jsonEndDate' });
    expect(
      await refused('getDashboardRollsFromDB', { ...day, stage: 'greige', by: 'supplier' }),
    ).toMatchObject({ status: 400, path: 'key' });
    expect(
      await refused('getDashboardRollsFromDB', { ...day, stage: 'greige', cursor: 'bm90LWEta2V5' }),
    ).toMatchObject({ status: 400, path: 'cursor' });
  });

  it('refuses a user whose roles do not open the dashboard', async () => {
    const sales = await t.userWithRoles('Sundar', ['sales']);
    for (const name of [
      'getTotalFabricInspected',
      'getLiveFabricMachineInspectionDetails',
      'getDashboardRollsFromDB',
    ] as const) {
      const res = await t.call(name, { ...day, stage: 'greige' }, sales);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
    }
  });
});
