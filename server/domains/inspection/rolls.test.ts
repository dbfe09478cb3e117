import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { qiReports, qiRolls } from '../../db/schema';
import { header, inspectionApp, otherFabric } from '../../../tests/support/domains/inspection';

const { ok, refused, count, t } = await inspectionApp();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('postData: starting a report', () => {
  it('numbers reports by date and day sequence, ongoing until completed', async () => {
    expect(await ok('postData', { jsonData: header() })).toEqual({
      reportNo: 'QI-20260112-0001',
      status: 'ongoing',
    });
    expect(await ok('postData', { jsonData: header() })).toEqual({
      reportNo: 'QI-20260112-0002',
      status: 'ongoing',
    });
    expect((await ok('postData', { jsonData: header({ date: '2026-01-13' }) })).reportNo).toBe(
      'QI-20260113-0001',
    );
  });

  it('lands a retried start once, by its clientId', async () => {
    const first = await ok('postData', { jsonData: header({ clientId: uuid(1) }) });
    const before = await count(qiReports);
    expect(await ok('postData', { jsonData: header({ clientId: uuid(1) }) })).toEqual(first);
    expect(await count(qiReports)).toBe(before);
  });

  it.each([
    ['an unknown item', { itemCode: 'FAB-NOPE' }, 'jsonData.itemCode', /no item FAB-NOPE/],
    ['a collar item', { itemCode: 'CC-COL-T1' }, 'jsonData.itemCode', /Collar item, not fabric/],
    [
      'an unknown supplier',
      { sourceKind: 'supplier', supplier: 'Nobody Mills' },
      'jsonData.supplier',
      /no supplier/,
    ],
    ['a date that is not a date', { date: '2026-02-30' }, 'jsonData.date', /date/],
    [
      'a PO without its number',
      { sourceKind: 'purchaseOrder', sourceDocNo: undefined, supplier: 'Avinashi Fabrics' },
      'jsonData.sourceDocNo',
      /required/,
    ],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_l, over, path, message) => {
    const before = await count(qiReports);
    const res = await refused('postData', { jsonData: header(over) });
    expect(res).toMatchObject({ status: 400, path });
    expect(res.message).toMatch(message);
    expect(await count(qiReports)).toBe(before);
  });

  it('is refused to a viewer, who records nothing', async () => {
    const viewer = await t.userWithRoles('Vimal', ['viewer']);
    expect((await t.call('postData', { jsonData: header() }, viewer)).statusCode).toBe(403);
  });
});

