import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { passportAnswer, type RollPassport } from '../../../contract/main/passport';
import { greigeRolls, salesOrderItems, salesOrders } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { jpegDataUrl } from '../../../tests/support/domains/gate';
import { JV_DYER, stockApp } from '../../../tests/support/domains/stock';

/**
 * The roll passport through the HTTP layer on the demo mill: one knitted greige roll taken
 * through its whole life here (inspected with defects, inspected again after rework, batched,
 * dyed, finish-inspected and weighed, dispatched for a sales order, scanned at the gate) shows
 * each step with its figures, under its greige or its finish number; a bundle shows its knitting
 * and its collar & cuff inspection; a number of two kinds offers both; an unknown one finds none.
 */

const { t, db, production, admin, inspector, today } = await stockApp();
const passportOf = async (roll_no: string, kind?: RollPassport['kind']) =>
  t.callOk('getRollPassport', kind ? { roll_no, kind } : { roll_no }, production);
const one = async (roll_no: string, kind?: RollPassport['kind']) => {
  const answer = await passportOf(roll_no, kind);
  if (answer.found !== 'one') throw new Error(`${roll_no}: found ${answer.found}`);
  return answer.passport;
};

// A roll knitted here, lying in greige stock, not yet inspected, batched or finished.
const [knitted] = await rowsOf<{
  roll_no: string;
  item_code: string;
  kg: number;
  source_kind: 'jobCard' | 'workOrder';
  source_doc_no: string;
  machine: string;
  operator: string | null;
  shift: string | null;
  produced_on: string;
}>(
  db,
  sql`select g.roll_no, g.item_code, g.kg::float8 as kg, g.source_kind, g.source_doc_no, g.machine,
      g.operator, g.shift, g.produced_on::text as produced_on
    from stock_roll_balances b join greige_rolls g on g.roll_no = b.roll_no
    where b.warehouse = 'Greige Stores - GM' and b.rolls > 0 and g.machine is not null
      and g.source_kind in ('jobCard', 'workOrder') and g.source_doc_no is not null
      and not exists (select 1 from qi_rolls q where q.greige_roll_no = g.roll_no)
      and not exists (select 1 from batch_rolls r where r.roll_no = g.roll_no)
      and not exists (select 1 from finish_rolls f where f.greige_roll_no = g.roll_no)
    order by g.roll_no limit 1`,
);
if (!knitted) throw new Error('the demo mill has no knitted roll in greige stock');
const G = knitted.roll_no;

const header = (stage: 'greige' | 'finish') => ({
  jsonData: {
    date: today,
    stage,
    sourceKind: knitted.source_kind,
    sourceDocNo: knitted.source_doc_no,
    itemCode: knitted.item_code,
    inspector: 'Kavitha S',
    tableName: 'Table 3',
    colour: 'Navy',
  },
});
const complete = (reportNo: string, rollNo: string) =>
  t.callOk(
    'postRollSummaryData',
    { jsonData: { reportNo, rollNo, completeReport: true, verdict: 'inspectOk' } },
    inspector,
  );

// Greige inspection: a slub (1 point) and a hole (4), the hole photographed.
const first = (await t.callOk('postData', header('greige'), inspector)).reportNo;
const holeTap = '00000000-0000-4000-8000-00000000a000';
await t.callOk(
  'postRollData',
  { jsonData: { reportNo: first, greigeRollNo: G, kg: knitted.kg } },
  inspector,
);
await t.callOk(
  'postMistakeDataInDB',
  {
    jsonData: {
      reportNo: first,
      rollNo: G,
      mistakes: [
        { mistake: 'Slub', points: 1, positionM: 2 },
        { mistake: 'Hole', points: 4, positionM: 10, clientId: holeTap },
      ],
    },
  },
  inspector,
);
const holePhoto = await t.callOk(
  'postDefectPhoto',
  {
    jsonData: {
      kind: 'fabric',
      reportNo: first,
      rollNo: G,
      tapClientId: holeTap,
      photo: jpegDataUrl,
      width: 800,
      height: 600,
    },
  },
  inspector,
);
await complete(first, G);

