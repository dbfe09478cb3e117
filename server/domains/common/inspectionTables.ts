import { and, eq } from 'drizzle-orm';
import type { MistakeRef, Verdict } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import type {
  ccMistakes,
  ccReports,
  ccRolls,
  qiMistakes,
  qiReports,
  qiRolls,
} from '../../db/schema';
import { badInput } from '../../http/errors';

/**
 * Fabric (QI) and collar & cuff (QCC) inspection keep their reports, rolls and taps in tables
 * built from the same column groups (db/schema/inspection-columns.ts). What reads or writes only
 * those columns is written once here and handed the kind's tables.
 */

export type InspectionReports = typeof qiReports | typeof ccReports;
export type InspectedRolls = typeof qiRolls | typeof ccRolls;
export type RollMistakes = typeof qiMistakes | typeof ccMistakes;

/** What every save checks a report by: `label` names the kind in the refusal ("QI report"). */
export async function reportHeadIn(
  db: Db,
  reports: InspectionReports,
  label: string,
  reportNo: string,
  path: string,
) {
  const [report] = await db
    .select({
      reportNo: reports.reportNo,
      date: reports.date,
      stage: reports.stage,
      status: reports.status,
      itemCode: reports.itemCode,
    })
    .from(reports)
    .where(eq(reports.reportNo, reportNo));
  if (!report) throw badInput(path, `no ${label} ${reportNo}`);
  return report;
}

/** The open report already holding a roll number, if any. */
export async function openReportHolding(
  db: Db,
  rolls: InspectedRolls,
  rollNo: string,
): Promise<string | null> {
  const [held] = await db
    .select({ reportNo: rolls.reportNo })
    .from(rolls)
    .where(and(eq(rolls.rollNo, rollNo), eq(rolls.status, 'ongoing')));
  return held?.reportNo ?? null;
}

/**
 * Ends a report with what the inspector said, and its rolls with it: a roll's status copies its
 * report's, and only an ongoing roll holds its number on a table. The caller rescores next, which
 * stores the report's verdict.
 */
export async function completeReportIn(
  db: Db,
  tables: { reports: InspectionReports; rolls: InspectedRolls },
  reportNo: string,
  inspectorVerdict: Verdict | null,
  at: Date,
): Promise<void> {
  await db
    .update(tables.reports)
    .set({ status: 'completed', inspectorVerdict, completedAt: at })
    .where(eq(tables.reports.reportNo, reportNo));
  await db
    .update(tables.rolls)
    .set({ status: 'completed' })
    .where(eq(tables.rolls.reportNo, reportNo));
}

/** The tap a ref names, on the roll it names: by server id or by the clientId it was made with. */
export const mistakeRefIn = (mistakes: RollMistakes, ref: MistakeRef) =>
  and(
    eq(mistakes.reportNo, ref.reportNo),
    eq(mistakes.rollNo, ref.rollNo),
    ref.id !== undefined ? eq(mistakes.id, Number(ref.id)) : undefined,
    ref.clientId !== undefined ? eq(mistakes.clientId, ref.clientId) : undefined,
  );