describe('postRollData: adding a roll', () => {
  const reportNo = 'QI-20260112-0001';
  const add = (over: Record<string, unknown> = {}) => ({
    jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20, ...over },
  });

  it('adds a roll with the item’s specs, scored and graded by the server', async () => {
    const row = await ok(
      'postRollData',
      add({ gsmMeasured: 158, widthStartCm: 178, widthEndCm: 182, shade: 'Even' }),
    );
    expect(calls.postRollData.output.parse(row)).toEqual(row);
    expect(row).toMatchObject({
      reportNo,
      rollNo: 'GR-T-1',
      greigeRollNo: 'GR-T-1',
      finishRollNo: null,
      itemCode: 'FAB-SJ-T1',
      status: 'ongoing',
      kg: 20,
      gsmSpec: 160,
      gsmTolerancePct: 5,
      gsmMeasured: 158,
      widthSpecCm: 180,
      widthMeasuredCm: 180,
      shade: 'Even',
      // Not picked on the tablet: the ERP's roll production record says who knitted it where.
      operator: 'Senthil R',
      machine: 'Circular 01',
      mistakes: 0,
      points: 0,
      points100m2: 0,
      grade: 1,
    });
  });

  it('lands a retried roll once, by its clientId', async () => {
    const first = await ok('postRollData', add({ greigeRollNo: 'GR-T-2', clientId: uuid(2) }));
    expect(await ok('postRollData', add({ greigeRollNo: 'GR-T-2', clientId: uuid(2) }))).toEqual(
      first,
    );
  });

  it.each([
    [
      'an unknown roll',
      { greigeRollNo: 'GR-NOPE' },
      'jsonData.greigeRollNo',
      'Roll GR-NOPE is not known to the ERP.',
    ],
    [
      'a roll already in this report',
      { greigeRollNo: 'GR-T-1' },
      'jsonData.greigeRollNo',
      'Roll GR-T-1 is already in this report.',
    ],
    [
      'a roll of another item',
      { greigeRollNo: 'GR-T-PQ' },
      'jsonData.greigeRollNo',
      `this report inspects FAB-SJ-T1`,
    ],
    [
      'a negative weight',
      { greigeRollNo: 'GR-T-3', kg: -1 },
      'jsonData.kg',
      'must not be negative',
    ],
    ['an unknown report', { reportNo: 'QI-NOPE' }, 'jsonData.reportNo', 'no QI report QI-NOPE'],
  ])('refuses %s, naming the field and writing nothing', async (_l, over, path, message) => {
    const before = await count(qiRolls);
    const res = await refused('postRollData', add(over));
    expect(res).toMatchObject({ status: 400, path });
    expect(res.message).toContain(message);
    expect(await count(qiRolls)).toBe(before);
  });

  it('refuses a roll that lies in another open report, saying which', async () => {
    const res = await refused('postRollData', add({ reportNo: 'QI-20260112-0002' }));
    expect(res).toMatchObject({ status: 400, path: 'jsonData.greigeRollNo' });
    expect(res.message).toContain(`Roll GR-T-1 is in open report ${reportNo}.`);
  });

  it('corrects a roll’s measures and regrades it (updateRollDetails)', async () => {
    const row = await ok('updateRollDetails', {
      jsonReportNo: reportNo,
      jsonData: { rollNo: 'GR-T-1', gsmMeasured: 140, remarks: 'light' },
    });
    expect(row).toMatchObject({ gsmMeasured: 140, remarks: 'light', grade: 2 });
    const bad = await refused('updateRollDetails', {
      jsonReportNo: reportNo,
      jsonData: { rollNo: 'GR-T-1', finishRollNo: 'FR-NOPE' },
    });
    expect(bad).toMatchObject({ status: 400, path: 'jsonData.finishRollNo' });
    const missing = await refused('updateRollDetails', {
      jsonReportNo: reportNo,
      jsonData: { rollNo: 'GR-T-9', kg: 3 },
    });
    expect(missing).toMatchObject({ status: 400, path: 'jsonData.rollNo' });
  });

  it('stores the operator and machine the inspector picked, and corrects them', async () => {
    const row = await ok(
      'postRollData',
      add({ greigeRollNo: 'GR-T-5', operator: 'Murugan K', machine: 'Circular 07' }),
    );
    expect(row).toMatchObject({ operator: 'Murugan K', machine: 'Circular 07' });
    const fixed = await ok('updateRollDetails', {
      jsonReportNo: reportNo,
      jsonData: { rollNo: 'GR-T-5', machine: 'Circular 08' },
    });
    expect(fixed).toMatchObject({ operator: 'Murugan K', machine: 'Circular 08' });
    const blank = await refused('postRollData', add({ greigeRollNo: 'GR-T-6', operator: ' ' }));
    expect(blank).toMatchObject({ status: 400, path: 'jsonData.operator' });
  });

  it('keeps another fabric out of a report but lets its own report take it', async () => {
    const { reportNo: pq } = await ok('postData', {
      jsonData: header({ itemCode: otherFabric.itemCode }),
    });
    const row = await ok('postRollData', {
      jsonData: { reportNo: pq, greigeRollNo: 'GR-T-PQ', kg: 25 },
    });
    expect(row).toMatchObject({ gsmSpec: 220, widthSpecCm: 170, grade: 1 });
  });
});
