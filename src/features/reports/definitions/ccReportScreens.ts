/**
 * What the collar & cuff QI report list shows, in the current language: title, status names and
 * columns. Only the screen imports this (its route component loads with the route, not at start).
 */
import { m } from '../../../i18n';
import { formatPercent, MISSING } from '../../../i18n/format';
import type { ReportColumn, ReportScreen } from '../definition';
import type { CcReportListRow, CcReportStatus } from './ccReports';

/** Ongoing, or the lot's verdict once completed, in words. */
export const ccVerdictText = (r: Pick<CcReportListRow, 'status' | 'verdict'>) =>
  r.status === 'ongoing'
    ? m.report_verdict_ongoing()
    : r.verdict === 'inspectOk'
      ? m.report_verdict_ok()
      : r.verdict === 'inspectNotOk'
        ? m.report_verdict_not_ok()
        : m.report_verdict_completed();

const colourAndSize = (r: CcReportListRow) =>
  [r.colour, r.size].filter(Boolean).join(' / ') || MISSING;

/**
 * Report, rejected %, grade and verdict stay on a phone (priority 1); a portrait tablet adds the
 * date and the item; pieces, then the rest, fold into each row's details until there is room.
 */
const columns: readonly ReportColumn<CcReportListRow>[] = [
  { key: 'reportNo', label: m.report_col_report, format: 'text', width: 2.1, priority: 1 },
  { key: 'date', label: m.report_col_date, format: 'date', width: 1.3, priority: 2 },
  { key: 'itemName', label: m.report_col_item, format: 'text', width: 1.6, priority: 2 },
  {
    key: 'colour',
    label: m.ccreport_col_colour_size,
    format: 'text',
    width: 1.3,
    priority: 4,
    display: colourAndSize,
  },
  { key: 'customer', label: m.ccreport_col_customer, format: 'text', width: 1.3, priority: 4 },
  { key: 'rolls', label: m.report_col_rolls, format: 'number', width: 0.8, priority: 4 },
  { key: 'lotPieces', label: m.ccreport_col_pieces, format: 'number', width: 1, priority: 3 },
  { key: 'piecesChecked', label: m.ccreport_col_checked, format: 'number', width: 1, priority: 3 },
  {
    key: 'piecesRejected',
    label: m.ccreport_col_rejected,
    format: 'number',
    width: 1,
    priority: 3,
  },
  { key: 'kg', label: m.report_col_kg, format: 'kg', width: 1.1, priority: 4 },
  {
    key: 'rejectPct',
    label: m.ccreport_col_reject_pct,
    format: 'number',
    width: 1.1,
    priority: 1,
    display: (r) => formatPercent(r.rejectPct),
  },
  { key: 'grade', label: m.report_col_grade, format: 'grade', width: 0.9, priority: 1 },
  {
    key: 'verdict',
    label: m.ccreport_col_verdict,
    format: 'text',
    width: 1.4,
    priority: 1,
    display: ccVerdictText,
  },
];

const statusLabels: Readonly<Record<CcReportStatus, () => string>> = {
  all: m.report_status_all,
  completed: m.report_status_completed,
  inspectOk: m.report_status_inspect_ok,
  inspectNotOk: m.report_status_inspect_not_ok,
};

/** qi-ccreport-view's screen. */
export const ccReportScreen: ReportScreen<CcReportListRow> = {
  title: m.ccreport_title,
  statusLabels,
  columns,
};
