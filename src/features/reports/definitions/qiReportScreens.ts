/**
 * What the QI report lists show, in the current language: titles, status names and columns.
 * Only the screens import this (their route components load with the route, not at the start).
 */
import { gradeWhy } from '../../../components/gradeWhy';
import { m } from '../../../i18n';
import type { ReportColumn, ReportScreen } from '../definition';
import type { QiReportRow, QiReportStatus, ReportViewStatus } from './qiReports';

/** Each column's title, by the row field it shows. */
const titles = {
  reportNo: m.report_col_report,
  date: m.report_col_date,
  stage: m.report_col_stage,
  itemName: m.report_col_item,
  supplier: m.report_col_supplier,
  rolls: m.report_col_rolls,
  totalKg: m.report_col_kg,
  points100m2: m.report_col_points,
  grade: m.report_col_grade,
  verdict: m.report_col_status,
} satisfies Partial<Record<keyof QiReportRow, () => string>>;

const stageNames: Readonly<Record<QiReportRow['stage'], () => string>> = {
  greige: m.report_stage_greige,
  finish: m.report_stage_finish,
};

const verdictText = (r: QiReportRow) =>
  r.status === 'ongoing'
    ? m.report_verdict_ongoing()
    : r.verdict === 'inspectOk'
      ? m.report_verdict_ok()
      : r.verdict === 'inspectNotOk'
        ? m.report_verdict_not_ok()
        : m.report_verdict_completed();

/**
 * Report, points, grade and status stay on a phone (priority 1); a portrait tablet adds the date
 * and the item; the rest fold into each row's details until a wide screen has room for them.
 */
const columns: readonly ReportColumn<QiReportRow>[] = [
  { key: 'reportNo', label: titles.reportNo, format: 'text', width: 2.1, priority: 1 },
  { key: 'date', label: titles.date, format: 'date', width: 1.3, priority: 2 },
  {
    key: 'stage',
    label: titles.stage,
    format: 'text',
    width: 1.1,
    priority: 4,
    display: (r) => stageNames[r.stage](),
  },
  { key: 'itemName', label: titles.itemName, format: 'text', width: 1.6, priority: 2 },
  { key: 'supplier', label: titles.supplier, format: 'text', width: 1.3, priority: 4 },
  { key: 'rolls', label: titles.rolls, format: 'number', width: 0.8, priority: 3 },
  { key: 'totalKg', label: titles.totalKg, format: 'kg', width: 1.1, priority: 3 },
  { key: 'points100m2', label: titles.points100m2, format: 'rate', width: 1.1, priority: 1 },
  { key: 'grade', label: titles.grade, format: 'grade', width: 0.9, priority: 1 },
  {
    key: 'verdict',
    label: titles.verdict,
    format: 'text',
    width: 1.4,
    priority: 1,
    display: verdictText,
  },
];

/** Why a report's grade is not what its points look like (its worst roll, its item's band). */
const note = (r: QiReportRow) => gradeWhy(r.grade, r.gradeReasons);

const qiStatusLabels: Readonly<Record<QiReportStatus, () => string>> = {
  all: m.report_status_all,
  completed: m.report_status_completed,
  inspectOk: m.report_status_inspect_ok,
  inspectNotOk: m.report_status_inspect_not_ok,
};

const reportViewStatusLabels: Readonly<Record<ReportViewStatus, () => string>> = {
  ongoing: m.report_status_ongoing,
  recent: m.report_status_recent,
  recentOk: m.report_status_recent_ok,
};

/** qi-report-view's screen. */
export const qiReportScreen: ReportScreen<QiReportRow> = {
  title: m.report_qi_title,
  statusLabels: qiStatusLabels,
  columns,
  note,
};

/** report-view's screen. */
export const reportViewScreen: ReportScreen<QiReportRow> = {
  title: m.report_view_title,
  statusLabels: reportViewStatusLabels,
  columns,
  note,
};
