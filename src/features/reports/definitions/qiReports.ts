/**
 * The fabric QI report lists of the seed, as report definitions: calls, filters and sort. What
 * their screens show (title, status names, columns) is in qiReportScreens.ts.
 */
import type { CallOutput, Calls } from '@contract';
import { reportFilterSchema, reportVariant, type ReportDefinition } from '../definition';

/** Derived from the contract: every QI list call answers rows of this shape. */
export type QiReportRow = CallOutput<Calls['getAllQIReportFromDB']>['rows'][number];

const qi = reportVariant<QiReportRow>();
const range = (r: { from: string; to: string }) => ({ jsonStartDate: r.from, jsonEndDate: r.to });
const none = () => ({});

const detail = (r: QiReportRow) => ({
  to: '/report-view-detail' as const,
  search: { reportNo: r.reportNo },
});

export const qiReportVariants = ['all', 'completed', 'inspectOk', 'inspectNotOk'] as const;
export type QiReportStatus = (typeof qiReportVariants)[number];

/** qi-report-view: reports in a date range, by status; "all" is the seed's AllData call. */
export const qiReportDefinition: ReportDefinition<QiReportRow> = {
  id: 'qi-report-view',
  variants: [
    qi({ value: 'all', call: 'getQIReportFromDBAllData', input: range, dated: true }),
    qi({ value: 'completed', call: 'getQIReportFromDBCompleted', input: range, dated: true }),
    qi({ value: 'inspectOk', call: 'getQIReportFromDBWithInspectOk', input: range, dated: true }),
    qi({
      value: 'inspectNotOk',
      call: 'getQIReportFromDBWithInspectNotOk',
      input: range,
      dated: true,
    }),
  ],
  filterSchema: reportFilterSchema(qiReportVariants, { preset: 'thisMonth', status: 'all' }),
  defaultSort: { key: 'date', desc: true },
  rowKey: (r) => r.reportNo,
  detail,
};

export const reportViewVariants = ['ongoing', 'recent', 'recentOk'] as const;
export type ReportViewStatus = (typeof reportViewVariants)[number];

/** report-view: ongoing reports to resume (by date) and the newest reports of every status. */
export const reportViewDefinition: ReportDefinition<QiReportRow> = {
  id: 'report-view',
  variants: [
    qi({ value: 'ongoing', call: 'getQIReportFromDB', input: range, dated: true }),
    qi({ value: 'recent', call: 'getAllQIReportFromDB', input: none, dated: false }),
    qi({
      value: 'recentOk',
      call: 'getAllQIReportFromDBWithInspectOk',
      input: none,
      dated: false,
    }),
  ],
  filterSchema: reportFilterSchema(reportViewVariants, { preset: 'thisWeek', status: 'ongoing' }),
  defaultSort: { key: 'date', desc: true },
  rowKey: (r) => r.reportNo,
  detail,
};
