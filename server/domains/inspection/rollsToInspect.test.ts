import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { greigeRolls } from '../../db/schema';
import { boughtRoll, header, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, refused, t, db } = await inspectionApp();

/** Rolls bought on two purchase orders and straight from a supplier, beside the fixture's own. */
const bought = boughtRoll;
await db
  .insert(greigeRolls)
  .values([
    bought('GR-P-2'),
    bought('GR-P-1'),
    bought('GR-P-3'),
    bought('GR-P-OTHER', { sourceDocNo: 'PUR-2' }),
    bought('GR-P-PQ', { itemCode: 'FAB-PQ-T1' }),
    bought('GR-S-1', { sourceKind: 'supplier', sourceDocNo: null }),
  ]);

const start = async (over: Record<string, unknown>) =>
  (await ok('postData', { jsonData: header(over) })) as { reportNo: string };
const list = async (reportNo: string) =>
  calls.getRollsToInspectFromDB.output.parse(
    await ok('getRollsToInspectFromDB', { jsonReportNo: reportNo }),
  );
const numbers = async (reportNo: string) => (await list(reportNo)).map((r) => r.rollNo);
const po = { sourceKind: 'purchaseOrder', sourceDocNo: 'PUR-1', supplier: 'Avinashi Fabrics' };

describe('getRollsToInspectFromDB: rolls a report may still take', () => {
  it('lists the order’s rolls of the report’s item by number, with their weight', async () => {
    const { reportNo } = await start(po);
    const rows = await list(reportNo);
    expect(rows.map((r) => r.rollNo)).toEqual(['GR-P-1', 'GR-P-2', 'GR-P-3']);
    expect(rows[0]).toEqual({
      rollNo: 'GR-P-1',
      greigeRollNo: 'GR-P-1',
      finishRollNo: null,
      kg: 21.5,
      producedOn: '2026-01-11',
    });
  });

  it('leaves out a roll once it is on this or another report', async () => {
    const { reportNo } = await start(po);
    const other = await start(po);
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-P-1', kg: 20 } });
    await ok('postRollData', {
      jsonData: { reportNo: other.reportNo, greigeRollNo: 'GR-P-2', kg: 20 },
    });
    expect(await numbers(reportNo)).toEqual(['GR-P-3']);
    expect(await numbers(other.reportNo)).toEqual(['GR-P-3']);
  });

  it('follows a work order into its job cards, and a supplier into what it sent', async () => {
    const wo = await start({ sourceKind: 'workOrder', sourceDocNo: 'MFG-WO-2026-00001' });
    expect(await numbers(wo.reportNo)).toEqual(
      Array.from({ length: 9 }, (_, i) => `GR-T-${i + 1}`).sort(),
    );
    const sup = await start({
      sourceKind: 'supplier',
      sourceDocNo: undefined,
      supplier: 'Avinashi Fabrics',
    });
    expect(await numbers(sup.reportNo)).toContain('GR-S-1');
    expect(await numbers(sup.reportNo)).not.toContain('GR-T-1');
  });

  it('names rolls by their finish number at finish stage, and drops finished ones at greige', async () => {
    await ok('createFinishRollNoInDB', { jsonData: 'GR-P-3' });
    const greige = await start(po);
    expect(await numbers(greige.reportNo)).not.toContain('GR-P-3');
    const finish = await start({ ...po, stage: 'finish' });
    expect(await numbers(finish.reportNo)).toContain('FR-P-3');
  });

  it('offers nothing for a completed report, and refuses an unknown one naming the field', async () => {
    const { reportNo } = await start(po);
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-P-OTHER', kg: 20 } });
    await ok('postRollSummaryData', {
      jsonData: { reportNo, rollNo: 'GR-P-OTHER', completeReport: true, verdict: 'inspectOk' },
    });
    expect(await list(reportNo)).toEqual([]);
    const res = await refused('getRollsToInspectFromDB', { jsonReportNo: 'QI-NOPE' });
    expect(res).toMatchObject({ status: 400, path: 'jsonReportNo' });
    expect(res.message).toMatch(/no QI report QI-NOPE/);
  });

  it('answers only those who may start a report', async () => {
    const { reportNo } = await start(po);
    const viewer = await t.userWithRoles('Vimala', ['viewer']);
    const res = await t.call('getRollsToInspectFromDB', { jsonReportNo: reportNo }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await t.call('getRollsToInspectFromDB', { jsonReportNo: reportNo })).statusCode).toBe(
      401,
    );
  });
});
