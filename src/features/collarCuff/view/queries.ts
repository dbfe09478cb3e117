/** The reads of the collar & cuff report screens, so the home, list and detail share one cache. */
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { ApiError, callQuery } from '../../../lib/rpc';

export type CcReport = CallOutput<Calls['getAllQICCReportFromDB']>['rows'][number];
export type CcReportWithRolls = CallOutput<Calls['getQICCReportWithRollsFromDB']>;
export type CcRoll = CcReportWithRolls['rollRows'][number];
export type CcRollSheet = CallOutput<Calls['getQICCReportFromERPNEXT']>;
export type CcAql = NonNullable<CcReport['aql']>;

/** One CC report with its rolls, fetched by its number alone: what opening a report reads. */
export const oneCcReportQuery = (reportNo: string) =>
  callQuery('getQICCReportWithRollsFromDB', { report_no: reportNo });

/** One CC roll's sheet: its taps and its rejected pieces by defect. */
export const ccRollSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

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

/** One CC report with its rolls; `notFound` when the server has no report of that number. */
export function useCcReport(reportNo: string) {
  const query = useQuery(oneCcReportQuery(reportNo));
  const report = query.data;
  const notFound = !report && query.error instanceof ApiError && query.error.status === 404;
  // A failed refetch (offline) keeps showing the report it already has.
  return { report, error: report || notFound ? null : query.error, notFound };
}
