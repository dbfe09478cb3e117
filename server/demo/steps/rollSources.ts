import { asc, eq, isNull } from 'drizzle-orm';
import type { SourceKind } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import {
  jobCards,
  purchaseOrderItems,
  purchaseOrders,
  subcontractingOrderItems,
  subcontractingOrders,
  workOrders,
} from '../../db/schema';

/** The ERP order documents demo rolls are knitted or received against (the orders mirror). */

export interface Source {
  readonly kind: SourceKind;
  readonly docNo: string | null;
  readonly date: string;
  readonly itemCode: string;
  readonly supplier: string | null;
  readonly workOrderNo: string | null;
  readonly machine: string | null;
}

/** The ERP documents rolls come from, in a fixed order so the draws repeat. */
export async function sources(db: Db): Promise<Source[]> {
  const none = { supplier: null, workOrderNo: null, machine: null, docNo: null };
  const cards = await db
    .select({
      docNo: jobCards.jcNo,
      date: jobCards.date,
      itemCode: jobCards.itemCode,
      workOrderNo: jobCards.woNo,
      machine: jobCards.machine,
    })
    .from(jobCards)
    .orderBy(asc(jobCards.jcNo));
  const wos = await db
    .select({ docNo: workOrders.woNo, date: workOrders.date, itemCode: workOrders.itemCode })
    .from(workOrders)
    .orderBy(asc(workOrders.woNo));
  // Bought fabric: purchase orders that were not raised for a subcontractor.
  const pos = await db
    .select({
      docNo: purchaseOrders.poNo,
      date: purchaseOrders.date,
      itemCode: purchaseOrderItems.itemCode,
      supplier: purchaseOrders.supplier,
    })
    .from(purchaseOrders)
    .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.parentNo, purchaseOrders.poNo))
    .leftJoin(subcontractingOrders, eq(subcontractingOrders.poNo, purchaseOrders.poNo))
    .where(isNull(subcontractingOrders.soNo))
    .orderBy(asc(purchaseOrders.poNo), asc(purchaseOrderItems.idx));
  const sos = await db
    .select({
      docNo: subcontractingOrders.soNo,
      date: subcontractingOrders.date,
      itemCode: subcontractingOrderItems.itemCode,
      supplier: subcontractingOrders.supplier,
    })
    .from(subcontractingOrders)
    .innerJoin(
      subcontractingOrderItems,
      eq(subcontractingOrderItems.parentNo, subcontractingOrders.soNo),
    )
    .orderBy(asc(subcontractingOrders.soNo), asc(subcontractingOrderItems.idx));
  return [
    ...cards.map((c) => ({ ...none, ...c, kind: 'jobCard' as const, workOrderNo: c.workOrderNo })),
    ...wos.map((w) => ({ ...none, ...w, kind: 'workOrder' as const, workOrderNo: w.docNo })),
    ...pos.map((p) => ({ ...none, ...p, kind: 'purchaseOrder' as const })),
    ...sos.map((s) => ({ ...none, ...s, kind: 'subcontractingOrder' as const })),
  ];
}

/** How many documents of a list sorted by date are dated on or before `day` (a prefix of it). */
export function openOn(list: readonly Source[], day: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid]?.date ?? '') <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
