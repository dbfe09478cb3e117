import type { Db } from '../../db/client';
import { qiReports } from '../../db/schema';
import { badInput } from '../../http/errors';
import { reportHeadIn } from '../common/inspectionTables';
import { assertOpen } from '../common/reports';
import { findRoll } from './columns';

/**
 * Checks every save makes before it writes. A report or roll named in a payload that does not
 * exist is bad input (400 naming the field), like any other wrong value typed or scanned.
 */

export const reportFor = (db: Db, reportNo: string, path: string) =>
  reportHeadIn(db, qiReports, 'QI report', reportNo, path);

export type ReportHead = Awaited<ReturnType<typeof reportFor>>;

/** A report that still takes rolls and mistakes: completed reports are closed. */
export async function openReportFor(db: Db, reportNo: string, path: string): Promise<ReportHead> {
  return assertOpen(await reportFor(db, reportNo, path), 'QI report', path);
}

export async function rollFor(db: Db, reportNo: string, rollNo: string, path: string) {
  const roll = await findRoll(db, reportNo, rollNo);
  if (!roll) throw badInput(path, `roll ${rollNo} is not in QI report ${reportNo}`);
  return roll;
}
