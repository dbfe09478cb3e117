/** Read queries the inspection screens share, so a save can update exactly what they show. */
import { useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { callQuery } from '../../lib/rpc';
import { isoDay } from '../../lib/datePresets';
import { reportFound, type MistakeType } from '../../inspect/queries';

export type QiReport = CallOutput<Calls['getAllQIReportFromDB']>['rows'][number];
export type QiReportWithRolls = CallOutput<Calls['getQIReportWithRollsFromDB']>;
export type RollRow = QiReportWithRolls['rollRows'][number];
export type RollSheet = CallOutput<Calls['getQIReportFromERPNEXT']>;
export type MistakeRow = RollSheet['mistakes'][number];
export type MistakeMaster = MistakeType;

export const today = () => isoDay(new Date());

/** One roll's sheet (report header, roll, mistakes): what tapping, viewing and printing show. */
export const rollSheetQuery = (reportNo: string, rollNo: string) =>
  callQuery('getQIReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo });

/** The first page of the newest reports (the home screen's recent list, known table names). */
export const recentReportsQuery = () => callQuery('getAllQIReportFromDB', {});

/** The reports still being inspected on a day: the inspector's home screen. */
export const ongoingQuery = (date: string) =>
  callQuery('getOnGoingInspectionDetails', { jsonTodayDate: date });

export { mistakeMasterQuery } from '../../inspect/queries';

/** One report with its rolls, fetched by its number alone: what opening a report reads. */
export const oneReportQuery = (reportNo: string) =>
  callQuery('getQIReportWithRollsFromDB', { report_no: reportNo });

/** One report with its rolls; `notFound` when the server has no report of that number. */
export const useReport = (reportNo: string) => reportFound(useQuery(oneReportQuery(reportNo)));

// Shared with the knitting screens: it lives in lib/ now.
export { warm } from '../../lib/warm';
