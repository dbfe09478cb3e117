import { and, eq, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CallOutput, Calls } from '../../../contract';
import type { Stage, StartSourceKind } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import {
  finishRolls,
  greigeRolls,
  jobCards,
  openPurchaseOrderStatuses,
  openSubcontractingOrderStatuses,
  openWorkOrderStatuses,
  purchaseOrders,
  subcontractingOrders,
  suppliers,
  workOrders,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notInspectedAt } from './rollsToInspect';

/**
 * The sources the start screen offers for a kind (open orders, enabled suppliers), as the rolls'
 * column they are counted by and the rolls they hold. The orders are reached through
 * greige_rolls_source_idx and the suppliers through greige_rolls_supplier_idx, so only the rolls
 * of what is offered are read. A work order's rolls are its own and its job cards' (each roll
 * carries its work order, as getRollsToInspectFromDB matches them).
 */
function sourcesOf(db: Db, kind: StartSourceKind): { by: AnyPgColumn; rolls: SQL | undefined } {
  switch (kind) {
    case 'purchaseOrder': {
      const open = db
        .select({ no: purchaseOrders.poNo })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.status, openPurchaseOrderStatuses));
      return {
        by: greigeRolls.sourceDocNo,
        rolls: and(
          eq(greigeRolls.sourceKind, 'purchaseOrder'),
          inArray(greigeRolls.sourceDocNo, open),
        ),
      };
    }
    case 'subcontractingOrder': {
      const open = db
        .select({ no: subcontractingOrders.soNo })
        .from(subcontractingOrders)
        .where(inArray(subcontractingOrders.status, openSubcontractingOrderStatuses));
      return {
        by: greigeRolls.sourceDocNo,
        rolls: and(
          eq(greigeRolls.sourceKind, 'subcontractingOrder'),
          inArray(greigeRolls.sourceDocNo, open),
        ),
      };
    }
    case 'workOrder': {
      const open = () =>
        db
          .select({ no: workOrders.woNo })
          .from(workOrders)
          .where(inArray(workOrders.status, openWorkOrderStatuses));
      const cards = db
        .select({ no: jobCards.jcNo })
        .from(jobCards)
        .where(inArray(jobCards.woNo, open()));
      return {
        by: greigeRolls.workOrderNo,
        rolls: and(
          isNotNull(greigeRolls.workOrderNo),
          or(
            and(eq(greigeRolls.sourceKind, 'workOrder'), inArray(greigeRolls.sourceDocNo, open())),
            and(eq(greigeRolls.sourceKind, 'jobCard'), inArray(greigeRolls.sourceDocNo, cards)),
          ),
        ),
      };
    }
    case 'supplier':
      return {
        by: greigeRolls.supplier,
        rolls: inArray(
          greigeRolls.supplier,
          db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.disabled, false)),
        ),
      };
  }
}

/**
 * Rolls waiting for inspection at the stage, counted in SQL per source and item: the same rolls
 * getRollsToInspectFromDB offers a report of that source and item. At greige stage a roll already
 * finished is not waiting (it is inspected at finish stage).
 */
export async function rollsWaiting(
  db: Db,
  stage: Stage,
  kind: StartSourceKind,
): Promise<CallOutput<Calls['getRollsWaitingFromDB']>> {
  const { by, rolls } = sourcesOf(db, kind);
  const finished = db
    .select({ no: finishRolls.finishRollNo })
    .from(finishRolls)
    .where(eq(finishRolls.greigeRollNo, greigeRolls.rollNo));
  return db
    .select({
      source: sql<string>`${by}`,
      itemCode: greigeRolls.itemCode,
      rolls: sql<number>`count(*)::int`,
    })
    .from(greigeRolls)
    .where(
      and(rolls, stage === 'greige' ? notExists(finished) : undefined, notInspectedAt(db, stage)),
    )
    .groupBy(by, greigeRolls.itemCode)
    .orderBy(by, greigeRolls.itemCode);
}

export const waitingHandlers = {
  getRollsWaitingFromDB: async (ctx, { jsonStage, jsonSourceKind }) =>
    rollsWaiting(ctx.db, jsonStage, jsonSourceKind),
} satisfies HandlerMap;
