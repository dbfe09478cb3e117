import { and, eq, sql } from 'drizzle-orm';
import type { MistakeRow, RollRow } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { items, mistakeTypes, qiMistakes, qiReports, qiRolls } from '../../db/schema';
import { withPhotos } from './photos';

/** The contract's row shapes as Drizzle selections, so every call answers the same columns. */

export const reportColumns = {
  reportNo: qiReports.reportNo,
  date: qiReports.date,
  stage: qiReports.stage,
  status: qiReports.status,
  verdict: qiReports.verdict,
  sourceKind: qiReports.sourceKind,
  sourceDocNo: qiReports.sourceDocNo,
  supplier: qiReports.supplier,
  itemCode: qiReports.itemCode,
  itemName: items.itemName,
  colour: qiReports.colour,
  lot: qiReports.lot,
  inspector: qiReports.inspector,
  tableName: qiReports.tableName,
  rolls: qiReports.rolls,
  totalKg: qiReports.totalKg,
  totalPoints: qiReports.totalPoints,
  points100m2: qiReports.points100m2,
  grade: qiReports.grade,
};

/** Reports with their item name; callers add the filter and order. */
export const selectReports = (db: Db) =>
  db
    .select(reportColumns)
    .from(qiReports)
    .innerJoin(items, eq(items.itemCode, qiReports.itemCode))
    .$dynamic();

export const rollColumns = {
  reportNo: qiRolls.reportNo,
  rollNo: qiRolls.rollNo,
  greigeRollNo: qiRolls.greigeRollNo,
  finishRollNo: qiRolls.finishRollNo,
  itemCode: qiRolls.itemCode,
  status: qiRolls.status,
  kg: qiRolls.kg,
  gsmSpec: qiRolls.gsmSpec,
  gsmTolerancePct: qiRolls.gsmTolerancePct,
  gsmMeasured: qiRolls.gsmMeasured,
  widthSpecCm: qiRolls.widthSpecCm,
  widthMeasuredCm: qiRolls.widthMeasuredCm,
  lengthM: qiRolls.lengthM,
  shade: qiRolls.shade,
  remarks: qiRolls.remarks,
  operator: qiRolls.operator,
  machine: qiRolls.machine,
  mistakes: qiRolls.mistakes,
  points: qiRolls.points,
  points100m2: qiRolls.points100m2,
  points100yd2: qiRolls.points100yd2,
  grade: qiRolls.grade,
};

export const rollKey = (reportNo: string, rollNo: string) =>
  and(eq(qiRolls.reportNo, reportNo), eq(qiRolls.rollNo, rollNo));

export async function findRoll(db: Db, reportNo: string, rollNo: string) {
  const [roll] = await db.select(rollColumns).from(qiRolls).where(rollKey(reportNo, rollNo));
  return roll;
}

/** A roll the caller has just written, so it must exist. */
export async function storedRoll(db: Db, reportNo: string, rollNo: string): Promise<RollRow> {
  const roll = await findRoll(db, reportNo, rollNo);
  if (!roll) throw new Error(`roll ${rollNo} vanished from ${reportNo}`);
  return roll;
}

const mistakeColumns = {
  id: sql<string>`${qiMistakes.id}::text`,
  reportNo: qiMistakes.reportNo,
  rollNo: qiMistakes.rollNo,
  mistake: qiMistakes.mistake,
  mistakeTa: mistakeTypes.nameTa,
  points: qiMistakes.scoredPoints,
  enteredPoints: qiMistakes.points,
  lengthMm: qiMistakes.lengthMm,
  continuousM: qiMistakes.continuousM,
  positionM: qiMistakes.positionM,
  recordedBy: qiMistakes.createdBy,
  recordedAt: qiMistakes.createdAt,
  clientId: qiMistakes.clientId,
};

type StoredMistake = Omit<MistakeRow, 'recordedAt'> & { recordedAt: Date };
const toMistakeRow = (m: StoredMistake): MistakeRow => ({
  ...m,
  recordedAt: m.recordedAt.toISOString(),
});

/**
 * Mistakes matching `where`, in the order they were tapped, each with its type's Tamil name and
 * its photos (one more query for all of them).
 */
export async function selectMistakes(db: Db, where: ReturnType<typeof and>): Promise<MistakeRow[]> {
  const rows = await db
    .select(mistakeColumns)
    .from(qiMistakes)
    .leftJoin(mistakeTypes, eq(mistakeTypes.name, qiMistakes.mistake))
    .where(where)
    .orderBy(qiMistakes.id);
  return withPhotos(db, 'fabric', rows.map(toMistakeRow));
}

export const mistakesOfRoll = (db: Db, reportNo: string, rollNo: string) =>
  selectMistakes(db, and(eq(qiMistakes.reportNo, reportNo), eq(qiMistakes.rollNo, rollNo)));
