/** Read queries the inspection screens share, so a save can update exactly what they show. */
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../lib/rpc';
import { isoDay } from '../../lib/datePresets';

export type QiReport = CallOutput<Calls['getAllQIReportFromDB']>[number];
export type QiReportWithRolls = CallOutput<Calls['getQIReportFromDBAllData']>[number];
export type RollRow = QiReportWithRolls['rollRows'][number];
export type RollSheet = CallOutput<Calls['getQIReportFromERPNEXT']>;
export type MistakeRow = RollSheet['mistakes'][number];
export type MistakeMaster = CallOutput<Calls['getMistakeDetailsFromDB']>[number];

export const today = () => isoDay(new Date());

/** One roll's sheet (report header, roll, mistakes): what tapping, viewing and printing show. */
export const rollSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQIReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

/** The newest reports; used to find a report's date when a link carries only its number. */
export const recentReportsQuery = () => callQuery('getAllQIReportFromDB', {});

const dayReportsQuery = (date: string) =>
  callQuery('getQIReportFromDBAllData', { jsonStartDate: date, jsonEndDate: date });

/**
 * One report with its rolls. The contract reads reports by date, so the report's day comes from
 * the link or, failing that, from the newest reports list.
 */
export function useReport(reportNo: string, date?: string) {
  const recent = useQuery({ ...recentReportsQuery(), enabled: !date });
  const day = date ?? recent.data?.find((r) => r.reportNo === reportNo)?.date;
  const reports = useQuery({ ...dayReportsQuery(day ?? today()), enabled: !!day });
  const report = reports.data?.find((r) => r.reportNo === reportNo);
  const notFound = (!date && recent.isSuccess && !day) || (reports.isSuccess && !report);
  return {
    report,
    // A failed refetch (offline) keeps showing the report it already has.
    error: report ? null : (recent.error ?? reports.error),
    isPending: !notFound && !report && !(recent.isError || reports.isError),
    notFound,
  };
}

export const reportQueryKeyOfDay = (date: string) => dayReportsQuery(date).queryKey;

/** Loaders warm the cache but never fail the route: the screen shows a failed call as an error. */
export const warm = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );
