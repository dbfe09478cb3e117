import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import {
  batches,
  greigeRolls,
  jobCards,
  purchaseOrders,
  suppliers,
  workOrders,
} from '../../db/schema';
import {
  fabric,
  header,
  inspectionApp,
  otherFabric,
  boughtRoll,
} from '../../../tests/support/domains/inspection';

const { ok, t, db } = await inspectionApp();

/** Rolls bought on three purchase orders (one closed) and straight from a supplier. */
const bought = boughtRoll;
const po = (poNo: string, status: typeof purchaseOrders.$inferInsert.status) => ({
  poNo,
  supplier: 'Avinashi Fabrics',
  date: '2026-01-05',
  status,
});
await db
  .insert(purchaseOrders)
  .values([
    po('PUR-1', 'To Receive'),
    po('PUR-2', 'To Receive and Bill'),
    po('PUR-9', 'Completed'),
  ]);
await db.insert(suppliers).values({
  name: 'Gone Mills',
  supplierName: 'Gone Mills',
  supplierGroup: 'Fabric',
  disabled: true,
});
await db
  .insert(greigeRolls)
  .values([
    bought('GR-P-1'),
    bought('GR-P-2'),
    bought('GR-P-3'),
    bought('GR-P-PQ', { itemCode: otherFabric.itemCode, gsm: 220, widthCm: 170 }),
    bought('GR-P-OTHER', { sourceDocNo: 'PUR-2' }),
    bought('GR-P-CLOSED', { sourceDocNo: 'PUR-9' }),
    bought('GR-S-1', { sourceKind: 'supplier', sourceDocNo: null }),
    bought('GR-GONE', { sourceKind: 'supplier', sourceDocNo: null, supplier: 'Gone Mills' }),
  ]);
// The fixture's knitted rolls are of job card PO-JOB00001 of this work order.
await db.insert(workOrders).values({
  woNo: 'MFG-WO-2026-00001',
  itemCode: fabric.itemCode,
  date: '2026-01-08',
  qtyKg: 500,
  status: 'In Process',
});
await db.insert(jobCards).values({
  jcNo: 'PO-JOB00001',
  woNo: 'MFG-WO-2026-00001',
  date: '2026-01-08',
  operation: 'Knitting',
  itemCode: fabric.itemCode,
  forQtyKg: 500,
  status: 'Completed',
});

type Kind = 'purchaseOrder' | 'subcontractingOrder' | 'workOrder' | 'supplier';
const waiting = async (kind: Kind, stage: 'greige' | 'finish' = 'greige') =>
  calls.getRollsWaitingFromDB.output.parse(
    await ok('getRollsWaitingFromDB', { jsonStage: stage, jsonSourceKind: kind }),
  );
const start = async (over: Record<string, unknown>) =>
  (await ok('postData', { jsonData: header(over) })) as { reportNo: string };
const offered = async (reportNo: string) =>
  calls.getRollsToInspectFromDB.output.parse(
    await ok('getRollsToInspectFromDB', { jsonReportNo: reportNo }),
  );
const onPo = (docNo: string) => ({
  sourceKind: 'purchaseOrder',
  sourceDocNo: docNo,
  supplier: 'Avinashi Fabrics',
});
const headerFor = (kind: Kind, source: string) =>
  kind === 'supplier'
    ? { sourceKind: kind, sourceDocNo: undefined, supplier: source }
    : kind === 'purchaseOrder'
      ? onPo(source)
      : { sourceKind: kind, sourceDocNo: source };

/** Every count answered for a kind and stage is what a report of that source and item offers. */
async function expectCountsToMatchTheLists(kind: Kind, stage: 'greige' | 'finish') {
  for (const row of await waiting(kind, stage)) {
    const { reportNo } = await start({
      ...headerFor(kind, row.source),
      itemCode: row.itemCode,
      stage,
    });
    expect({ ...row, rolls: (await offered(reportNo)).length }).toEqual(row);
  }
}

