import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import type { SecurityScanPayload } from '../../../contract/main/security';
import { dayInZone } from '../../../rules/periods';
import { createTestDatabase } from '../../../tests/support/db';
import {
  batches,
  gateVisitors,
  greigeRolls,
  items,
  securityScans,
  stockEntries,
  stockLedger,
  warehouses,
} from '../../db/schema';
import { handlerCtx } from '../../../tests/support/demo';
import { gateHandlers as h } from '.';
import { millDate } from './time';

/**
 * The gate judges each scan against what may leave: rolls and a batch issued to a dyer today, a
 * dispatch for a sales order three days ago, an internal move, an old dispatch, a visitor inside
 * and one already out.
 */
const { db } = await createTestDatabase();
const ctx = handlerCtx(db);
const today = dayInZone(new Date());
const daysAgo = (n: number) => millDate(Date.now() - n * 86_400_000);

await db.insert(items).values({
  itemCode: 'FAB-T1',
  itemName: '30s SJ',
  itemGroup: 'Fabric',
  quality: 'Single Jersey',
  uom: 'Kg',
});
await db.insert(warehouses).values([
  { name: 'Greige Store', warehouseGroup: 'Mill' },
  { name: 'Finished Goods', warehouseGroup: 'Mill' },
  { name: 'JV Dyer', warehouseGroup: 'Job Work', isJobWork: true },
]);
await db.insert(greigeRolls).values(
  ['R-1', 'R-2', 'R-3', 'R-4', 'R-9'].map((rollNo) => ({
    rollNo,
    itemCode: 'FAB-T1',
    kg: 20,
    producedOn: daysAgo(10),
  })),
);
const entry = (
  entryNo: string,
  kind: 'batchIssue' | 'transfer',
  postingDate: string,
  extra = {},
) => ({
  entryNo,
  kind,
  postingDate,
  fromWarehouse: 'Greige Store',
  ...extra,
});
await db.insert(stockEntries).values([
  entry('STE-ISSUE', 'batchIssue', today, { batchNo: 'BATCH-T1', toWarehouse: 'JV Dyer' }),
  entry('STE-SALE', 'transfer', daysAgo(3), {
    salesOrderNo: 'SO-1',
    toWarehouse: 'Finished Goods',
  }),
  entry('STE-MOVE', 'transfer', today, { toWarehouse: 'Finished Goods' }),
  entry('STE-OLD', 'transfer', daysAgo(30), {
    salesOrderNo: 'SO-0',
    toWarehouse: 'Finished Goods',
  }),
]);
const move = (entryNo: string, postingDate: string, rollNo: string) => [
  {
    entryNo,
    postingDate,
    itemCode: 'FAB-T1',
    warehouse: 'Greige Store',
    rollNo,
    qtyKg: -20,
    rolls: -1,
  },
  { entryNo, postingDate, itemCode: 'FAB-T1', process: 'dyeing', rollNo, qtyKg: 20, rolls: 1 },
];
await db
  .insert(stockLedger)
  .values([
    ...move('STE-ISSUE', today, 'R-1'),
    ...move('STE-ISSUE', today, 'R-2'),
    ...move('STE-SALE', daysAgo(3), 'R-3'),
    ...move('STE-MOVE', today, 'R-4'),
    ...move('STE-OLD', daysAgo(30), 'R-9'),
  ]);
await db.insert(batches).values({
  batchNo: 'BATCH-T1',
  itemCode: 'FAB-T1',
  rolls: 2,
  createdOn: today,
  stockEntryNo: 'STE-ISSUE',
});
const visit = (visitorId: string, outTime: Date | null) => ({
  visitorId,
  passNo: visitorId,
  name: `Visitor ${visitorId}`,
  phone: '+91 98765 43210',
  phoneKey: '+919876543210',
  company: 'Test Co',
  purpose: 'Meeting',
  hostEmployee: 'Host',
  hostEmployeeId: 'HR-EMP-1',
  idProofType: 'Aadhaar' as const,
  idProofNo: '1234',
  inTime: new Date(Date.now() - 3600_000),
  outTime,
});
await db
  .insert(gateVisitors)
  .values([visit('VIS-IN', null), visit('VIS-OUT', new Date(Date.now() - 60_000))]);

const scan = async (code: string, over: Partial<SecurityScanPayload> = {}) =>
  calls.postSecurityScanData.output.parse(
    await h.postSecurityScanData(ctx, { jsonData: { code, gate: 'Dispatch Gate', ...over } }),
  );

