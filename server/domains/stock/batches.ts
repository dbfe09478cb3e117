import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { BatchableRollRow } from '../../../contract/stock/stock';
import type { Db } from '../../db/client';
import { queueForSite } from '../../erpnext/push/hooks';
import { nextDailyNo } from '../../db/numbering';
import { batchRolls, batches, finishRolls, greigeRolls, items } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput, notFound } from '../../http/errors';
import { keysetPage } from '../../http/paging';
import { containsPattern } from '../lookups/handlers';
import { rowsOf } from '../../db/rows';
import { postEntry, roundKg, rollPlaces, rollsInLedger } from './ledger';
import { greigeWarehouses, knownWarehouses } from './places';
import { receiveGreigeRolls } from './receipts';

/**
 * Dyeing batches (postBatchData): greige rolls grouped for one colour and lot and sent to a dyeing
 * processor in one stock entry. A greige roll is dyed once, so it joins one batch (a unique index
 * on batch_rolls holds that against two saves at once); a roll in a batch, finished, dispatched or
 * lying anywhere but greige stock is refused with what holds it.
 */

type Problem = 'unknownRoll' | 'inBatch' | 'dispatched' | 'finished' | 'notInGreigeStock';

interface RollState {
  readonly roll: {
    rollNo: string;
    itemCode: string;
    kg: number;
    sourceKind: string | null;
    producedOn: string;
  } | null;
  readonly problem: Problem | null;
  readonly message: string;
  readonly batchNo: string | null;
  readonly stockEntryNo: string | null;
}

/** Why each roll may or may not join a batch, from the ledger, the batches and the finish rolls. */
async function rollStates(db: Db, rollNos: readonly string[]): Promise<Map<string, RollState>> {
  const known = await db
    .select({
      rollNo: greigeRolls.rollNo,
      itemCode: greigeRolls.itemCode,
      kg: greigeRolls.kg,
      sourceKind: greigeRolls.sourceKind,
      producedOn: greigeRolls.producedOn,
    })
    .from(greigeRolls)
    .where(inArray(greigeRolls.rollNo, [...rollNos]));
  const byNo = new Map(known.map((r) => [r.rollNo, r]));
  const inBatch = new Map(
    (
      await db
        .select({ rollNo: batchRolls.rollNo, batchNo: batchRolls.batchNo })
        .from(batchRolls)
        .where(inArray(batchRolls.rollNo, [...rollNos]))
    ).map((r) => [r.rollNo, r.batchNo]),
  );
  const finished = new Map(
    (
      await db
        .select({ rollNo: finishRolls.greigeRollNo, finishNo: finishRolls.finishRollNo })
        .from(finishRolls)
        .where(inArray(finishRolls.greigeRollNo, [...rollNos]))
    ).map((r) => [r.rollNo, r.finishNo]),
  );
  const lastMoves = new Map(
    (
      await rowsOf<{ roll_no: string; entry_no: string; sales_order_no: string | null }>(
        db,
        sql`select distinct on (l.roll_no) l.roll_no, e.entry_no, e.sales_order_no
          from stock_ledger l join stock_entries e on e.entry_no = l.entry_no
          where l.roll_no in (${sql.join(
            rollNos.map((r) => sql`${r}`),
            sql`, `,
          )})
          order by l.roll_no, l.id desc`,
      )
    ).map((r) => [r.roll_no, r]),
  );
  const places = await rollPlaces(db, rollNos);
  const greigeStores = new Set(await greigeWarehouses(db));
  const out = new Map<string, RollState>();
  for (const no of rollNos) {
    const roll = byNo.get(no) ?? null;
    const batchNo = inBatch.get(no) ?? null;
    const last = lastMoves.get(no);
    const place = places.get(no);
    const state = (problem: Problem | null, message: string, entryNo: string | null = null) =>
      out.set(no, {
        roll,
        problem,
        message,
        batchNo,
        stockEntryNo: entryNo ?? last?.entry_no ?? null,
      });
    if (!roll) state('unknownRoll', `Roll ${no} is not a greige roll known to the ERP.`);
    else if (batchNo) state('inBatch', `Roll ${no} is already in batch ${batchNo}.`);
    else if (finished.has(no))
      state('finished', `Roll ${no} is already finished as ${finished.get(no) ?? ''}.`);
    else if (last?.sales_order_no)
      state(
        'dispatched',
        `Roll ${no} was dispatched in stock entry ${last.entry_no} for sales order ${last.sales_order_no}.`,
      );
    else if (last && !(place && greigeStores.has(place.warehouse)))
      state(
        'notInGreigeStock',
        place
          ? `Roll ${no} lies in ${place.warehouse}, not in greige stock.`
          : `Roll ${no} is not in stock any more.`,
      );
    else state(null, `Roll ${no} may join a batch.`);
  }
  return out;
}

const batchableColumns = sql`rb.roll_no as "rollNo", rb.item_code as "itemCode",
  coalesce(i.item_name, rb.item_code) as "itemName", rb.qty_kg::float8 as kg,
  g.produced_on::text as "producedOn", rb.warehouse, g.source_doc_no as "sourceDocNo",
  g.supplier`;

