import { eq, sql } from 'drizzle-orm';
import { piecesPerKg } from '../../../rules';
import type { Db } from '../../db/client';
import { knitCcReports, knitCcRolls } from '../../db/schema';
import { badInput } from '../../http/errors';

/** A knitting report's head as the saves check it; a number that names none is bad input. */
export async function knitReportFor(db: Db, reportNo: string, path: string) {
  const [report] = await db
    .select({
      reportNo: knitCcReports.reportNo,
      date: knitCcReports.date,
      status: knitCcReports.status,
      lastRollSeq: knitCcReports.lastRollSeq,
    })
    .from(knitCcReports)
    .where(eq(knitCcReports.reportNo, reportNo));
  if (!report) throw badInput(path, `no knitting report ${reportNo}`);
  return report;
}

/** The roll number `seq` of a knitting report: `KCC-20260112-0003-02`. */
export const knitRollNo = (reportNo: string, seq: number): string =>
  `${reportNo}-${String(seq).padStart(2, '0')}`;

/** The sequence number a roll number carries for this report, or null when it is not of it. */
export function seqOf(reportNo: string, rollNo: string): number | null {
  const head = `${reportNo}-`;
  if (!rollNo.startsWith(head)) return null;
  const tail = rollNo.slice(head.length);
  return /^\d{2,4}$/.test(tail) ? Number(tail) : null;
}

/** Hands out the report's next roll number; the update locks the report until the save ends. */
export async function reserveRollNo(
  db: Db,
  reportNo: string,
): Promise<{ rollNo: string; seq: number }> {
  const [row] = await db
    .update(knitCcReports)
    .set({ lastRollSeq: sql`${knitCcReports.lastRollSeq} + 1`, updatedAt: new Date() })
    .where(eq(knitCcReports.reportNo, reportNo))
    .returning({ seq: knitCcReports.lastRollSeq });
  if (!row) throw new Error(`reserveRollNo: no knitting report ${reportNo}`);
  return { rollNo: knitRollNo(reportNo, row.seq), seq: row.seq };
}

/**
 * Sums the report's rolls in SQL and stores its totals and pieces per kg. Every save that
 * touches a knitted roll ends here, so a report's figures always come from its rolls.
 */
export async function refreshKnitReport(db: Db, reportNo: string): Promise<void> {
  await db
    .select({ no: knitCcReports.reportNo })
    .from(knitCcReports)
    .where(eq(knitCcReports.reportNo, reportNo))
    .for('no key update');
  const [t] = await db
    .select({
      rolls: sql<number>`count(*)::int`,
      pieces: sql<number>`coalesce(sum(${knitCcRolls.pieces}), 0)::int`,
      rejected: sql<number>`coalesce(sum(${knitCcRolls.rejectedPieces}), 0)::int`,
      kg: sql<number>`coalesce(sum(${knitCcRolls.kg}), 0)`.mapWith(Number),
    })
    .from(knitCcRolls)
    .where(eq(knitCcRolls.reportNo, reportNo));
  const totals = t ?? { rolls: 0, pieces: 0, rejected: 0, kg: 0 };
  const kg = Math.round(totals.kg * 1000) / 1000;
  await db
    .update(knitCcReports)
    .set({
      rolls: totals.rolls,
      pieces: totals.pieces,
      rejectedPieces: totals.rejected,
      kg,
      piecesPerKg: piecesPerKg(totals.pieces, kg),
      updatedAt: new Date(),
    })
    .where(eq(knitCcReports.reportNo, reportNo));
}
