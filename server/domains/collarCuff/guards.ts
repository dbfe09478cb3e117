import type { Db } from '../../db/client';
import { ccReports } from '../../db/schema';
import { badInput } from '../../http/errors';
import { reportHeadIn } from '../common/inspectionTables';
import { assertOpen } from '../common/reports';
import { findCcRoll } from './columns';

/** Checks every CC save makes before it writes: a report or roll that is not there is bad input. */

export const ccReportFor = (db: Db, reportNo: string, path: string) =>
  reportHeadIn(db, ccReports, 'CC QI report', reportNo, path);

export type CcReportHead = Awaited<ReturnType<typeof ccReportFor>>;

export const openCcReportFor = async (db: Db, reportNo: string, path: string) =>
  assertOpen(await ccReportFor(db, reportNo, path), 'CC QI report', path, 'rolls or taps');

export async function ccRollFor(db: Db, reportNo: string, rollNo: string, path: string) {
  const roll = await findCcRoll(db, reportNo, rollNo);
  if (!roll) throw badInput(path, `roll ${rollNo} is not in CC QI report ${reportNo}`);
  return roll;
}
