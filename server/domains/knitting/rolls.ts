import { eq } from 'drizzle-orm';
import { piecesPerKg } from '../../../rules';
import type { Db } from '../../db/client';
import { knitCcReports, knitCcRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput, notFound } from '../../http/errors';
import { assertOpen } from '../common/reports';
import { knitReportByNo, knitRollByNo, storedKnitRoll } from './columns';
import { knitReportFor, refreshKnitReport, reserveRollNo, seqOf } from './totals';

/** A bundle to save, whichever payload it came in, and the fields to name when refusing it. */
interface KnitRollSave {
  readonly reportNo: string;
  readonly rollNo?: string | undefined;
  readonly pieces: number;
  readonly kg: number;
  readonly remarks?: string | undefined;
  readonly clientId?: string | undefined;
}
type Paths = Record<'reportNo' | 'rollNo' | 'pieces', string>;

const label = 'Knitting report';

/**
 * Saves a bundle: a new one under a number the report reserved (or the next one, when the tablet
 * had none), or a correction of one the report already has. New rolls need an open report;
 * corrections are taken on a closed one too, and its totals follow.
 */
async function saveKnitRoll(db: Db, createdBy: string, r: KnitRollSave, paths: Paths) {
  if (r.clientId) {
    const [same] = await db
      .select({ rollNo: knitCcRolls.rollNo })
      .from(knitCcRolls)
      .where(eq(knitCcRolls.clientId, r.clientId));
    if (same) return storedKnitRoll(db, same.rollNo);
  }
  const report = await knitReportFor(db, r.reportNo, paths.reportNo);
  const existing = r.rollNo ? await knitRollByNo(db, r.rollNo) : undefined;
  if (existing) {
    if (existing.reportNo !== report.reportNo) {
      throw badInput(
        paths.rollNo,
        `roll ${existing.rollNo} belongs to knitting report ${existing.reportNo}`,
      );
    }
    if (r.pieces < existing.rejectedPieces) {
      throw badInput(
        paths.pieces,
        `must not be below the ${existing.rejectedPieces} pieces rejected`,
      );
    }
    await db
      .update(knitCcRolls)
      .set({
        pieces: r.pieces,
        kg: r.kg,
        piecesPerKg: piecesPerKg(r.pieces, r.kg),
        ...(r.remarks !== undefined ? { remarks: r.remarks || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(knitCcRolls.rollNo, existing.rollNo));
    await refreshKnitReport(db, report.reportNo);
    return storedKnitRoll(db, existing.rollNo);
  }
  assertOpen(report, label, paths.reportNo, 'rolls');
  let rollNo: string;
  let seq: number;
  if (r.rollNo) {
    const reserved = seqOf(report.reportNo, r.rollNo);
    if (reserved === null || reserved < 1 || reserved > report.lastRollSeq) {
      throw badInput(
        paths.rollNo,
        `${r.rollNo} is not a roll number reserved for knitting report ${report.reportNo}`,
      );
    }
    [rollNo, seq] = [r.rollNo, reserved];
  } else {
    ({ rollNo, seq } = await reserveRollNo(db, report.reportNo));
  }
  await db.insert(knitCcRolls).values({
    rollNo,
    reportNo: report.reportNo,
    seq,
    reportDate: report.date,
    pieces: r.pieces,
    kg: r.kg,
    piecesPerKg: piecesPerKg(r.pieces, r.kg),
    remarks: r.remarks || null,
    clientId: r.clientId ?? null,
    createdBy,
  });
  await refreshKnitReport(db, report.reportNo);
  return storedKnitRoll(db, rollNo);
}

const newPaths: Paths = {
  reportNo: 'jsonData.reportNo',
  rollNo: 'jsonData.rollNo',
  pieces: 'jsonData.pieces',
};

export const knitRollHandlers = {
  createKnitCCRollNoInDB: async (ctx, { jsonData: reportNo }) => {
    const report = await knitReportFor(ctx.db, reportNo, 'jsonData');
    assertOpen(report, label, 'jsonData', 'rolls');
    const { rollNo } = await reserveRollNo(ctx.db, report.reportNo);
    return { reportNo: report.reportNo, rollNo };
  },

  postKnitCCDataRoll: async (ctx, { jsonData }) =>
    saveKnitRoll(ctx.db, ctx.user.username, jsonData, newPaths),

  /** The first app's payload (contract: knitCCRollOldInput), saved like the new one. */
  postKnitCCDataRollOld: async (ctx, { jsonData: old }) =>
    saveKnitRoll(
      ctx.db,
      ctx.user.username,
      {
        reportNo: old.report_no,
        rollNo: old.roll_no,
        pieces: old.pieces,
        kg: old.weight,
        remarks: old.remarks,
      },
      { reportNo: 'jsonData.report_no', rollNo: 'jsonData.roll_no', pieces: 'jsonData.pieces' },
    ),

  /** The floor's count of a bundle: its pieces, and how many of them it rejected. */
  postKnitCollarCuffRollData: async (ctx, { jsonData: q }) => {
    if (q.clientId) {
      const [same] = await ctx.db
        .select({ rollNo: knitCcRolls.rollNo })
        .from(knitCcRolls)
        .where(eq(knitCcRolls.qualityClientId, q.clientId));
      if (same) return storedKnitRoll(ctx.db, same.rollNo);
    }
    const report = await knitReportFor(ctx.db, q.reportNo, 'jsonData.reportNo');
    const roll = await knitRollByNo(ctx.db, q.rollNo);
    if (!roll || roll.reportNo !== report.reportNo) {
      throw badInput('jsonData.rollNo', `roll ${q.rollNo} is not in knitting report ${q.reportNo}`);
    }
    await ctx.db
      .update(knitCcRolls)
      .set({
        pieces: q.pieces,
        rejectedPieces: q.rejectedPieces,
        piecesPerKg: piecesPerKg(q.pieces, roll.kg),
        ...(q.remarks !== undefined ? { remarks: q.remarks || null } : {}),
        qualityClientId: q.clientId ?? null,
        updatedAt: new Date(),
      })
      .where(eq(knitCcRolls.rollNo, roll.rollNo));
    await refreshKnitReport(ctx.db, report.reportNo);
    return storedKnitRoll(ctx.db, roll.rollNo);
  },

  /** Closes the report: it takes no new rolls; its totals are the sums of its rolls. */
  postKnitCCRollSummaryData: async (ctx, { jsonData: s }) => {
    if (s.clientId) {
      const [same] = await ctx.db
        .select({ reportNo: knitCcReports.reportNo })
        .from(knitCcReports)
        .where(eq(knitCcReports.summaryClientId, s.clientId));
      if (same) return stored(ctx.db, same.reportNo);
    }
    const report = await knitReportFor(ctx.db, s.reportNo, 'jsonData.reportNo');
    if (report.status !== 'ongoing') {
      throw badInput('jsonData.reportNo', `knitting report ${report.reportNo} is already closed`);
    }
    const rolls = await ctx.db.$count(knitCcRolls, eq(knitCcRolls.reportNo, report.reportNo));
    if (rolls === 0) {
      throw badInput('jsonData.reportNo', `knitting report ${report.reportNo} has no rolls yet`);
    }
    const now = new Date();
    await ctx.db
      .update(knitCcReports)
      .set({
        status: 'completed',
        completedAt: now,
        summaryClientId: s.clientId ?? null,
        ...(s.remarks !== undefined ? { remarks: s.remarks || null } : {}),
        updatedAt: now,
      })
      .where(eq(knitCcReports.reportNo, report.reportNo));
    await refreshKnitReport(ctx.db, report.reportNo);
    return stored(ctx.db, report.reportNo);
  },
} satisfies HandlerMap;

async function stored(db: Db, reportNo: string) {
  const report = await knitReportByNo(db, reportNo);
  if (!report) throw notFound(`No knitting report ${reportNo}.`);
  return report;
}
