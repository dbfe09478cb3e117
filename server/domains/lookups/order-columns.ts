import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { items, purchaseOrderItems, subcontractingOrderItems, suppliers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from './handlers';

/** Shared pieces of the order lookups: display names from the masters, line totals, searches. */

/** The mirror may hold an order before its item or supplier arrives: fall back to the code. */
export const itemName = (code: AnyPgColumn): SQL<string> =>
  sql<string>`coalesce(${items.itemName}, ${code})`;
export const supplierName = (code: AnyPgColumn): SQL<string> =>
  sql<string>`coalesce(${suppliers.supplierName}, ${code})`;

/** A kg sum as a number (numeric sums come back as text). */
export const sumKg = (column: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce(sum(${column}), 0)::float8`;

/** `text` found in an item's code or name, whatever its case; empty text matches every item. */
export function itemMatches(code: AnyPgColumn, text: string): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text);
  return sql`(lower(${code}) like ${pattern} or lower(${items.itemName}) like ${pattern})`;
}

/** `text` found in a document number, whatever its case; empty text matches every number. */
export const numberMatches = (column: AnyPgColumn, text: string): SQL | undefined =>
  text === '' ? undefined : sql`lower(${column}) like ${containsPattern(text)}`;

type LineTable = typeof purchaseOrderItems | typeof subcontractingOrderItems;

/** The lines of one order in ERPNext's row order, optionally only items matching a text. */
export async function orderLines(db: Db, table: LineTable, orderNo: string, itemText = '') {
  return db
    .select({
      orderNo: table.parentNo,
      itemCode: table.itemCode,
      itemName: itemName(table.itemCode),
      colour: table.colour,
      qtyKg: table.qtyKg,
      receivedKg: table.receivedKg,
      uom: table.uom,
    })
    .from(table)
    .leftJoin(items, eq(items.itemCode, table.itemCode))
    .where(and(eq(table.parentNo, orderNo), itemMatches(table.itemCode, itemText)))
    .orderBy(table.idx);
}

/** Answers 404 naming the document when `found` is empty: an unknown number is not "no lines". */
export function mustExist<T>(found: readonly T[], what: string, no: string): T {
  const [first] = found;
  if (first === undefined) throw notFound(`No ${what} has the number ${no}.`);
  return first;
}
