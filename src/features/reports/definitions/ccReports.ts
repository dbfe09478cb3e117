/**
 * The collar & cuff QI report list of the seed (qi-ccreport-view) as a report definition: calls,
 * filters and sort, for the same engine as fabric's lists. What its screen shows is in
 * ccReportScreens.ts.
 */
import type { CallOutput, Calls } from '@contract';
import { reportFilterSchema, reportVariant, type ReportDefinition } from '../definition';

/** Derived from the contract: every CC list call answers rows of this shape. */
export type CcReportListRow = CallOutput<Calls['getAllQICCReportFromDB']>['rows'][number];

const cc = reportVariant<CcReportListRow>();
const range = (r: { from: string; to: string }) => ({ jsonStartDate: r.from, jsonEndDate: r.to });

export const ccReportVariants = ['all', 'completed', 'inspectOk', 'inspectNotOk'] as const;
export type CcReportStatus = (typeof ccReportVariants)[number];

/** qi-ccreport-view: CC reports in a date range, by status; "all" is the seed's AllData call. */
export const ccReportDefinition: ReportDefinition<CcReportListRow> = {
  id: 'qi-ccreport-view',
  variants: [
    cc({ value: 'all', call: 'getQICCReportFromDBAllData', input: range, dated: true }),
    cc({ value: 'completed', call: 'getQICCReportFromDBCompleted', input: range, dated: true }),
    cc({
      value: 'inspectOk',
      call: 'getQICCReportFromDBWithInspectOk',
      input: range,
      dated: true,
    }),
    cc({
      value: 'inspectNotOk',
      call: 'getQICCReportFromDBWithInspectNotOk',
      input: range,
      dated: true,
    }),
  ],
  filterSchema: reportFilterSchema(ccReportVariants, { preset: 'thisMonth', status: 'all' }),
  defaultSort: { key: 'date', desc: true },
  rowKey: (r) => r.reportNo,
  detail: (r) => ({ to: '/cc-report-view-detail', search: { reportNo: r.reportNo } }),
};
