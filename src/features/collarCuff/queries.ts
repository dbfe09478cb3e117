/** The reads of the collar & cuff inspection screens; keys are the calls', shared with any screen. */
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../lib/rpc';

export type CcRollSheet = CallOutput<Calls['getQICCReportFromERPNEXT']>;
export type CcReport = CcRollSheet['report'];
export type CcRoll = CcRollSheet['roll'];
export type CcTap = CcRollSheet['mistakes'][number];
export type CcAql = NonNullable<CcReport['aql']>;
export type CcReportWithRolls = CallOutput<Calls['getQICCReportWithRollsFromDB']>;
export type KnitReport = CallOutput<Calls['getKnitCCReportFromDB']>['rows'][number];
export type KnitBundle = CallOutput<Calls['getSpecifiedKnitCCReportRollsFromDB']>[number];
export type MistakeType = CallOutput<Calls['getMistakeDetailsFromDB']>[number];

/** One CC roll's sheet: the lot (report) with its plan, the roll, and every tap on it. */
export const ccSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

/** One CC report (lot) with its rolls. */
export const ccLotQuery = (reportNo: string) =>
  callQuery('getQICCReportWithRollsFromDB', { report_no: reportNo });

/** The newest knitting reports: what a lot is started from. */
export const knitReportsQuery = () => callQuery('getKnitCCReportFromDB', {});

/** The bundles of one knitting report. */
export const knitBundlesQuery = (reportNo: string) =>
  callQuery('getSpecifiedKnitCCReportRollsFromDB', { jsonData: reportNo });

/** The newest CC reports, to tell which knitting reports already have a lot. */
export const recentLotsQuery = () => callQuery('getAllQICCReportFromDB', {});

/** The mill's level, AQL and grade band, with items' and customers' own. */
export const ccRulesQuery = () => callQuery('getCollarCuffRules', {});

/** The mistake master; the collar & cuff screens keep the types for collar & cuff or both. */
export const mistakeMasterQuery = () => callQuery('getMistakeDetailsFromDB', {});

/** The defect types an inspector taps on collars and cuffs, in the master's order. */
export const ccMistakeTypes = (master: readonly MistakeType[]): MistakeType[] =>
  master
    .filter((t) => t.active && (t.appliesTo === 'collarCuff' || t.appliesTo === 'both'))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/** Loaders warm the cache but never fail the route: the screen shows a failed call as an error. */
export const warm = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );
