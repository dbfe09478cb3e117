/** The fabric QI report lists of the seed, as report definitions. */
import type { CallOutput, Calls } from '@contract';
import {
  reportFilterSchema,
  reportVariant,
  type ReportColumn,
  type ReportDefinition,
} from '../definition';

/** Derived from the contract: every QI list call answers rows of this shape. */
export type QiReportRow = CallOutput<Calls['getAllQIReportFromDB']>['rows'][number];

const qi = reportVariant<QiReportRow>();
const range = (r: { from: string; to: string }) => ({ jsonStartDate: r.from, jsonEndDate: r.to });
const none = () => ({});

const verdictText = (r: QiReportRow) =>
  r.status === 'ongoing'
    ? 'Ongoing'
    : r.verdict === 'inspectOk'
      ? 'Inspect OK'
      : r.verdict === 'inspectNotOk'
        ? 'Inspect not OK'
        : 'Completed';

const columns: readonly ReportColumn<QiReportRow>[] = [
  { key: 'reportNo', label: 'Report', format: 'text', width: 1.9 },
  { key: 'date', label: 'Date', format: 'date', width: 1.3 },
  { key: 'stage', label: 'Stage', format: 'text', width: 0.8 },
  { key: 'itemName', label: 'Item', format: 'text', width: 1.8 },
  { key: 'supplier', label: 'Supplier', format: 'text', width: 1.3 },
  { key: 'rolls', label: 'Rolls', format: 'number', width: 0.7 },
  { key: 'totalKg', label: 'Kg', format: 'kg', width: 1.1 },
  { key: 'points100m2', label: 'Pts/100 m²', format: 'number', width: 1.1 },
  { key: 'grade', label: 'Grade', format: 'grade', width: 1.1 },
  { key: 'verdict', label: 'Status', format: 'text', width: 1.5, display: verdictText },
];

const detail = (r: QiReportRow) => ({
  to: '/report-view-detail' as const,
  search: { reportNo: r.reportNo },
});

export const qiReportVariants = ['all', 'completed', 'inspectOk', 'inspectNotOk'] as const;

/** qi-report-view: reports in a date range, by status; "all" is the seed's AllData call. */
export const qiReportDefinition: ReportDefinition<QiReportRow> = {
  id: 'qi-report-view',
  title: 'QI Fabric Reports',
  variants: [
    qi({ value: 'all', label: 'All', call: 'getQIReportFromDBAllData', input: range, dated: true }),
    qi({
      value: 'completed',
      label: 'Completed',
      call: 'getQIReportFromDBCompleted',
      input: range,
      dated: true,
    }),
    qi({
      value: 'inspectOk',
      label: 'Inspect OK',
      call: 'getQIReportFromDBWithInspectOk',
      input: range,
      dated: true,
    }),
    qi({
      value: 'inspectNotOk',
      label: 'Inspect not OK',
      call: 'getQIReportFromDBWithInspectNotOk',
      input: range,
      dated: true,
    }),
  ],
  filterSchema: reportFilterSchema(qiReportVariants, { preset: 'thisMonth', status: 'all' }),
  columns,
  defaultSort: { key: 'date', desc: true },
  rowKey: (r) => r.reportNo,
  detail,
};

/** report-view: ongoing reports to resume (by date) and the newest reports of every status. */
export const reportViewDefinition: ReportDefinition<QiReportRow> = {
  id: 'report-view',
  title: 'Inspection Reports',
  variants: [
    qi({
      value: 'ongoing',
      label: 'Ongoing',
      call: 'getQIReportFromDB',
      input: range,
      dated: true,
    }),
    qi({
      value: 'recent',
      label: 'Newest',
      call: 'getAllQIReportFromDB',
      input: none,
      dated: false,
    }),
    qi({
      value: 'recentOk',
      label: 'Newest OK',
      call: 'getAllQIReportFromDBWithInspectOk',
      input: none,
      dated: false,
    }),
  ],
  filterSchema: reportFilterSchema(['ongoing', 'recent', 'recentOk'], {
    preset: 'thisWeek',
    status: 'ongoing',
  }),
  columns,
  defaultSort: { key: 'date', desc: true },
  rowKey: (r) => r.reportNo,
  detail,
};
