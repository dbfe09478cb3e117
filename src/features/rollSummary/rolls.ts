/**
 * The roll summaries as data: which call answers a grade (with or without dates) or a document,
 * the rows' columns, and the totals. A grade's two calls are a table, not code in the screen.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import type { TableColumn } from '../../components/table/columns';
import { m } from '../../i18n';
import type { DateRange } from '../../lib/datePresets';
import { callKey, rpc } from '../../lib/rpc';

export type RollRow = CallOutput<Calls['getGradeNo1RollReportFromERPNEXT']>[number];
export type RollReportSummary = CallOutput<Calls['getRollReportSummaryJobCardWiseFromERPNext']>;

export const grades = ['1', '2', '3'] as const;
export type GradeChoice = (typeof grades)[number];

/** Each grade's calls: its newest rolls whatever their date, and its rolls produced in a range. */
const gradeCalls = {
  '1': {
    newest: 'getGradeNo1RollReportFromERPNEXT',
    dated: 'getGradeNo1RollReportFromERPNEXTForDate',
  },
  '2': {
    newest: 'getGradeNo2RollReportFromERPNEXT',
    dated: 'getGradeNo2RollReportFromERPNEXTForDate',
  },
  '3': {
    newest: 'getGradeNo3RollReportFromERPNEXT',
    dated: 'getGradeNo3RollReportFromERPNEXTForDate',
  },
} as const;

/** The most rows an undated grade call answers (the contract's summary says so). */
export const NEWEST_LIMIT = 1000;

/** A grade's rolls: the newest ones, or those produced in `range` when one is chosen. */
export function gradeRollsQuery(grade: GradeChoice, range: DateRange | null) {
  const calls = gradeCalls[grade];
  const input = range && { jsonStartDate: range.from, jsonEndDate: range.to };
  // Widened to a plain key: the three grades' calls are one list to the cache.
  const queryKey: QueryKey = input ? callKey(calls.dated, input) : callKey(calls.newest, {});
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<RollRow[]> =>
      input ? rpc(calls.dated, input, { signal }) : rpc(calls.newest, {}, { signal }),
  });
}

const readOf = <K extends keyof Calls>(name: K, input: Parameters<typeof rpc<K>>[1]) => ({
  queryKey: callKey(name, input),
  queryFn: ({ signal }: { signal: AbortSignal }) => rpc(name, input, { signal }),
});

export const summaryKinds = ['jobCard', 'po', 'sopo'] as const;
export type SummaryKind = (typeof summaryKinds)[number];

const summaryCalls = {
  jobCard: 'getRollReportSummaryJobCardWiseFromERPNext',
  po: 'getRollReportSummaryPOWiseFromERPNext',
  sopo: 'getRollReportSummarySOPOWiseFromERPNext',
} as const;

/** One document's rolls, by the kind of document. */
export const reportSummaryQuery = (kind: SummaryKind, docNo: string) =>
  queryOptions(readOf(summaryCalls[kind], { jsonReportNo: docNo }));

/** Documents to pick from, where a list exists: job cards and received POs. */
export const jobCardsQuery = () => queryOptions(readOf('getAllJobCardFromDB', {}));
export const poNosQuery = () => queryOptions(readOf('getPoNoFromDB', {}));

/** Rolls and kg of rows, as the totals above a list. */
export function totalsOf(rows: readonly Pick<RollRow, 'kg'>[]): { rolls: number; kg: number } {
  // Summed in grams: adding tenths of a kg as floats drifts in the last digit.
  const grams = rows.reduce((sum, r) => sum + Math.round(r.kg * 1000), 0);
  return { rolls: rows.length, kg: grams / 1000 };
}

const stageName = (r: RollRow) =>
  r.stage === 'finish'
    ? m.report_stage_finish()
    : r.stage === 'greige'
      ? m.report_stage_greige()
      : m.rollsum_not_inspected();

/**
 * Every roll's columns. Roll, grade and kg stay on a phone; the rest fold into the row's details
 * by how much a supervisor needs them at a glance.
 */
export const rollColumns = (): TableColumn<RollRow>[] => [
  { key: 'rollNo', label: m.rollsum_col_roll, format: 'text', width: 1.5, priority: 1 },
  { key: 'grade', label: m.rollsum_col_grade, format: 'grade', width: 1, priority: 1 },
  { key: 'kg', label: m.rollsum_col_kg, format: 'kg', width: 1, priority: 1 },
  {
    key: 'stage',
    label: m.rollsum_col_stage,
    format: 'text',
    width: 1,
    priority: 2,
    display: stageName,
  },
  { key: 'machine', label: m.rollsum_col_machine, format: 'text', width: 1, priority: 2 },
  { key: 'reportNo', label: m.rollsum_col_report, format: 'text', width: 1.5, priority: 3 },
  { key: 'itemName', label: m.rollsum_col_item, format: 'text', width: 2, priority: 3 },
  { key: 'date', label: m.rollsum_col_date, format: 'date', width: 1.25, priority: 4 },
  { key: 'shift', label: m.rollsum_col_shift, format: 'text', width: 1, priority: 5 },
  { key: 'jobCardNo', label: m.rollsum_col_job_card, format: 'text', width: 1.5, priority: 6 },
  { key: 'poNo', label: m.rollsum_col_po, format: 'text', width: 1.5, priority: 6 },
];
