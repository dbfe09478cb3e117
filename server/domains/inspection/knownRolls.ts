import { eq, or, sql } from 'drizzle-orm';
import type { GreigeRoll, Stage } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { finishRolls, greigeRolls, items, qiRolls } from '../../db/schema';
import { openReportHolding } from '../common/inspectionTables';
import type { ReportHead } from './guards';
import { inspectedAtStage } from './reinspection';

/** Greige rolls of the ERP mirror with their finish roll, in the contract's `greigeRoll` shape. */
export const greigeRollColumns = {
  greigeRollNo: greigeRolls.rollNo,
  finishRollNo: finishRolls.finishRollNo,
  itemCode: greigeRolls.itemCode,
  itemName: items.itemName,
  kg: greigeRolls.kg,
  gsm: greigeRolls.gsm,
  widthCm: greigeRolls.widthCm,
  diaIn: greigeRolls.diaIn,
  machine: greigeRolls.machine,
  operator: greigeRolls.operator,
  shift: greigeRolls.shift,
  sourceKind: greigeRolls.sourceKind,
  sourceDocNo: greigeRolls.sourceDocNo,
  supplier: greigeRolls.supplier,
};

export const selectGreigeRolls = (db: Db) =>
  db
    .select(greigeRollColumns)
    .from(greigeRolls)
    .innerJoin(items, eq(items.itemCode, greigeRolls.itemCode))
    .leftJoin(finishRolls, eq(finishRolls.greigeRollNo, greigeRolls.rollNo))
    .$dynamic();

export async function greigeRollByNo(
  db: Db,
  greigeRollNo: string,
): Promise<GreigeRoll | undefined> {
  const [roll] = await selectGreigeRolls(db).where(eq(greigeRolls.rollNo, greigeRollNo));
  return roll;
}

/** A greige roll by its own number or by its finish roll's number (a scanned finish label). */
export async function greigeRollByAnyNo(db: Db, rollNo: string): Promise<GreigeRoll | undefined> {
  const [roll] = await selectGreigeRolls(db)
    .where(or(eq(greigeRolls.rollNo, rollNo), eq(finishRolls.finishRollNo, rollNo)))
    .orderBy(sql`${greigeRolls.rollNo} = ${rollNo} desc`)
    .limit(1);
  return roll;
}

/** The greige roll behind the number a report of this stage inspects a roll under. */
async function rollAtStage(db: Db, stage: Stage, rollNo: string) {
  if (stage === 'greige') return greigeRollByNo(db, rollNo);
  const [roll] = await selectGreigeRolls(db).where(eq(finishRolls.finishRollNo, rollNo));
  return roll;
}

/** The open report already holding a roll number, if any. */
export const openReportOf = (db: Db, rollNo: string) => openReportHolding(db, qiRolls, rollNo);

export type RollProblem =
  | 'notInErp'
  | 'alreadyInReport'
  | 'inOtherReport'
  | 'alreadyInspected'
  | 'alreadyFinished'
  | 'itemMismatch';

export type RollVerdict =
  | { ok: true; roll: GreigeRoll; message: string }
  | { ok: false; problem: RollProblem; message: string; otherReportNo: string | null };

/**
 * Whether a roll number may be added to a report: known to the ERP at the report's stage, not
 * finished yet when inspecting greige, in no open report, and of the report's item.
 */
export async function checkRollForReport(
  db: Db,
  report: ReportHead,
  rollNo: string,
  /** Inspecting again on purpose (reinspection.ts): a result at this stage is no refusal. */
  opts: { reinspecting?: boolean } = {},
): Promise<RollVerdict> {
  const no = (problem: RollProblem, message: string, otherReportNo: string | null = null) =>
    ({ ok: false, problem, message, otherReportNo }) as const;
  const roll = await rollAtStage(db, report.stage, rollNo);
  if (!roll) {
    const other = await greigeRollByAnyNo(db, rollNo);
    if (report.stage === 'finish' && other?.greigeRollNo === rollNo) {
      return no(
        'notInErp',
        other.finishRollNo
          ? `${rollNo} is a greige roll; inspect it at finish stage as ${other.finishRollNo}.`
          : `${rollNo} is a greige roll without a finish roll yet; create its finish roll first.`,
      );
    }
    return no('notInErp', `Roll ${rollNo} is not known to the ERP.`);
  }
  const heldBy = await openReportOf(db, rollNo);
  if (heldBy === report.reportNo) {
    return no('alreadyInReport', `Roll ${rollNo} is already in this report.`, heldBy);
  }
  if (heldBy) return no('inOtherReport', `Roll ${rollNo} is in open report ${heldBy}.`, heldBy);
  // Every dashboard and roll summary counts a roll once per stage: a second report of the same
  // stage would count it twice (the pick list leaves such rolls out for the same reason).
  const done = opts.reinspecting
    ? null
    : await inspectedAtStage(db, 'fabric', {
        greigeRollNo: roll.greigeRollNo,
        stage: report.stage,
      });
  if (done) {
    return no(
      'alreadyInspected',
      `Roll ${rollNo} was already inspected at ${report.stage} stage in report ${done}.`,
      done,
    );
  }
  if (report.stage === 'greige' && roll.finishRollNo) {
    return no(
      'alreadyFinished',
      `Greige roll ${rollNo} is already finished as ${roll.finishRollNo}; inspect it at finish stage.`,
    );
  }
  if (roll.itemCode !== report.itemCode) {
    return no(
      'itemMismatch',
      `Roll ${rollNo} is ${roll.itemName} (${roll.itemCode}); this report inspects ${report.itemCode}.`,
    );
  }
  return {
    ok: true,
    roll,
    message: `Roll ${rollNo} (${roll.itemName}, ${roll.kg} kg) can be inspected.`,
  };
}
