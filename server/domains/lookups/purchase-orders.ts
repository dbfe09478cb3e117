import { and, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  items,
  openPurchaseOrderStatuses,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { mustExist, orderLines, sumKg, supplierName } from './order-columns';

/** What the mill inspects: yarn or stores purchase orders never carry a roll. */
const inspectedGroups = ['Fabric', 'Collar', 'Cuff'] as const;

function hasInspectedLine(db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(purchaseOrderItems)
      .innerJoin(items, eq(items.itemCode, purchaseOrderItems.itemCode))
      .where(
        and(
          eq(purchaseOrderItems.parentNo, purchaseOrders.poNo),
          inArray(items.itemGroup, inspectedGroups),
        ),
      ),
  );
}

/** Purchase orders with their kg ordered and received, newest first. */
function purchaseOrderList(db: Db, where: SQL | undefined) {
  return db
    .select({
      poNo: purchaseOrders.poNo,
      date: purchaseOrders.date,
      supplier: purchaseOrders.supplier,
      supplierName: supplierName(purchaseOrders.supplier),
      status: purchaseOrders.status,
      totalKg: sumKg(purchaseOrderItems.qtyKg),
      receivedKg: sumKg(purchaseOrderItems.receivedKg),
    })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.name, purchaseOrders.supplier))
    .leftJoin(purchaseOrderItems, eq(purchaseOrderItems.parentNo, purchaseOrders.poNo))
    .where(and(hasInspectedLine(db), where))
    .groupBy(purchaseOrders.poNo, suppliers.supplierName)
    .orderBy(desc(purchaseOrders.date), desc(purchaseOrders.poNo));
}

async function knownPurchaseOrder(db: Db, poNo: string): Promise<void> {
  const found = await db
    .select({ poNo: purchaseOrders.poNo })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.poNo, poNo));
  mustExist(found, 'purchase order', poNo);
}

export const purchaseOrderHandlers = {
  getAllPurchaseOrderFromDB: async (ctx) =>
    purchaseOrderList(ctx.db, inArray(purchaseOrders.status, openPurchaseOrderStatuses)),

  getAllPurchaseOrderFromDB1: async (ctx) => purchaseOrderList(ctx.db, undefined),

  /** Received per the ERP's receipts, so a PO shows up here once its first fabric came in. */
  getPoNoFromDB: async (ctx) => {
    const received = ctx.db
      .selectDistinct({ poNo: purchaseOrderItems.parentNo })
      .from(purchaseOrderItems)
      .where(gt(purchaseOrderItems.receivedKg, 0));
    return ctx.db
      .select({
        poNo: purchaseOrders.poNo,
        date: purchaseOrders.date,
        supplier: purchaseOrders.supplier,
      })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.poNo, received))
      .orderBy(desc(purchaseOrders.date), desc(purchaseOrders.poNo));
  },

  getItemsDetailsForPOFromDB: async (ctx, { jsonData }) => {
    await knownPurchaseOrder(ctx.db, jsonData);
    return orderLines(ctx.db, purchaseOrderItems, jsonData);
  },

  getSpecifiedItemsDetailsForPOFromDB: async (ctx, { jsonData, jsonData1 }) => {
    await knownPurchaseOrder(ctx.db, jsonData1);
    return orderLines(ctx.db, purchaseOrderItems, jsonData1, jsonData);
  },
} satisfies HandlerMap;
