import { eq, or } from 'drizzle-orm';
import type { KnitCCRollRow } from '../../../contract/main/knitting';
import type { Db } from '../../db/client';
import { ccFinishRolls, ccRolls, knitCcRolls } from '../../db/schema';
import { openReportHolding } from '../common/inspectionTables';
import type { RollProblem, RollVerdict } from '../inspection/knownRolls';
import { knitRollByNo, knitRolls } from '../knitting/columns';
import { inspectedAtStage } from '../inspection/reinspection';
import type { CcReportHead } from './guards';

/**
 * The greige collar & cuff rolls are the knitted bundles (knitting reports): what the ERP
 * calls check a CC roll number against, as fabric's check the mirror's greige rolls.
 */

/** A bundle by its own number or by its finish roll's number (a scanned finish label). */
export async function ccRollByAnyNo(db: Db, rollNo: string): Promise<KnitCCRollRow | undefined> {
  const [roll] = await knitRolls(
    db,
    or(eq(knitCcRolls.rollNo, rollNo), eq(ccFinishRolls.finishRollNo, rollNo)),
  );
  return roll;
}

/** The bundle behind the number a report of this stage inspects a roll under. */
async function rollAtStage(db: Db, stage: 'greige' | 'finish', rollNo: string) {
  if (stage === 'greige') return knitRollByNo(db, rollNo);
  const [roll] = await knitRolls(db, eq(ccFinishRolls.finishRollNo, rollNo));
  return roll;
}

export type CcRollVerdict =
  { ok: true; roll: KnitCCRollRow; message: string } | Extract<RollVerdict, { ok: false }>;

/**
 * Whether a CC roll number may join a report, by the same checks as fabric's: known at the
 * report's stage, not finished yet when inspecting greige, in no open report, of the report's item.
 */
export async function checkCcRollForReport(
  db: Db,
  report: CcReportHead,
  rollNo: string,
  /** Inspecting again on purpose (inspection/reinspection.ts): a result at this stage is no refusal. */
  opts: { reinspecting?: boolean } = {},
): Promise<CcRollVerdict> {
  const no = (problem: RollProblem, message: string, otherReportNo: string | null = null) =>
    ({ ok: false, problem, message, otherReportNo }) as const;
  const roll = await rollAtStage(db, report.stage, rollNo);
  if (!roll) {
    const other = await ccRollByAnyNo(db, rollNo);
    if (report.stage === 'finish' && other?.rollNo === rollNo) {
      return no(
        'notInErp',
        other.finishRollNo
          ? `${rollNo} is a greige CC roll; inspect it at finish stage as ${other.finishRollNo}.`
          : `${rollNo} is a greige CC roll without a finish roll yet; create its finish roll first.`,
      );
    }
    return no('notInErp', `CC roll ${rollNo} is not known to the ERP.`);
  }
  const heldBy = await openReportHolding(db, ccRolls, rollNo);
  if (heldBy === report.reportNo) {
    return no('alreadyInReport', `CC roll ${rollNo} is already in this report.`, heldBy);
  }
  if (heldBy) return no('inOtherReport', `CC roll ${rollNo} is in open report ${heldBy}.`, heldBy);
  // Counted once per stage, as fabric's rolls are (inspection/knownRolls.ts).
  const done = opts.reinspecting
    ? null
    : await inspectedAtStage(db, 'collarCuff', { greigeRollNo: roll.rollNo, stage: report.stage });
  if (done) {
    return no(
      'alreadyInspected',
      `CC roll ${rollNo} was already inspected at ${report.stage} stage in report ${done}.`,
      done,
    );
  }
  if (report.stage === 'greige' && roll.finishRollNo) {
    return no(
      'alreadyFinished',
      `Greige CC roll ${rollNo} is already finished as ${roll.finishRollNo}; inspect it at finish stage.`,
    );
  }
  if (roll.itemCode !== report.itemCode) {
    return no(
      'itemMismatch',
      `CC roll ${rollNo} is ${roll.itemName} (${roll.itemCode}); this report inspects ${report.itemCode}.`,
    );
  }
  return {
    ok: true,
    roll,
    message: `CC roll ${rollNo} (${roll.itemName}, ${roll.pieces - roll.rejectedPieces} pieces) can be inspected.`,
  };
}

/** The pieces a bundle passes on to inspection: those counted, less those knitting rejected. */
export const passedPieces = (roll: Pick<KnitCCRollRow, 'pieces' | 'rejectedPieces'>) =>
  roll.pieces - roll.rejectedPieces;
