/** Read queries the inspection screens share, so a save can update exactly what they show. */
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { ApiError, callQuery } from '../../lib/rpc';
import { isoDay } from '../../lib/datePresets';

export type QiReport = CallOutput<Calls['getAllQIReportFromDB']>['rows'][number];
export type QiReportWithRolls = CallOutput<Calls['getQIReportWithRollsFromDB']>;
export type RollRow = QiReportWithRolls['rollRows'][number];
export type RollSheet = CallOutput<Calls['getQIReportFromERPNEXT']>;
export type MistakeRow = RollSheet['mistakes'][number];
export type MistakeMaster = CallOutput<Calls['getMistakeDetailsFromDB']>[number];

export const today = () => isoDay(new Date());

/** One roll's sheet (report header, roll, mistakes): what tapping, viewing and printing show. */
export const rollSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQIReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

/** The first page of the newest reports (the home screen's recent list, known table names). */
export const recentReportsQuery = () => callQuery('getAllQIReportFromDB', {});

/** The reports still being inspected on a day: the inspector's home screen. */
export const ongoingQuery = (date: string) =>
  callQuery('getOnGoingInspectionDetails', { jsonTodayDate: date });

/** The defects an inspector can tap, with their default points: changes rarely. */
export const mistakeMasterQuery = () => callQuery('getMistakeDetailsFromDB', {});

/** One report with its rolls, fetched by its number alone: what opening a report reads. */
export const oneReportQuery = (reportNo: string) =>
  callQuery('getQIReportWithRollsFromDB', { report_no: reportNo });

/** One report with its rolls; `notFound` when the server has no report of that number. */
export function useReport(reportNo: string) {
  const query = useQuery(oneReportQuery(reportNo));
  const report = query.data;
  const notFound = !report && query.error instanceof ApiError && query.error.status === 404;
  return {
    report,
    // A failed refetch (offline) keeps showing the report it already has.
    error: report || notFound ? null : query.error,
    isPending: query.isPending,
    notFound,
  };
}

// Shared with the knitting screens: it lives in lib/ now.
export { warm } from '../../lib/warm';
