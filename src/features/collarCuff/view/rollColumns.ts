import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatPercent } from '../../../i18n/format';
import { planShort, rollVerdict, sampleShare } from './lot';
import type { CcReportWithRolls, CcRoll } from '../queries';

/** A roll as its sheet shows it: with its part of the lot's sample and the lot's plan. */
export type CcRollLine = CcRoll & { sample: number | null; plan: string };

/**
 * A CC report's rolls on its sheet (src/inspect/ReportSheet.tsx). Roll, rejected, reject % and
 * grade stay on a phone; a portrait tablet adds pieces, sample and the verdict, with room for
 * their Tamil titles; checked (the sample, once the roll is done), the plan and kg fold into each
 * roll's details. Printed, every column.
 */
export const ccRollColumns: readonly TableColumn<CcRollLine>[] = [
  { key: 'rollNo', label: m.sheet_roll, format: 'text', width: 1.8, priority: 1 },
  { key: 'pieces', label: m.ccreport_col_pieces, format: 'number', width: 1, priority: 2 },
  { key: 'sample', label: m.ccreport_col_sample, format: 'number', width: 1, priority: 2 },
  { key: 'piecesChecked', label: m.ccreport_col_checked, format: 'number', width: 1, priority: 3 },
  {
    key: 'piecesRejected',
    label: m.ccreport_col_rejected,
    format: 'number',
    width: 1,
    priority: 1,
  },
  {
    key: 'rejectPct',
    label: m.ccreport_col_reject_pct,
    format: 'number',
    width: 1.1,
    priority: 1,
    display: (r) => formatPercent(r.rejectPct),
  },
  { key: 'grade', label: m.sheet_grade, format: 'grade', width: 0.9, priority: 1 },
  {
    key: 'passed',
    label: m.ccreport_col_verdict,
    format: 'text',
    width: 1.3,
    priority: 2,
    display: rollVerdict,
  },
  { key: 'plan', label: m.ccreport_col_plan, format: 'text', width: 1.8, priority: 4 },
  { key: 'kg', label: m.sheet_col_kg, format: 'kg', width: 0.9, priority: 5 },
];

/** Each roll with its part of the sample and the lot's plan (the same for every roll of a lot). */
export const rollLines = (report: CcReportWithRolls): CcRollLine[] =>
  report.rollRows.map((r) => ({
    ...r,
    sample: sampleShare(report.aql, r.pieces, report.lotPieces),
    plan: planShort(report.aql),
  }));
