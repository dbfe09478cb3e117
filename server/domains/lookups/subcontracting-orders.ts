import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  openSubcontractingOrderStatuses,
  purchaseOrders,
  subcontractingOrderItems,
  subcontractingOrders,
  suppliers,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { mustExist, orderLines, sumKg, supplierName } from './order-columns';

/** Subcontracting orders with their kg ordered and received, newest first. */
function subcontractingOrderList(db: Db, where: SQL | undefined) {
  return db
    .select({
      soNo: subcontractingOrders.soNo,
      poNo: subcontractingOrders.poNo,
      date: subcontractingOrders.date,
      supplier: subcontractingOrders.supplier,
      supplierName: supplierName(subcontractingOrders.supplier),
      status: subcontractingOrders.status,
      totalKg: sumKg(subcontractingOrderItems.qtyKg),
      receivedKg: sumKg(subcontractingOrderItems.receivedKg),
    })
    .from(subcontractingOrders)
    .leftJoin(suppliers, eq(suppliers.name, subcontractingOrders.supplier))
    .leftJoin(
      subcontractingOrderItems,
      eq(subcontractingOrderItems.parentNo, subcontractingOrders.soNo),
    )
    .where(where)
    .groupBy(subcontractingOrders.soNo, suppliers.supplierName)
    .orderBy(desc(subcontractingOrders.date), desc(subcontractingOrders.soNo));
}

async function knownSubcontractingOrder(db: Db, soNo: string): Promise<void> {
  const found = await db
    .select({ soNo: subcontractingOrders.soNo })
    .from(subcontractingOrders)
    .where(eq(subcontractingOrders.soNo, soNo));
  mustExist(found, 'subcontracting order', soNo);
}

export const subcontractingOrderHandlers = {
  getAllSubcontractingOrderFromDB: async (ctx) =>
    subcontractingOrderList(
      ctx.db,
      inArray(subcontractingOrders.status, openSubcontractingOrderStatuses),
    ),

  getAllSubcontractingOrderFromDB1: async (ctx) => subcontractingOrderList(ctx.db, undefined),

  /** Every order raised against the PO, closed ones too: the inspector picks the one on the label. */
  getAllSubcontractOrderForPOFromDB: async (ctx, { jsonPurchaseOrder }) => {
    const po = await ctx.db
      .select({ poNo: purchaseOrders.poNo })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.poNo, jsonPurchaseOrder));
    mustExist(po, 'purchase order', jsonPurchaseOrder);
    return subcontractingOrderList(ctx.db, eq(subcontractingOrders.poNo, jsonPurchaseOrder));
  },

  getItemsDetailsForSOFromDB: async (ctx, { jsonData }) => {
    await knownSubcontractingOrder(ctx.db, jsonData);
    return orderLines(ctx.db, subcontractingOrderItems, jsonData);
  },

  getSpecifiedItemsDetailsForSOFromDB: async (ctx, { jsonData, jsonData1 }) => {
    await knownSubcontractingOrder(ctx.db, jsonData1);
    return orderLines(ctx.db, subcontractingOrderItems, jsonData1, jsonData);
  },
} satisfies HandlerMap;