describe('getRollsWaitingFromDB: rolls waiting per source, for the start screen’s picker', () => {
  it('counts each open order’s rolls by item, and leaves out closed orders and sources with none', async () => {
    expect(await waiting('purchaseOrder')).toEqual([
      { source: 'PUR-1', itemCode: otherFabric.itemCode, rolls: 1 },
      { source: 'PUR-1', itemCode: fabric.itemCode, rolls: 3 },
      { source: 'PUR-2', itemCode: fabric.itemCode, rolls: 1 },
    ]);
    expect(await waiting('subcontractingOrder')).toEqual([]);
  });

  it('counts a work order’s rolls through its job cards, and an enabled supplier’s rolls', async () => {
    expect(await waiting('workOrder')).toEqual([
      { source: 'MFG-WO-2026-00001', itemCode: otherFabric.itemCode, rolls: 1 },
      { source: 'MFG-WO-2026-00001', itemCode: fabric.itemCode, rolls: 9 },
    ]);
    expect(await waiting('supplier')).toEqual([
      // The supplier's rolls on purchase orders too (closed ones included), as its reports offer them.
      { source: 'Avinashi Fabrics', itemCode: otherFabric.itemCode, rolls: 1 },
      { source: 'Avinashi Fabrics', itemCode: fabric.itemCode, rolls: 6 },
    ]);
  });

  it('matches the rolls a report of each source and item offers, as rolls are taken and finished', async () => {
    const { reportNo } = await start(onPo('PUR-1'));
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-P-1', kg: 20 } });
    await ok('createFinishRollNoInDB', { jsonData: 'GR-P-2' });
    const pur1 = (await waiting('purchaseOrder')).find(
      (r) => r.source === 'PUR-1' && r.itemCode === fabric.itemCode,
    );
    // GR-P-1 lies on an open report, GR-P-2 is finished: at greige stage only GR-P-3 waits.
    expect(pur1?.rolls).toBe(1);
    for (const kind of ['purchaseOrder', 'workOrder', 'supplier'] as const) {
      for (const stage of ['greige', 'finish'] as const) {
        await expectCountsToMatchTheLists(kind, stage);
      }
    }
  });

  it('answers only those who may start a report, and refuses a kind it does not know', async () => {
    const input = { jsonStage: 'greige', jsonSourceKind: 'supplier' } as const;
    const viewer = await t.userWithRoles('Vimala', ['viewer']);
    expect((await t.call('getRollsWaitingFromDB', input, viewer)).statusCode).toBe(403);
    expect((await t.call('getRollsWaitingFromDB', input)).statusCode).toBe(401);
    const cookie = await t.userWithRoles('Kavitha2', ['inspector']);
    const wrong = await t.send(
      'getRollsWaitingFromDB',
      { ...input, jsonSourceKind: 'jobCard' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe('getbatchFromDB with the order’s colour', () => {
  const batch = (batchNo: string, colour: string | null, createdOn = '2026-01-09') => ({
    batchNo,
    itemCode: fabric.itemCode,
    colour,
    lot: `LOT-${batchNo}`,
    rolls: 2,
    qtyKg: 40,
    createdOn,
  });

  it('offers only the lots of that colour (any case) and those with no colour recorded', async () => {
    await db
      .insert(batches)
      .values([
        batch('B-NAVY', 'Navy Blue'),
        batch('B-NAVY-2', ' navy blue ', '2026-01-10'),
        batch('B-RED', 'Red'),
        batch('B-NONE', null),
      ]);
    const lots = async (input: Record<string, unknown>) =>
      calls.getbatchFromDB.output.parse(await ok('getbatchFromDB', input)).map((b) => b.batchNo);
    const item = { searchBatchText: '', searchItemText: fabric.itemCode };
    expect(await lots({ ...item, colour: 'NAVY BLUE' })).toEqual(['B-NAVY-2', 'B-NONE', 'B-NAVY']);
    expect(await lots({ ...item, colour: 'Red' })).toEqual(['B-RED', 'B-NONE']);
    // Without a colour, or a blank one, every lot of the item as before.
    expect(await lots(item)).toEqual(['B-NAVY-2', 'B-RED', 'B-NONE', 'B-NAVY']);
    expect(await lots({ ...item, colour: '' })).toHaveLength(4);
  });
});