/** Greige rolls lying in greige stock (a roll in a batch lies at its processor instead). */
function batchableWhere(stores: readonly string[], itemText: string, rollText: string): SQL {
  const parts = [
    sql`rb.rolls > 0 and rb.batch_key = '' and rb.warehouse in (${sql.join(
      stores.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (itemText) {
    const p = containsPattern(itemText);
    parts.push(sql`(lower(rb.item_code) like ${p} or lower(i.item_name) like ${p})`);
  }
  if (rollText) {
    const p = containsPattern(rollText);
    parts.push(sql`(lower(rb.roll_no) like ${p} or lower(g.source_doc_no) like ${p})`);
  }
  return sql.join(parts, sql` and `);
}

const batchableFrom = sql`stock_roll_balances rb
  join greige_rolls g on g.roll_no = rb.roll_no
  left join items i on i.item_code = rb.item_code`;

export const batchHandlers = {
  postBatchData: async (ctx, { jsonData: b }) => {
    if (b.clientId) {
      const [same] = await ctx.db
        .select({ batchNo: batches.batchNo })
        .from(batches)
        .where(eq(batches.clientId, b.clientId));
      if (same) return savedBatch(await storedBatch(ctx.db, same.batchNo));
    }
    const [item] = await ctx.db
      .select({ itemCode: items.itemCode })
      .from(items)
      .where(eq(items.itemCode, b.itemCode));
    if (!item) throw badInput('jsonData.itemCode', `no item ${b.itemCode} is known`);
    const processor = (await knownWarehouses(ctx.db, [b.processor])).get(b.processor);
    if (!processor) throw badInput('jsonData.processor', `no warehouse ${b.processor} is known`);
    if (!processor.processor)
      throw badInput('jsonData.processor', `${b.processor} is not a dyeing processor`);

    // Two batches saved at once wait here for each other's rolls, in one order (no deadlock).
    await ctx.db.execute(
      sql`select roll_no from greige_rolls where roll_no in (${sql.join(
        b.greigeRollNos.map((r) => sql`${r}`),
        sql`, `,
      )}) order by roll_no for update`,
    );
    const states = await rollStates(ctx.db, b.greigeRollNos);
    b.greigeRollNos.forEach((no, i) => {
      const s = states.get(no);
      if (!s || s.problem) throw badInput(`jsonData.greigeRollNos.${i}`, s?.message ?? no);
      if (s.roll && s.roll.itemCode !== b.itemCode)
        throw badInput(
          `jsonData.greigeRollNos.${i}`,
          `Roll ${no} is ${s.roll.itemCode}, not the batch's item ${b.itemCode}.`,
        );
    });
    const rolls = b.greigeRollNos.map((no) => {
      const roll = states.get(no)?.roll;
      if (!roll) throw new Error(`roll ${no} vanished`);
      return roll;
    });
    await receiveGreigeRolls(ctx.db, rolls, ctx.user.username);
    const places = await rollPlaces(ctx.db, b.greigeRollNos);
    const issued = rolls.map((r) => {
      const place = places.get(r.rollNo);
      if (!place) throw new Error(`roll ${r.rollNo} is in no warehouse`);
      return { ...r, warehouse: place.warehouse, kg: place.kg };
    });
    const totalKg = roundKg(issued.reduce((t, r) => t + r.kg, 0));
    const batchNo = await nextDailyNo(ctx.db, batches.batchNo, 'BATCH', b.date);
    await ctx.db.insert(batches).values({
      batchNo,
      itemCode: b.itemCode,
      colour: b.colour,
      shade: b.shade ?? null,
      lot: b.lot,
      warehouse: b.processor,
      machine: b.machine ?? null,
      remarks: b.remarks || null,
      rolls: issued.length,
      qtyKg: totalKg,
      createdOn: b.date,
      clientId: b.clientId ?? null,
      createdBy: ctx.user.username,
      createdAt: new Date(),
      syncedToErp: false,
    });
    await ctx.db
      .insert(batchRolls)
      .values(issued.map((r, seq) => ({ batchNo, rollNo: r.rollNo, seq: seq + 1, kg: r.kg })));
    const stockEntryNo = await postEntry(
      ctx.db,
      {
        kind: 'batchIssue',
        postingDate: b.date,
        batchNo,
        fromWarehouse: issued[0]?.warehouse ?? null,
        toWarehouse: b.processor,
        remarks: `Batch ${batchNo}: ${b.colour}, lot ${b.lot}`,
        createdBy: ctx.user.username,
      },
      issued.flatMap((r) => [
        { itemCode: r.itemCode, warehouse: r.warehouse, rollNo: r.rollNo, qtyKg: -r.kg, rolls: -1 },
        {
          itemCode: r.itemCode,
          warehouse: b.processor,
          batchNo,
          rollNo: r.rollNo,
          qtyKg: r.kg,
          rolls: 1,
        },
      ]),
    );
    await ctx.db.update(batches).set({ stockEntryNo }).where(eq(batches.batchNo, batchNo));
    // The batch first: the entry's rows name it, so the site must have it before the entry.
    await queueForSite(ctx, 'batch', batchNo);
    await queueForSite(ctx, 'stockEntry', stockEntryNo);
    await ctx.db
      .update(greigeRolls)
      .set({ stage: 'dyeing', modified: new Date() })
      .where(inArray(greigeRolls.rollNo, [...b.greigeRollNos]));
    return savedBatch(await storedBatch(ctx.db, batchNo));
  },

  checkRollForBatch: async (ctx, { rollNo }) => {
    const state = (await rollStates(ctx.db, [rollNo])).get(rollNo);
    if (!state) throw new Error('no state');
    let roll: BatchableRollRow | null = null;
    if (state.roll) {
      const place = (await rollPlaces(ctx.db, [rollNo])).get(rollNo);
      const [row] = await ctx.db
        .select({
          itemName: items.itemName,
          sourceDocNo: greigeRolls.sourceDocNo,
          supplier: greigeRolls.supplier,
        })
        .from(greigeRolls)
        .leftJoin(items, eq(items.itemCode, greigeRolls.itemCode))
        .where(eq(greigeRolls.rollNo, rollNo));
      // A roll the ledger has not booked in yet lies where its receipt will put it.
      const unbooked = (await rollsInLedger(ctx.db, [rollNo])).size === 0;
      roll = {
        rollNo,
        itemCode: state.roll.itemCode,
        itemName: row?.itemName ?? state.roll.itemCode,
        kg: place?.kg ?? state.roll.kg,
        producedOn: state.roll.producedOn,
        warehouse:
          place?.warehouse ?? (unbooked ? ((await greigeWarehouses(ctx.db))[0] ?? '') : ''),
        sourceDocNo: row?.sourceDocNo ?? null,
        supplier: row?.supplier ?? null,
      };
    }
    return {
      ok: state.problem === null,
      problem: state.problem,
      message: state.message,
      roll,
      batchNo: state.batchNo,
      stockEntryNo: state.problem === null ? null : state.stockEntryNo,
    };
  },

  getGreigeRollsForBatch: async (ctx, input) => {
    const stores = await greigeWarehouses(ctx.db);
    const where = batchableWhere(stores, input.searchItemText ?? '', input.searchRollText ?? '');
    return keysetPage(input, {
      key: z.string().min(1).max(140),
      keyOf: (r: BatchableRollRow) => r.rollNo,
      rows: (after, take) =>
        rowsOf<BatchableRollRow>(
          ctx.db,
          sql`select ${batchableColumns} from ${batchableFrom}
            where ${where} ${after === null ? sql`` : sql`and rb.roll_no > ${after}`}
            order by rb.roll_no limit ${take}`,
        ),
      total: async () => {
        const [row] = await rowsOf<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from ${batchableFrom} where ${where}`,
        );
        return row?.n ?? 0;
      },
    });
  },

  getBatchRollsFromDB: async (ctx, { batchNo }) => {
    const { syncedToErp: _, ...batch } = await storedBatch(ctx.db, batchNo);
    return batch;
  },
} satisfies HandlerMap;

/** A batch as its card prints it: the header, its rolls in order, the entry that sent them. */
async function storedBatch(db: Db, batchNo: string) {
  const [b] = await db
    .select({
      batchNo: batches.batchNo,
      date: batches.createdOn,
      itemCode: batches.itemCode,
      itemName: sql<string>`coalesce(${items.itemName}, ${batches.itemCode})`,
      colour: batches.colour,
      shade: batches.shade,
      lot: batches.lot,
      processor: batches.warehouse,
      machine: batches.machine,
      remarks: batches.remarks,
      rolls: batches.rolls,
      totalKg: batches.qtyKg,
      stockEntryNo: batches.stockEntryNo,
      syncedToErp: batches.syncedToErp,
    })
    .from(batches)
    .leftJoin(items, eq(items.itemCode, batches.itemCode))
    .where(eq(batches.batchNo, batchNo));
  if (!b) throw notFound(`No batch has the number ${batchNo}.`);
  const rollRows = await db
    .select({ rollNo: batchRolls.rollNo, kg: batchRolls.kg })
    .from(batchRolls)
    .where(eq(batchRolls.batchNo, batchNo))
    .orderBy(asc(batchRolls.seq));
  return { ...b, rollRows };
}

/** postBatchData's answer: what the card prints and whether the ERP has the batch yet. */
function savedBatch(b: Awaited<ReturnType<typeof storedBatch>>) {
  return {
    batchNo: b.batchNo,
    rolls: b.rolls,
    totalKg: b.totalKg,
    stockEntryNo: b.stockEntryNo ?? '',
    processor: b.processor ?? '',
    rollRows: b.rollRows,
    erpStatus: b.syncedToErp ? ('synced' as const) : ('queued' as const),
  };
}
