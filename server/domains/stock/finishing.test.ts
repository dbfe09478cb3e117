import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { JV_DYER, ledgerMismatches, poOf, stockApp } from '../../../tests/support/domains/stock';

/**
 * A batch back from dyeing and the process loss it makes, through the HTTP layer on the demo mill:
 * the finish roll books the greige out of the processor and itself into finished stock; its
 * weighing (and a correction) gives the finished kg; the PO's loss per batch and roll follows,
 * flagged beyond the tolerance the mill sets.
 */

const { t, db, production, admin, inspector, today, count, rollsToBatch, batchOf, stockAt } =
  await stockApp();
const processor = JV_DYER;

describe('receiving a batch back finished', () => {
  it('consumes the greige at the processor by dyeing, books the finish roll in, and weighs it', async () => {
    const [po] = await rowsOf<{ po: string }>(
      db,
      sql`select g.source_doc_no as po from stock_roll_balances b
        join greige_rolls g on g.roll_no = b.roll_no
        where b.warehouse = 'Greige Stores - GM' and b.rolls > 0 and g.source_kind = 'purchaseOrder'
        group by 1 having count(*) >= 2 order by 1 limit 1`,
    );
    const rolls = await rollsToBatch(2, '', po?.po);
    const batch = await t.callOk('postBatchData', batchOf(rolls), production);
    const [g1, g2] = rolls;
    if (!g1 || !g2) throw new Error('no rolls');
    const f1 = await t.callOk('createFinishRollNoInDB', { jsonData: g1.rollNo }, inspector);
    expect(f1.created).toBe(true);
    expect(await stockAt(processor, g1.rollNo)).toBeUndefined();
    expect(await stockAt('Finished Goods - GM', f1.finishRollNo)).toEqual({
      kg: 0,
      batch_key: batch.batchNo,
    });
    // Asking again for the number posts nothing more.
    const lines = await count('stock_ledger');
    await t.callOk('createFinishRollNoInDB', { jsonData: g1.rollNo }, inspector);
    expect(await count('stock_ledger')).toBe(lines);

    let loss = await t.callOk('getPOProcessLossFromDB', { po_no: poOf(g1) }, production);
    let row = loss.find((r) => r.batchNo === batch.batchNo);
    expect(row).toMatchObject({ rollsIssued: 2, rollsReceived: 0, lossPercent: null });

    // The finish inspection weighs the roll: 8 % lighter than it went in.
    const finishKg = Math.round(g1.kg * 0.92 * 10) / 10;
    const report = await t.callOk(
      'postData',
      {
        jsonData: {
          date: today,
          stage: 'finish',
          sourceKind: 'purchaseOrder',
          sourceDocNo: poOf(g1),
          supplier: g1.supplier ?? undefined,
          itemCode: g1.itemCode,
          inspector: 'Kavitha S',
          tableName: 'Table 1',
          colour: 'Navy',
        },
      },
      inspector,
    );
    const reportNo = report.reportNo;
    await t.callOk(
      'postRollData',
      {
        jsonData: {
          reportNo,
          greigeRollNo: g1.rollNo,
          finishRollNo: f1.finishRollNo,
          kg: finishKg,
        },
      },
      inspector,
    );
    expect(await stockAt('Finished Goods - GM', f1.finishRollNo)).toEqual({
      kg: finishKg,
      batch_key: batch.batchNo,
    });
    loss = await t.callOk('getPOProcessLossFromDB', { po_no: poOf(g1) }, production);
    row = loss.find((r) => r.batchNo === batch.batchNo);
    const lossKg = Math.round((g1.kg - finishKg) * 1000) / 1000;
    expect(row).toMatchObject({
      greigeKgIn: Math.round((g1.kg + g2.kg) * 1000) / 1000,
      finishKgOut: finishKg,
      pendingKg: g2.kg,
      rollsIssued: 2,
      rollsReceived: 1,
      lossKg,
      lossPercent: Math.round((lossKg / g1.kg) * 10_000) / 100,
      colour: 'Navy',
      processor,
    });
    expect(row?.rolls[0]).toMatchObject({
      greigeRollNo: g1.rollNo,
      finishRollNo: f1.finishRollNo,
      finishKg,
    });
    expect(row?.rolls[1]).toMatchObject({ greigeRollNo: g2.rollNo, finishKg: null, lossKg: null });

    // A correction of the weight books the difference; the loss follows it.
    await t.callOk(
      'updateRollDetails',
      { jsonReportNo: reportNo, jsonData: { rollNo: f1.finishRollNo, kg: g1.kg + 0.5 } },
      admin,
    );
    loss = await t.callOk('getPOProcessLossFromDB', { po_no: poOf(g1) }, production);
    row = loss.find((r) => r.batchNo === batch.batchNo);
    expect(row?.lossKg).toBe(-0.5);
    expect(row?.lossPercent).toBeLessThan(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('process loss', () => {
  it('shows the demo mill’s POs with their loss per batch and roll, some of them gains', async () => {
    const pos = await rowsOf<{ po: string }>(
      db,
      sql`select distinct g.source_doc_no as po from batch_rolls b
        join greige_rolls g on g.roll_no = b.roll_no
        where g.source_kind = 'purchaseOrder' order by 1`,
    );
    expect(pos.length).toBeGreaterThan(2);
    let gains = 0;
    for (const { po } of pos) {
      const rows = await t.callOk('getPOProcessLossFromDB', { po_no: po }, production);
      for (const r of rows) {
        const back = r.rolls.filter((x) => x.finishKg !== null);
        const backKg = back.reduce((s, x) => s + x.greigeKg, 0);
        expect(r.rollsReceived).toBe(back.length);
        expect(r.lossKg).toBeCloseTo(backKg - r.finishKgOut, 3);
        expect(r.pendingKg).toBeCloseTo(r.greigeKgIn - backKg, 3);
        expect(r.overTolerance).toBe(r.lossPercent !== null && Math.abs(r.lossPercent) > 10);
      }
      const backKg = rows.reduce((s, r) => s + r.greigeKgIn - r.pendingKg, 0);
      const out = rows.reduce((s, r) => s + r.finishKgOut, 0);
      if (backKg > 0 && out > backKg) gains += 1;
    }
    expect(gains).toBeGreaterThan(0);
  });

  it('flags beyond the tolerance the mill sets, and says 404 for a PO it does not know', async () => {
    const settings = await t.callOk('getSettings', {}, admin);
    expect(settings.processLossTolerancePct).toBe(10);
    const [po] = await rowsOf<{ po: string }>(
      db,
      sql`select g.source_doc_no as po from batch_rolls b join greige_rolls g on g.roll_no = b.roll_no
        join finish_rolls f on f.greige_roll_no = g.roll_no
        where g.source_kind = 'purchaseOrder' order by 1 limit 1`,
    );
    const {
      connections: _c,
      updatedAt: _u,
      updatedBy: _b,
      processLossTolerancePct: _p,
      overrides,
      ...rest
    } = settings;
    await t.callOk(
      'saveSettings',
      {
        jsonData: {
          ...rest,
          overrides: overrides.map(({ label: _l, ...o }) => o),
          processLossTolerancePct: 0,
        },
      },
      admin,
    );
    const rows = await t.callOk('getPOProcessLossFromDB', { po_no: po?.po ?? '' }, production);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.tolerancePercent).toBe(0);
      expect(r.overTolerance).toBe(r.lossPercent !== null && r.lossPercent !== 0);
    }
    // A form that does not send the tolerance keeps it.
    await t.callOk(
      'saveSettings',
      { jsonData: { ...rest, overrides: overrides.map(({ label: _l, ...o }) => o) } },
      admin,
    );
    expect((await t.callOk('getSettings', {}, admin)).processLossTolerancePct).toBe(0);
    const missing = await t.call('getPOProcessLossFromDB', { po_no: 'PUR-ORD-NONE' }, production);
    expect(missing.statusCode).toBe(404);
  });
});
