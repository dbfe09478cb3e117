import { useQueries } from '@tanstack/react-query';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m, useLocale, type Locale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import { rollSheetQuery, type QiReportWithRolls, type RollSheet } from '../queries';

interface RollLine {
  rollNo: string;
  /** The roll's mistakes by type, in words (or that they are loading, or could not be). */
  types: string;
  points: number;
}

const byType = (summary: RollSheet['mistakeSummary'], locale: Locale) =>
  summary.length === 0
    ? m.sheet_none()
    : summary
        .map((s) =>
          m.sheet_type_entry({
            name: mistakeName(s.mistake, s.mistakeTa, locale),
            count: formatNumber(s.count),
            points: formatNumber(s.points),
          }),
        )
        .join(' · ');

const columns: readonly TableColumn<RollLine>[] = [
  { key: 'rollNo', label: m.sheet_roll, format: 'text', width: 1.4, priority: 1 },
  { key: 'types', label: m.sheet_mistakes_by_type, format: 'text', width: 3, priority: 1 },
  { key: 'points', label: m.sheet_points, format: 'number', width: 0.8, priority: 1 },
];

/** Each roll's mistakes summed by type, one line per roll, as the printed report shows them. */
export function MistakesByRoll({ report }: { report: QiReportWithRolls }) {
  const locale = useLocale();
  const sheets = useQueries({
    queries: report.rollRows.map((r) => rollSheetQuery(report.reportNo, r.rollNo)),
  });
  const lines = report.rollRows.map((r, i): RollLine => {
    const sheet = sheets[i];
    return {
      rollNo: r.rollNo,
      points: r.points,
      types: sheet?.data
        ? byType(sheet.data.mistakeSummary, locale)
        : sheet?.isError
          ? m.sheet_not_loaded()
          : m.sheet_loading_roll_mistakes({ rollNo: r.rollNo }),
    };
  });
  return (
    <DataTable
      label={m.sheet_mistakes_by_type()}
      rows={lines}
      columns={columns}
      rowKey={(r) => r.rollNo}
      empty={m.sheet_no_rolls()}
    />
  );
}