// Reworked and inspected again: one 2-point slub, photographed.
const again = (await t.callOk('postData', header('greige'), inspector)).reportNo;
await t.callOk(
  'postRollData',
  {
    jsonData: {
      reportNo: again,
      greigeRollNo: G,
      kg: knitted.kg,
      reinspection: { reason: 'Holes mended' },
    },
  },
  inspector,
);
const tap = '00000000-0000-4000-8000-00000000a001';
await t.callOk(
  'postMistakeDataInDB',
  {
    jsonData: {
      reportNo: again,
      rollNo: G,
      mistakes: [{ mistake: 'Slub', points: 2, positionM: 5, clientId: tap }],
    },
  },
  inspector,
);
const photo = await t.callOk(
  'postDefectPhoto',
  {
    jsonData: {
      kind: 'fabric',
      reportNo: again,
      rollNo: G,
      tapClientId: tap,
      photo: jpegDataUrl,
      width: 640,
      height: 480,
    },
  },
  inspector,
);
await complete(again, G);

// Dyed: batched to the JV dyer, back as a finish roll weighed 8 % lighter.
const batch = await t.callOk(
  'postBatchData',
  {
    jsonData: {
      date: today,
      itemCode: knitted.item_code,
      colour: 'Navy',
      shade: 'Dark',
      lot: 'LOT-P-1',
      greigeRollNos: [G],
      processor: JV_DYER,
      machine: 'Soft Flow 2',
    },
  },
  production,
);
const F = (await t.callOk('createFinishRollNoInDB', { jsonData: G }, inspector)).finishRollNo;
const finishKg = Math.round(knitted.kg * 0.92 * 10) / 10;
const finish = (await t.callOk('postData', header('finish'), inspector)).reportNo;
await t.callOk(
  'postRollData',
  { jsonData: { reportNo: finish, greigeRollNo: G, finishRollNo: F, kg: finishKg } },
  inspector,
);
await complete(finish, F);

// Dispatched for a sales order to PTSASTRI, and scanned at the gate on its way.
const order = 'SAL-ORD-2026-P0001';
const party = { customer: 'CUST-00001', customerName: 'Test Buyer', segment: 'Textiles' };
await db.insert(salesOrders).values({
  soNo: order,
  date: today,
  ...party,
  status: 'To Deliver and Bill',
  qtyKg: 1000,
  amount: 0,
});
await db.insert(salesOrderItems).values({
  rowId: `${order}-1`,
  soNo: order,
  idx: 1,
  itemCode: knitted.item_code,
  qtyKg: 1000,
  rate: 0,
  amount: 0,
  date: today,
  ...party,
});
const dispatched = await t.callOk(
  'postStockEntryData',
  {
    jsonData: {
      salesOrderNo: order,
      itemRowId: `${order}-1`,
      itemCode: knitted.item_code,
      postingDate: today,
      fromWarehouse: 'Finished Goods - GM',
      toWarehouse: 'PTSASTRI Main - GM',
      rolls: [{ rollNo: F, batchNo: batch.batchNo, qtyKg: finishKg }],
    },
  },
  admin,
);
const scan = await t.callOk(
  'postSecurityScanData',
  { jsonData: { code: F, kind: 'roll', gate: 'Dispatch Gate' } },
  admin,
);

// A bundle knitted and inspected with rejects.
const [bundle] = await rowsOf<{ roll_no: string; report_no: string; qc_report: string }>(
  db,
  sql`select k.roll_no, k.report_no, c.report_no as qc_report
    from knit_cc_rolls k join cc_rolls c on c.greige_roll_no = k.roll_no
    where c.pieces_rejected > 0 and c.status = 'completed'
    order by k.roll_no limit 1`,
);
if (!bundle) throw new Error('the demo mill has no inspected bundle');

