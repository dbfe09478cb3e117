import { and, desc, eq, sql } from 'drizzle-orm';
import { dayInZone } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { batchRolls, finishRolls, greigeRolls, qiRolls } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { postEntry, processes, rollPlaces, rollsInLedger, type LedgerLine } from './ledger';
import { warehouseFor } from './places';
import { receiveGreigeRolls } from './receipts';

/**
 * A greige roll comes back from dyeing as its finish roll (createFinishRollNoInDB): the greige roll
 * is consumed by the process "dyeing" where it lies (its processor), and the finish roll arrives
 * in the mill's finished store, in its batch. Its weight is not known until it is weighed at its
 * finish inspection, so it arrives with 0 kg and each weighing (or correction) books the
 * difference from dyeing into wherever the roll lies then: the ledger is never rewritten.
 */

/** Books the receipt of `finishRollNo`; nothing when the ledger already has the finish roll. */
export async function receiveFinishedRoll(
  db: Db,
  greigeRollNo: string,
  finishRollNo: string,
  createdBy: string | null,
  postingDate = dayInZone(new Date()),
): Promise<void> {
  if ((await rollsInLedger(db, [finishRollNo])).size > 0) return;
  const [greige] = await db
    .select({
      rollNo: greigeRolls.rollNo,
      itemCode: greigeRolls.itemCode,
      kg: greigeRolls.kg,
      sourceKind: greigeRolls.sourceKind,
      producedOn: greigeRolls.producedOn,
    })
    .from(greigeRolls)
    .where(eq(greigeRolls.rollNo, greigeRollNo));
  if (!greige) return;
  await receiveGreigeRolls(db, [greige], createdBy);
  const at = (await rollPlaces(db, [greigeRollNo])).get(greigeRollNo);
  const [inBatch] = await db
    .select({ batchNo: batchRolls.batchNo })
    .from(batchRolls)
    .where(eq(batchRolls.rollNo, greigeRollNo));
  const batchNo = inBatch?.batchNo ?? at?.batchNo ?? null;
  const finished = await warehouseFor(db, 'finished');
  const item = greige.itemCode;
  const lines: LedgerLine[] = [];
  if (at) {
    lines.push(
      {
        itemCode: item,
        warehouse: at.warehouse,
        batchNo: at.batchNo,
        rollNo: greigeRollNo,
        qtyKg: -at.kg,
        pieces: -at.pieces,
        rolls: -1,
      },
      {
        itemCode: item,
        process: processes.dyeing,
        batchNo,
        rollNo: greigeRollNo,
        qtyKg: at.kg,
        pieces: at.pieces,
        rolls: 1,
      },
    );
  }
  lines.push(
    {
      itemCode: item,
      process: processes.dyeing,
      batchNo,
      rollNo: finishRollNo,
      qtyKg: 0,
      rolls: -1,
    },
    { itemCode: item, warehouse: finished, batchNo, rollNo: finishRollNo, qtyKg: 0, rolls: 1 },
  );
  await postEntry(
    db,
    {
      kind: 'dyeingReceipt',
      postingDate,
      batchNo,
      fromWarehouse: at?.warehouse ?? null,
      toWarehouse: finished,
      createdBy,
    },
    lines,
  );
}

/** The kg dyeing has produced of a finish roll so far, by the ledger. */
export async function finishedKg(db: Db, finishRollNo: string): Promise<number> {
  const [row] = await rowsOf<{ kg: number }>(
    db,
    sql`select coalesce(-sum(qty_kg), 0)::float8 as kg from stock_ledger
      where roll_no = ${finishRollNo} and process = ${processes.dyeing}`,
  );
  return row?.kg ?? 0;
}

/**
 * Brings the ledger's weight of a finish roll to what its latest finish inspection weighed: a
 * weighing entry for the difference, none when they agree (so a retried save adds nothing).
 */
export async function recordFinishWeight(
  db: Db,
  finishRollNo: string,
  createdBy: string | null,
): Promise<void> {
  const [weighed] = await db
    .select({ kg: qiRolls.kg, greigeRollNo: qiRolls.greigeRollNo })
    .from(qiRolls)
    .where(and(eq(qiRolls.rollNo, finishRollNo), eq(qiRolls.stage, 'finish')))
    .orderBy(desc(qiRolls.reportDate), desc(qiRolls.updatedAt), desc(qiRolls.createdAt))
    .limit(1);
  if (!weighed) return;
  const [link] = await db
    .select({ greigeRollNo: finishRolls.greigeRollNo })
    .from(finishRolls)
    .where(eq(finishRolls.finishRollNo, finishRollNo));
  if (!link) return;
  await receiveFinishedRoll(db, link.greigeRollNo, finishRollNo, createdBy);
  const delta = Math.round((weighed.kg - (await finishedKg(db, finishRollNo))) * 1000) / 1000;
  if (delta === 0) return;
  const at = (await rollPlaces(db, [finishRollNo])).get(finishRollNo);
  const warehouse = at?.warehouse ?? (await warehouseFor(db, 'finished'));
  const [batch] = await rowsOf<{ batch_no: string | null }>(
    db,
    sql`select batch_no from stock_ledger where roll_no = ${finishRollNo}
      order by id desc limit 1`,
  );
  const batchNo = at ? at.batchNo : (batch?.batch_no ?? null);
  const [item] = await db
    .select({ itemCode: greigeRolls.itemCode })
    .from(greigeRolls)
    .where(eq(greigeRolls.rollNo, link.greigeRollNo));
  if (!item) return;
  await postEntry(
    db,
    {
      kind: 'weighing',
      postingDate: dayInZone(new Date()),
      batchNo,
      toWarehouse: warehouse,
      createdBy,
    },
    [
      {
        itemCode: item.itemCode,
        process: processes.dyeing,
        batchNo,
        rollNo: finishRollNo,
        qtyKg: -delta,
      },
      { itemCode: item.itemCode, warehouse, batchNo, rollNo: finishRollNo, qtyKg: delta },
    ],
  );
}
