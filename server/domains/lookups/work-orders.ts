import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  items,
  jobCards,
  openJobCardStatuses,
  openWorkOrderStatuses,
  workOrders,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { itemName, mustExist } from './order-columns';

/** Knitting work orders and their job cards: the in-house source of a greige roll. */

const workOrderColumns = {
  workOrderNo: workOrders.woNo,
  date: workOrders.date,
  itemCode: workOrders.itemCode,
  itemName: itemName(workOrders.itemCode),
  qtyKg: workOrders.qtyKg,
  producedKg: workOrders.producedKg,
  status: workOrders.status,
};

const workOrderList = (db: Db, where: SQL) =>
  db
    .select(workOrderColumns)
    .from(workOrders)
    .leftJoin(items, eq(items.itemCode, workOrders.itemCode))
    .where(where);

const jobCardList = (db: Db, where: SQL) =>
  db
    .select({
      jobCardNo: jobCards.jcNo,
      workOrderNo: jobCards.woNo,
      date: jobCards.date,
      operation: jobCards.operation,
      machine: jobCards.machine,
      itemCode: jobCards.itemCode,
      itemName: itemName(jobCards.itemCode),
      forQtyKg: jobCards.forQtyKg,
      completedKg: jobCards.completedKg,
      status: jobCards.status,
    })
    .from(jobCards)
    .leftJoin(items, eq(items.itemCode, jobCards.itemCode))
    .where(where);

export const workOrderHandlers = {
  getAllWorkOrderFromDB: async (ctx) =>
    workOrderList(ctx.db, inArray(workOrders.status, openWorkOrderStatuses)).orderBy(
      desc(workOrders.date),
      desc(workOrders.woNo),
    ),

  getWorkOrderDetailsFromDB: async (ctx, { jsonData }) =>
    mustExist(await workOrderList(ctx.db, eq(workOrders.woNo, jsonData)), 'work order', jsonData),

  getAllJobCardFromDB: async (ctx) =>
    jobCardList(ctx.db, inArray(jobCards.status, openJobCardStatuses)).orderBy(
      desc(jobCards.date),
      desc(jobCards.jcNo),
    ),

  /** Every card of the order, finished ones too, in the order ERPNext created them. */
  getAllJobCardForWOFromDB: async (ctx, { jsonWorkOrder }) => {
    const wo = await ctx.db
      .select({ woNo: workOrders.woNo })
      .from(workOrders)
      .where(eq(workOrders.woNo, jsonWorkOrder));
    mustExist(wo, 'work order', jsonWorkOrder);
    return jobCardList(ctx.db, eq(jobCards.woNo, jsonWorkOrder)).orderBy(asc(jobCards.jcNo));
  },

  getJobCardDetailsFromDB: async (ctx, { jsonData }) =>
    mustExist(await jobCardList(ctx.db, eq(jobCards.jcNo, jsonData)), 'job card', jsonData),
} satisfies HandlerMap;