describe('a greige roll’s passport', () => {
  it('shows where it was knitted, each inspection with its defects, and the rework', async () => {
    const p = await one(G);
    expect(p).toMatchObject({
      kind: 'greige',
      rollNo: G,
      greigeRollNo: G,
      finishRollNo: F,
      itemCode: knitted.item_code,
      colour: 'Navy',
      ccKind: null,
    });
    expect(p.origin).toMatchObject({
      sourceKind: knitted.source_kind,
      sourceDocNo: knitted.source_doc_no,
      machine: knitted.machine,
      operator: knitted.operator,
      shift: knitted.shift,
      producedOn: knitted.produced_on,
      kg: knitted.kg,
      knitReportNo: null,
      pieces: null,
    });
    expect(
      p.inspections.map((i) => [i.stage, i.reportNo, i.rollNo, i.earlier, i.points, i.kg]),
    ).toEqual([
      ['greige', first, G, true, 5, knitted.kg],
      ['greige', again, G, false, 2, knitted.kg],
      ['finish', finish, F, false, 0, finishKg],
    ]);
    const [earlier, latest, finished] = p.inspections;
    expect(earlier).toMatchObject({
      kind: 'fabric',
      inspector: 'Kavitha S',
      tableName: 'Table 3',
      date: today,
      status: 'completed',
    });
    expect(
      earlier?.defects.map((d) => [d.mistake, d.mistakeTa, d.points, d.positionM, d.photos]),
    ).toEqual([
      ['Slub', 'ஸ்லப்', 1, 2, []],
      // The re-inspection replaced the result, not the evidence.
      [
        'Hole',
        'ஓட்டை',
        4,
        10,
        [{ id: holePhoto.id, width: 800, height: 600, takenAt: holePhoto.takenAt }],
      ],
    ]);
    expect(latest?.grade).not.toBeNull();
    expect(latest?.defects).toEqual([
      expect.objectContaining({
        mistake: 'Slub',
        points: 2,
        pieces: null,
        positionM: 5,
        photos: [{ id: photo.id, width: 640, height: 480, takenAt: photo.takenAt }],
      }),
    ]);
    expect(finished?.defects).toEqual([]);
  });

  it('shows its batch, its process loss, every move, where it lies, the dispatch and the scan', async () => {
    const p = await one(G);
    expect(p.batch).toEqual({
      batchNo: batch.batchNo,
      processor: JV_DYER,
      colour: 'Navy',
      shade: 'Dark',
      machine: 'Soft Flow 2',
      createdOn: today,
      sentOn: today,
      receivedOn: today,
    });
    const lossKg = Math.round((knitted.kg - finishKg) * 1000) / 1000;
    expect(p.processLoss).toEqual({
      greigeKg: knitted.kg,
      finishKg,
      lossPct: Math.round((lossKg / knitted.kg) * 10_000) / 100,
    });
    const kinds = p.moves.map((m) => m.kind);
    const dyeingAndAfter = ['batchIssue', 'dyeingReceipt', 'weighing', 'transfer'];
    expect(kinds.filter((k) => dyeingAndAfter.includes(k))).toEqual([
      'batchIssue',
      'batchIssue',
      'dyeingReceipt',
      'dyeingReceipt',
      'dyeingReceipt',
      'dyeingReceipt',
      'weighing',
      'weighing',
      'transfer',
      'transfer',
    ]);
    expect(p.moves.filter((m) => m.kind === 'batchIssue')).toContainEqual(
      expect.objectContaining({ rollNo: G, warehouse: JV_DYER, qtyKg: knitted.kg, rolls: 1 }),
    );
    expect(p.moves.filter((m) => m.kind === 'transfer')).toEqual([
      expect.objectContaining({
        entryNo: dispatched.stockEntryNo,
        rollNo: F,
        warehouse: 'Finished Goods - GM',
        qtyKg: -finishKg,
        rolls: -1,
        salesOrderNo: order,
      }),
      expect.objectContaining({ warehouse: 'PTSASTRI Main - GM', qtyKg: finishKg, rolls: 1 }),
    ]);
    expect(p.whereNow).toEqual([{ warehouse: 'PTSASTRI Main - GM', qtyKg: finishKg }]);
    expect(p.dispatch).toEqual({
      salesOrderNo: order,
      entryNo: dispatched.stockEntryNo,
      postingDate: today,
    });
    expect(p.scans).toEqual([
      {
        scanId: scan.scanId,
        scannedAt: scan.scannedAt,
        gate: 'Dispatch Gate',
        guard: scan.guard,
        kind: 'roll',
        status: 'ok',
      },
    ]);
  });

  it('is the same roll under its finish number, typed in any case, and parses as the contract says', async () => {
    const byGreige = await one(G);
    const byFinish = await one(F);
    expect(byFinish).toEqual({ ...byGreige, kind: 'finish', rollNo: F });
    expect(await one(F.toLowerCase())).toEqual(byFinish);
    const raw = await t.call('getRollPassport', { roll_no: ` ${F} ` }, production);
    expect(passportAnswer.parse(raw.json())).toEqual({ found: 'one', passport: byFinish });
  });
});

