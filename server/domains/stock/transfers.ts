import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueForSite } from '../../erpnext/push/hooks';
import { batchRolls, finishRolls, greigeRolls, items } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { postEntry, roundKg, rollPlaces } from './ledger';
import { knownWarehouses } from './places';
import { receiveGreigeRolls } from './receipts';
import { checkDispatch, recordDispatch } from '../sales/dispatch';

/**
 * postStockEntryData: a material transfer of whole rolls for one sales order item (a dispatch),
 * written with its stock entry report rows and the item's transferred kg (sales/dispatch.ts).
 * Each roll must lie in the entry's source warehouse with the kg the screen showed; a roll still
 * at its dyeing processor in an open batch comes back as a finish roll, not by transfer.
 */

/** Greige rolls of the list the ledger has not booked in yet: booked now, before they move. */
async function bookUnseenGreige(db: Db, rollNos: readonly string[], by: string): Promise<void> {
  const rolls = await db
    .select({
      rollNo: greigeRolls.rollNo,
      itemCode: greigeRolls.itemCode,
      kg: greigeRolls.kg,
      sourceKind: greigeRolls.sourceKind,
      producedOn: greigeRolls.producedOn,
    })
    .from(greigeRolls)
    .where(inArray(greigeRolls.rollNo, [...rollNos]));
  await receiveGreigeRolls(db, rolls, by);
}

export const transferHandlers = {
  postStockEntryData: async (ctx, { jsonData: e }) => {
    const places = await knownWarehouses(ctx.db, [e.fromWarehouse, e.toWarehouse]);
    if (!places.has(e.fromWarehouse))
      throw badInput('jsonData.fromWarehouse', `no warehouse ${e.fromWarehouse} is known`);
    if (!places.has(e.toWarehouse))
      throw badInput('jsonData.toWarehouse', `no warehouse ${e.toWarehouse} is known`);
    const [item] = await ctx.db
      .select({ itemCode: items.itemCode })
      .from(items)
      .where(eq(items.itemCode, e.itemCode));
    if (!item) throw badInput('jsonData.itemCode', `no item ${e.itemCode} is known`);

    const rollNos = e.rolls.map((r) => r.rollNo);
    // Two entries moving the same roll at once: the second waits, then finds it gone.
    await ctx.db.execute(
      sql`select roll_no from stock_roll_balances where roll_no in (${sql.join(
        rollNos.map((r) => sql`${r}`),
        sql`, `,
      )}) order by roll_no, warehouse, batch_key for update`,
    );
    // The order side first: a roll already sent for an order is told so, not "lies elsewhere".
    await checkDispatch(ctx.db, e, rollNos);
    await bookUnseenGreige(ctx.db, rollNos, ctx.user.username);
    const atProcessor = new Map(
      (
        await ctx.db
          .select({ rollNo: batchRolls.rollNo, batchNo: batchRolls.batchNo })
          .from(batchRolls)
          .leftJoin(finishRolls, eq(finishRolls.greigeRollNo, batchRolls.rollNo))
          .where(and(inArray(batchRolls.rollNo, rollNos), isNull(finishRolls.finishRollNo)))
      ).map((r) => [r.rollNo, r.batchNo]),
    );
    const where = await rollPlaces(ctx.db, rollNos);
    const moved = e.rolls.map((r, i) => {
      const path = `jsonData.rolls.${i}`;
      const batch = atProcessor.get(r.rollNo);
      if (batch)
        throw badInput(
          `${path}.rollNo`,
          `Roll ${r.rollNo} is at its dyeing processor in batch ${batch}; it comes back as a finish roll.`,
        );
      const place = where.get(r.rollNo);
      if (!place) throw badInput(`${path}.rollNo`, `Roll ${r.rollNo} is not in stock.`);
      if (place.warehouse !== e.fromWarehouse)
        throw badInput(
          `${path}.rollNo`,
          `Roll ${r.rollNo} lies in ${place.warehouse}, not in ${e.fromWarehouse}.`,
        );
      if (place.itemCode !== e.itemCode)
        throw badInput(
          `${path}.rollNo`,
          `Roll ${r.rollNo} is ${place.itemCode}, not ${e.itemCode}.`,
        );
      if (r.batchNo !== undefined && r.batchNo !== (place.batchNo ?? ''))
        throw badInput(
          `${path}.batchNo`,
          place.batchNo
            ? `Roll ${r.rollNo} is in batch ${place.batchNo}.`
            : `Roll ${r.rollNo} is in no batch.`,
        );
      if (Math.abs(r.qtyKg - place.kg) > 0.0005)
        throw badInput(
          `${path}.qtyKg`,
          `Roll ${r.rollNo} holds ${place.kg} kg in ${e.fromWarehouse}; a roll moves whole.`,
        );
      return { rollNo: r.rollNo, ...place };
    });
    const stockEntryNo = await postEntry(
      ctx.db,
      {
        kind: 'transfer',
        postingDate: e.postingDate,
        salesOrderNo: e.salesOrderNo,
        itemRowId: e.itemRowId,
        fromWarehouse: e.fromWarehouse,
        toWarehouse: e.toWarehouse,
        remarks: e.remarks || null,
        createdBy: ctx.user.username,
      },
      moved.flatMap((r) => {
        const line = { itemCode: r.itemCode, batchNo: r.batchNo, rollNo: r.rollNo };
        return [
          { ...line, warehouse: e.fromWarehouse, qtyKg: -r.kg, pieces: -r.pieces, rolls: -1 },
          { ...line, warehouse: e.toWarehouse, qtyKg: r.kg, pieces: r.pieces, rolls: 1 },
        ];
      }),
    );
    await queueForSite(ctx, 'stockEntry', stockEntryNo);
    await recordDispatch(
      ctx.db,
      { ...e, stockEntryNo, postingDate: e.postingDate, toWarehouse: e.toWarehouse },
      moved.map((r) => ({ rollNo: r.rollNo, batchNo: r.batchNo, itemCode: r.itemCode, kg: r.kg })),
      ctx.user.username,
    );
    return {
      ok: true as const,
      stockEntryNo,
      totalQtyKg: roundKg(moved.reduce((t, r) => t + r.kg, 0)),
      rolls: moved.length,
    };
  },
} satisfies HandlerMap;