describe('a scan at the gate', () => {
  it('lets through what leaves on a recent stock entry, and says a second pass is a duplicate', async () => {
    expect(await scan('R-1')).toMatchObject({
      kind: 'roll',
      status: 'ok',
      reference: 'R-1',
      guard: 'tester',
    });
    expect((await scan('R-1')).status).toBe('duplicate');
    expect(await scan('R-3')).toMatchObject({ kind: 'roll', status: 'ok' });
    expect(await scan('BATCH-T1')).toMatchObject({
      kind: 'batch',
      status: 'ok',
      reference: 'BATCH-T1',
    });
    expect(await scan('STE-SALE')).toMatchObject({
      kind: 'delivery',
      status: 'ok',
      reference: 'STE-SALE',
    });
    expect((await scan('STE-SALE')).status).toBe('duplicate');
  });

  it('rejects known goods that are not leaving: an internal move, an old dispatch', async () => {
    expect(await scan('R-4')).toMatchObject({ kind: 'roll', status: 'rejected', reference: 'R-4' });
    expect(await scan('R-9')).toMatchObject({ kind: 'roll', status: 'rejected' });
    expect(await scan('STE-MOVE')).toMatchObject({ kind: 'delivery', status: 'rejected' });
    expect(await scan('STE-OLD')).toMatchObject({ kind: 'delivery', status: 'rejected' });
    expect((await scan('STE-OLD')).finding).toEqual({
      what: 'postedEarlier',
      name: null,
      at: null,
      day: daysAgo(30),
      entryNo: null,
      days: 7,
    });
  });

  it('says which entry goods leave on, and which they already left on', async () => {
    expect((await scan('R-2')).finding).toMatchObject({ what: 'leavesOn', entryNo: 'STE-ISSUE' });
    // R-3 went out in the first test.
    expect((await scan('R-3')).finding).toMatchObject({ what: 'scannedOut', entryNo: 'STE-SALE' });
    expect((await scan('R-4')).finding).toMatchObject({ what: 'notLeaving' });
    expect((await scan('STE-MOVE')).finding).toMatchObject({ what: 'takesNothingOut' });
  });

  it('expects a visitor inside and calls the pass of one already out a duplicate', async () => {
    expect(await scan('vis-in')).toMatchObject({
      kind: 'visitorPass',
      status: 'ok',
      reference: 'VIS-IN',
    });
    expect(await scan('VIS-OUT')).toMatchObject({ kind: 'visitorPass', status: 'duplicate' });
  });

  it('answers who was already out and the instant, for the screen to word: no sentence', async () => {
    const [out] = await db
      .select({ outTime: gateVisitors.outTime })
      .from(gateVisitors)
      .where(eq(gateVisitors.visitorId, 'VIS-OUT'));
    const row = await scan('VIS-OUT', { remarks: 'Came back for his bag' });
    expect(row.finding).toEqual({
      what: 'visitorOut',
      name: 'Visitor VIS-OUT',
      at: out?.outTime?.toISOString(),
      day: null,
      entryNo: null,
      days: null,
    });
    // The guard's own remarks, and nothing the server wrote.
    expect(row.remarks).toBe('Came back for his bag');
    const listed = calls.getSecurityScanReport.output.parse(
      await h.getSecurityScanReport(ctx, { jsonStartDate: today, jsonEndDate: today, limit: 200 }),
    );
    expect(listed.rows.find((r) => r.scanId === row.scanId)).toEqual(row);
    expect((await scan('VIS-IN')).finding).toMatchObject({
      what: 'visitorInside',
      name: 'Visitor VIS-IN',
    });
  });

  it('records a code nobody knows as not found, under the kind the guard chose', async () => {
    expect(await scan('XYZ-404')).toMatchObject({
      kind: 'other',
      status: 'notFound',
      reference: null,
    });
    expect(await scan('XYZ-405', { kind: 'roll' })).toMatchObject({
      kind: 'roll',
      status: 'notFound',
    });
  });

  it('records a scan sent twice from the outbox once, keeping the time it was made', async () => {
    const clientId = '0f8e2b4a-1c3d-4e5f-8a9b-7c6d5e4f3a21';
    const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const first = await scan('R-2', { clientId, scannedAt, remarks: 'Tarpaulin torn' });
    const again = await scan('R-2', { clientId, scannedAt, remarks: 'Tarpaulin torn' });
    expect(again).toEqual(first);
    expect(first.scannedAt).toBe(scannedAt);
    expect(first.remarks).toBe('Tarpaulin torn');
  });
});

describe('the scan report', () => {
  it('pages the range newest first, every scan once, with the total', async () => {
    for (let i = 0; i < 7; i++)
      await scan(`PAGE-${i}`, { scannedAt: new Date(Date.now() - i * 3600_000).toISOString() });
    const range = { jsonStartDate: daysAgo(1), jsonEndDate: today };
    const seen: string[] = [];
    let cursor: string | undefined;
    let total: number;
    do {
      const page = calls.getSecurityScanReport.output.parse(
        await h.getSecurityScanReport(ctx, { ...range, limit: 4, cursor }),
      );
      total = page.total;
      seen.push(...page.rows.map((r) => `${r.scannedAt} ${r.scanId}`));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(total).toBe(await db.$count(securityScans));
  });

  it('answers an empty page for a range without scans', async () => {
    const page = await h.getSecurityScanReport(ctx, {
      jsonStartDate: '2024-01-01',
      jsonEndDate: '2024-01-31',
      limit: 50,
    });
    expect(page).toEqual({ rows: [], total: 0, nextCursor: null });
  });
});