describe('a collar & cuff bundle’s passport', () => {
  it('shows its knitting report and its inspection in pieces, as the CC report has them', async () => {
    const p = await one(bundle.roll_no);
    const knit = await t.callOk(
      'getSpecifiedKnitCCReportFromDB',
      { jsonData: bundle.report_no },
      production,
    );
    const lot = await t.callOk(
      'getQICCReportWithRollsFromDB',
      { report_no: bundle.qc_report },
      production,
    );
    const sheet = lot.rollRows.find((r) => r.greigeRollNo === bundle.roll_no);
    expect(p).toMatchObject({
      kind: 'ccBundle',
      greigeRollNo: bundle.roll_no,
      finishRollNo: null,
      itemCode: knit.itemCode,
      colour: knit.colour,
      ccKind: knit.kind,
      size: knit.size,
      batch: null,
      processLoss: null,
    });
    expect(p.origin).toMatchObject({
      sourceKind: 'knitReport',
      knitReportNo: bundle.report_no,
      machine: knit.machine,
      operator: knit.operator,
      shift: knit.shift,
      producedOn: knit.date,
      gsm: null,
    });
    expect(p.origin.pieces).toBeGreaterThan(0);
    expect(p.inspections).toHaveLength(1);
    const [inspection] = p.inspections;
    expect(inspection).toMatchObject({
      kind: 'collarCuff',
      stage: 'greige',
      reportNo: bundle.qc_report,
      points: null,
      piecesChecked: sheet?.piecesChecked,
      piecesRejected: sheet?.piecesRejected,
      passed: sheet?.passed,
      grade: sheet?.grade,
    });
    const tapped = inspection?.defects.reduce((n, d) => n + (d.pieces ?? 0), 0) ?? 0;
    expect(tapped).toBeGreaterThan(0);
    expect(tapped).toBeLessThanOrEqual(sheet?.piecesRejected ?? 0);
    expect(inspection?.defects.every((d) => d.points === null && d.mistakeTa)).toBe(true);
  });

  it('finds the bundle under its finish roll number', async () => {
    const made = await t.callOk(
      'createCCFinishRollNoInDB',
      { jsonData: bundle.roll_no },
      inspector,
    );
    const p = await one(made.finishRollNo);
    expect(p).toMatchObject({
      kind: 'ccFinish',
      rollNo: made.finishRollNo,
      greigeRollNo: bundle.roll_no,
      finishRollNo: made.finishRollNo,
    });
    expect(p.inspections.map((i) => i.reportNo)).toEqual([bundle.qc_report]);
  });

  it('offers both rolls when a number is a greige roll and a bundle, and one when the kind is named', async () => {
    await db
      .insert(greigeRolls)
      .values({ rollNo: bundle.roll_no, itemCode: knitted.item_code, kg: 12, producedOn: today });
    const answer = await passportOf(bundle.roll_no);
    expect(answer).toEqual({
      found: 'many',
      matches: [
        expect.objectContaining({
          kind: 'greige',
          rollNo: bundle.roll_no,
          itemCode: knitted.item_code,
        }),
        expect.objectContaining({ kind: 'ccBundle', rollNo: bundle.roll_no }),
      ],
    });
    expect((await one(bundle.roll_no, 'ccBundle')).kind).toBe('ccBundle');
    expect((await one(bundle.roll_no, 'greige')).origin.kg).toBe(12);
  });
});

describe('what the passport refuses or cannot find', () => {
  it('finds no roll for an unknown number, or for a known one of another kind', async () => {
    expect(await passportOf('NO-SUCH-ROLL-1')).toEqual({ found: 'none', rollNo: 'NO-SUCH-ROLL-1' });
    expect(await passportOf(G, 'ccFinish')).toEqual({ found: 'none', rollNo: G });
  });

  it('refuses a user without the roll-passport page, and a kind it does not know', async () => {
    const nobody = await t.userWithRoles('NoPages', []);
    expect((await t.call('getRollPassport', { roll_no: G }, nobody)).statusCode).toBe(403);
    const bad = await t.send('getRollPassport', { roll_no: G, kind: 'pallet' }, production);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('kind');
    expect(calls.getRollPassport.access).toContain('roll-passport');
  });
});
