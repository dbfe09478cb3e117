import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, indents, items } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { searchLimit } from './handlers';
import { itemMatches, itemName, mustExist, numberMatches } from './order-columns';

/** Dyeing batches and indents (material requests), newest first. */

const batchList = (db: Db, where: SQL | undefined) =>
  db
    .select({
      batchNo: batches.batchNo,
      itemCode: batches.itemCode,
      itemName: itemName(batches.itemCode),
      colour: batches.colour,
      lot: batches.lot,
      warehouse: batches.warehouse,
      rolls: batches.rolls,
      qtyKg: batches.qtyKg,
      createdOn: batches.createdOn,
    })
    .from(batches)
    .leftJoin(items, eq(items.itemCode, batches.itemCode))
    .where(where)
    .orderBy(desc(batches.createdOn), desc(batches.batchNo));

/**
 * Batches of the colour an order names, whatever its case and spacing. A batch with no colour
 * recorded does not contradict it and stays: the ERP often leaves greige lots without one. In SQL,
 * so the list's cap counts only the colour's batches.
 */
const colourIs = (colour: string): SQL | undefined =>
  or(isNull(batches.colour), sql`lower(btrim(${batches.colour})) = ${colour.trim().toLowerCase()}`);

export const batchHandlers = {
  getItemBatchDetailsFromDB: async (ctx, { jsonData }) => {
    const item = await ctx.db
      .select({ itemCode: items.itemCode })
      .from(items)
      .where(eq(items.itemCode, jsonData));
    mustExist(item, 'item', jsonData);
    return batchList(ctx.db, eq(batches.itemCode, jsonData));
  },

  getbatchFromDB: async (ctx, { searchBatchText, searchItemText, colour }) =>
    batchList(
      ctx.db,
      and(
        numberMatches(batches.batchNo, searchBatchText),
        itemMatches(batches.itemCode, searchItemText),
        colour?.trim() ? colourIs(colour) : undefined,
      ),
    ).limit(searchLimit),

  getIndentsFromDB: async (ctx, { searchIndentText, searchItemText }) =>
    ctx.db
      .select({
        indentNo: indents.indentNo,
        date: indents.date,
        itemCode: indents.itemCode,
        itemName: itemName(indents.itemCode),
        qtyKg: indents.qtyKg,
        orderedKg: indents.orderedKg,
        status: indents.status,
      })
      .from(indents)
      .leftJoin(items, eq(items.itemCode, indents.itemCode))
      .where(
        and(
          numberMatches(indents.indentNo, searchIndentText),
          itemMatches(indents.itemCode, searchItemText),
        ),
      )
      .orderBy(desc(indents.date), desc(indents.indentNo))
      .limit(searchLimit),
} satisfies HandlerMap;
