import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AqlResult,
  CcMistakeRow,
  CcReportRow,
  CcRollRow,
} from '../../../contract/main/collarCuff';
import { aqlPlan, type AqlValue, type InspectionLevel } from '../../../rules';
import type { Db } from '../../db/client';
import { ccMistakes, ccReports, ccRolls, items, mistakeTypes } from '../../db/schema';
import { withPhotos } from '../inspection/photos';

/** The contract's collar & cuff rows as Drizzle selections, so every call answers alike. */

const reportColumns = {
  reportNo: ccReports.reportNo,
  date: ccReports.date,
  stage: ccReports.stage,
  status: ccReports.status,
  verdict: ccReports.verdict,
  kind: ccReports.kind,
  sourceKind: ccReports.sourceKind,
  sourceDocNo: ccReports.sourceDocNo,
  supplier: ccReports.supplier,
  customer: ccReports.customer,
  knitReportNo: ccReports.knitReportNo,
  itemCode: ccReports.itemCode,
  itemName: items.itemName,
  colour: ccReports.colour,
  size: ccReports.size,
  lot: ccReports.lot,
  inspector: ccReports.inspector,
  tableName: ccReports.tableName,
  rolls: ccReports.rolls,
  lotPieces: ccReports.lotPieces,
  piecesChecked: ccReports.piecesChecked,
  piecesRejected: ccReports.piecesRejected,
  rejectPct: ccReports.rejectPct,
  kg: ccReports.kg,
  level: ccReports.aqlLevel,
  aql: ccReports.aql,
  accepted: ccReports.aqlAccepted,
  grade1Below: ccReports.grade1Below,
  grade3Above: ccReports.grade3Above,
  grade: ccReports.grade,
};

/**
 * The lot's plan, from the rules and the report's own level and AQL (the stored plan columns are
 * the same figures, kept for SQL), with what its pieces found so far.
 */
export function lotOf(r: {
  lotPieces: number;
  level: InspectionLevel;
  aql: AqlValue;
  piecesChecked: number;
  piecesRejected: number;
  accepted: boolean | null;
}): AqlResult | null {
  if (r.lotPieces < 1) return null;
  return {
    ...aqlPlan(r.lotPieces, r.level, r.aql),
    piecesChecked: r.piecesChecked,
    piecesRejected: r.piecesRejected,
    accepted: r.accepted,
  };
}

type StoredReport = Awaited<ReturnType<typeof selectCcReports>>[number];

export function toReportRow(r: StoredReport): CcReportRow {
  const { level, aql, accepted, grade1Below, grade3Above, ...row } = r;
  return {
    ...row,
    aql: lotOf({ ...r, level, aql, accepted }),
    gradeBand: { grade1Below, grade3Above },
  };
}

/** Reports with their item name; callers add the filter and the order. */
export const selectCcReports = (db: Db) =>
  db
    .select(reportColumns)
    .from(ccReports)
    .innerJoin(items, eq(items.itemCode, ccReports.itemCode))
    .$dynamic();

export async function ccReportRow(db: Db, reportNo: string): Promise<CcReportRow | undefined> {
  const [row] = await selectCcReports(db).where(eq(ccReports.reportNo, reportNo));
  return row && toReportRow(row);
}

export const ccRollColumns = {
  reportNo: ccRolls.reportNo,
  rollNo: ccRolls.rollNo,
  greigeRollNo: ccRolls.greigeRollNo,
  finishRollNo: ccRolls.finishRollNo,
  status: ccRolls.status,
  size: ccRolls.size,
  pieces: ccRolls.pieces,
  piecesChecked: ccRolls.piecesChecked,
  piecesRejected: ccRolls.piecesRejected,
  kg: ccRolls.kg,
  rejectPct: ccRolls.rejectPct,
  passed: ccRolls.passed,
  grade: ccRolls.grade,
  remarks: ccRolls.remarks,
};

export const ccRollKey = (reportNo: string, rollNo: string) =>
  and(eq(ccRolls.reportNo, reportNo), eq(ccRolls.rollNo, rollNo));

export async function findCcRoll(
  db: Db,
  reportNo: string,
  rollNo: string,
): Promise<CcRollRow | undefined> {
  const [roll] = await db.select(ccRollColumns).from(ccRolls).where(ccRollKey(reportNo, rollNo));
  return roll;
}

/** A roll the caller has just written, so it must exist. */
export async function storedCcRoll(db: Db, reportNo: string, rollNo: string): Promise<CcRollRow> {
  const roll = await findCcRoll(db, reportNo, rollNo);
  if (!roll) throw new Error(`CC roll ${rollNo} vanished from ${reportNo}`);
  return roll;
}

const mistakeColumns = {
  id: sql<string>`${ccMistakes.id}::text`,
  reportNo: ccMistakes.reportNo,
  rollNo: ccMistakes.rollNo,
  mistake: ccMistakes.mistake,
  mistakeTa: mistakeTypes.nameTa,
  pieces: ccMistakes.pieces,
  recordedBy: ccMistakes.createdBy,
  recordedAt: ccMistakes.createdAt,
  clientId: ccMistakes.clientId,
};

/**
 * Taps matching `where`, in the order they were made, each with its type's Tamil name and its
 * photos (one more query for all of them).
 */
export async function selectCcMistakes(db: Db, where: SQL | undefined): Promise<CcMistakeRow[]> {
  const rows = await db
    .select(mistakeColumns)
    .from(ccMistakes)
    .leftJoin(mistakeTypes, eq(mistakeTypes.name, ccMistakes.mistake))
    .where(where)
    .orderBy(ccMistakes.id);
  return withPhotos(
    db,
    'collarCuff',
    rows.map((m) => ({ ...m, recordedAt: m.recordedAt.toISOString() })),
  );
}

export const ccMistakesOfRoll = (db: Db, reportNo: string, rollNo: string) =>
  selectCcMistakes(db, and(eq(ccMistakes.reportNo, reportNo), eq(ccMistakes.rollNo, rollNo)));
