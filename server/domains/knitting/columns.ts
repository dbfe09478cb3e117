import { asc, eq, type SQL } from 'drizzle-orm';
import type { KnitCCReportRow, KnitCCRollRow } from '../../../contract/main/knitting';
import type { Db } from '../../db/client';
import { ccFinishRolls, items, knitCcReports, knitCcRolls } from '../../db/schema';

/** The contract's knitting rows as Drizzle selections, so every call answers the same columns. */

export const knitReportColumns = {
  reportNo: knitCcReports.reportNo,
  date: knitCcReports.date,
  machine: knitCcReports.machine,
  operator: knitCcReports.operator,
  shift: knitCcReports.shift,
  itemCode: knitCcReports.itemCode,
  itemName: items.itemName,
  kind: knitCcReports.kind,
  colour: knitCcReports.colour,
  size: knitCcReports.size,
  jobCardNo: knitCcReports.jobCardNo,
  status: knitCcReports.status,
  rolls: knitCcReports.rolls,
  pieces: knitCcReports.pieces,
  rejectedPieces: knitCcReports.rejectedPieces,
  kg: knitCcReports.kg,
  piecesPerKg: knitCcReports.piecesPerKg,
  remarks: knitCcReports.remarks,
};

export const selectKnitReports = (db: Db) =>
  db
    .select(knitReportColumns)
    .from(knitCcReports)
    .innerJoin(items, eq(items.itemCode, knitCcReports.itemCode))
    .$dynamic();

export async function knitReportByNo(
  db: Db,
  reportNo: string,
): Promise<KnitCCReportRow | undefined> {
  const [report] = await selectKnitReports(db).where(eq(knitCcReports.reportNo, reportNo));
  return report;
}

const knitRollColumns = {
  reportNo: knitCcRolls.reportNo,
  rollNo: knitCcRolls.rollNo,
  date: knitCcReports.date,
  machine: knitCcReports.machine,
  operator: knitCcReports.operator,
  shift: knitCcReports.shift,
  itemCode: knitCcReports.itemCode,
  itemName: items.itemName,
  kind: knitCcReports.kind,
  colour: knitCcReports.colour,
  size: knitCcReports.size,
  jobCardNo: knitCcReports.jobCardNo,
  pieces: knitCcRolls.pieces,
  rejectedPieces: knitCcRolls.rejectedPieces,
  kg: knitCcRolls.kg,
  piecesPerKg: knitCcRolls.piecesPerKg,
  remarks: knitCcRolls.remarks,
  finishRollNo: ccFinishRolls.finishRollNo,
  createdAt: knitCcRolls.createdAt,
};

/** Knitted rolls matching `where`, in the order they were numbered, as the contract's row. */
export async function knitRolls(db: Db, where: SQL | undefined): Promise<KnitCCRollRow[]> {
  const rows = await db
    .select(knitRollColumns)
    .from(knitCcRolls)
    .innerJoin(knitCcReports, eq(knitCcReports.reportNo, knitCcRolls.reportNo))
    .innerJoin(items, eq(items.itemCode, knitCcReports.itemCode))
    .leftJoin(ccFinishRolls, eq(ccFinishRolls.greigeRollNo, knitCcRolls.rollNo))
    .where(where)
    .orderBy(asc(knitCcRolls.reportNo), asc(knitCcRolls.seq));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function knitRollByNo(db: Db, rollNo: string): Promise<KnitCCRollRow | undefined> {
  const [roll] = await knitRolls(db, eq(knitCcRolls.rollNo, rollNo));
  return roll;
}

/** A roll the caller has just written, so it must exist. */
export async function storedKnitRoll(db: Db, rollNo: string): Promise<KnitCCRollRow> {
  const roll = await knitRollByNo(db, rollNo);
  if (!roll) throw new Error(`knitted roll ${rollNo} vanished`);
  return roll;
}
