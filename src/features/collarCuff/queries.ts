/** The reads of the collar & cuff screens; keys are the calls', shared with any screen. */
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { reportFound, type MistakeType } from '../../inspect/queries';
import { callQuery } from '../../lib/rpc';

export type CcRollSheet = CallOutput<Calls['getQICCReportFromERPNEXT']>;
export type CcReport = CcRollSheet['report'];
export type CcRoll = CcRollSheet['roll'];
export type CcTap = CcRollSheet['mistakes'][number];
export type CcAql = NonNullable<CcReport['aql']>;
export type CcReportWithRolls = CallOutput<Calls['getQICCReportWithRollsFromDB']>;
export type KnitReport = CallOutput<Calls['getKnitCCReportFromDB']>['rows'][number];
export type KnitBundle = CallOutput<Calls['getSpecifiedKnitCCReportRollsFromDB']>[number];
export type { MistakeType };

/** One CC roll's sheet: the lot (report) with its plan, the roll, and every tap on it. */
export const ccSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

/** One CC report (lot) with its rolls, by its number alone: what opening a report reads. */
export const ccLotQuery = (reportNo: string) =>
  callQuery('getQICCReportWithRollsFromDB', { report_no: reportNo });

/** One CC report with its rolls; `notFound` when the server has no report of that number. */
export const useCcReport = (reportNo: string) => reportFound(useQuery(ccLotQuery(reportNo)));

/** A day's lots fit one page of the largest size: the home screen sums them all. */
const DAY_PAGE = 200;

/** The CC reports still on the tables on a day: the CC inspector's home. */
export const ccOngoingQuery = (date: string) =>
  callQuery('getOnGoingCCInspectionDetails', { jsonTodayDate: date, limit: DAY_PAGE });

/** The CC reports of a day that are completed. */
export const ccCompletedQuery = (date: string) =>
  callQuery('getQICCReportFromDBCompleted', {
    jsonStartDate: date,
    jsonEndDate: date,
    limit: DAY_PAGE,
  });

/** The newest knitting reports: what a lot is started from. */
export const knitReportsQuery = () => callQuery('getKnitCCReportFromDB', {});

/** The bundles of one knitting report. */
export const knitBundlesQuery = (reportNo: string) =>
  callQuery('getSpecifiedKnitCCReportRollsFromDB', { jsonData: reportNo });

/** The newest CC reports, to tell which knitting reports already have a lot. */
export const recentLotsQuery = () => callQuery('getAllQICCReportFromDB', {});

/** The mill's level, AQL and grade band, with items' and customers' own. */
export const ccRulesQuery = () => callQuery('getCollarCuffRules', {});

/** The mistake master (every kind's); the collar & cuff screens keep the types for collar & cuff or both. */
export { mistakeMasterQuery } from '../../inspect/queries';

/** The defect types an inspector taps on collars and cuffs, in the master's order. */
export const ccMistakeTypes = (master: readonly MistakeType[]): MistakeType[] =>
  master
    .filter((t) => t.active && (t.appliesTo === 'collarCuff' || t.appliesTo === 'both'))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

// Loaders warm the cache but never fail the route: lib/warm.ts, shared with every domain.
export { warm } from '../../lib/warm';
