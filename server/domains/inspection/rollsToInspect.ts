import { and, asc, eq, isNull, notExists, or, type SQL } from 'drizzle-orm';
import type { CallOutput, Calls } from '../../../contract';
import type { Stage } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { finishRolls, greigeRolls, qiReports, qiRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';

/** The contract caps the list: a supplier's year of deliveries is not a pick list. */
export const rollsToInspectLimit = 200;

type Head = Pick<
  typeof qiReports.$inferSelect,
  'stage' | 'status' | 'sourceKind' | 'sourceDocNo' | 'supplier' | 'itemCode'
>;

/**
 * The mirror's rolls of the report's source: a work order's rolls include those of its job cards
 * (each roll carries its work order); fabric straight from a supplier is matched by the supplier.
 * A report without its document names no rolls.
 */
function ofSource(r: Head): SQL | undefined {
  if (r.sourceKind === 'supplier')
    return r.supplier ? eq(greigeRolls.supplier, r.supplier) : undefined;
  if (!r.sourceDocNo) return undefined;
  if (r.sourceKind === 'workOrder') return eq(greigeRolls.workOrderNo, r.sourceDocNo);
  return and(eq(greigeRolls.sourceKind, r.sourceKind), eq(greigeRolls.sourceDocNo, r.sourceDocNo));
}

/**
 * A greige roll not yet inspected at the stage and on no open report's table. Every inspected
 * roll row names its greige roll, at either stage (qi_rolls_greige_idx).
 */
export const notInspectedAt = (db: Db, stage: Stage): SQL =>
  notExists(
    db
      .select({ reportNo: qiRolls.reportNo })
      .from(qiRolls)
      .where(
        and(
          eq(qiRolls.greigeRollNo, greigeRolls.rollNo),
          or(eq(qiRolls.stage, stage), eq(qiRolls.status, 'ongoing')),
        ),
      ),
  );

/**
 * Rolls an open report may take, for picking instead of typing: of its source and item, not yet
 * inspected at its stage and on no open report's table. At greige stage a roll already finished
 * is left out (it is inspected at finish stage); at finish stage a roll is named by its finish
 * number, or by its greige number when it has none yet (the screen's check creates it).
 */
export async function rollsToInspect(
  db: Db,
  reportNo: string,
): Promise<CallOutput<Calls['getRollsToInspectFromDB']>> {
  const [report] = await db
    .select({
      stage: qiReports.stage,
      status: qiReports.status,
      sourceKind: qiReports.sourceKind,
      sourceDocNo: qiReports.sourceDocNo,
      supplier: qiReports.supplier,
      itemCode: qiReports.itemCode,
    })
    .from(qiReports)
    .where(eq(qiReports.reportNo, reportNo));
  if (!report) throw badInput('jsonReportNo', `no QI report ${reportNo}`);
  const source = ofSource(report);
  if (report.status !== 'ongoing' || !source) return [];

  const rows = await db
    .select({
      greigeRollNo: greigeRolls.rollNo,
      finishRollNo: finishRolls.finishRollNo,
      kg: greigeRolls.kg,
      producedOn: greigeRolls.producedOn,
    })
    .from(greigeRolls)
    .leftJoin(finishRolls, eq(finishRolls.greigeRollNo, greigeRolls.rollNo))
    .where(
      and(
        source,
        eq(greigeRolls.itemCode, report.itemCode),
        report.stage === 'greige' ? isNull(finishRolls.finishRollNo) : undefined,
        notInspectedAt(db, report.stage),
      ),
    )
    .orderBy(asc(greigeRolls.rollNo))
    .limit(rollsToInspectLimit);
  return rows.map((r) => ({
    rollNo: report.stage === 'finish' ? (r.finishRollNo ?? r.greigeRollNo) : r.greigeRollNo,
    ...r,
  }));
}

export const rollsToInspectHandlers = {
  getRollsToInspectFromDB: async (ctx, { jsonReportNo }) => rollsToInspect(ctx.db, jsonReportNo),
} satisfies HandlerMap;
