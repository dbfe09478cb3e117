import { useMemo } from 'react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m, useLocale, type Locale } from '../../../i18n';
import { formatNumber, formatPercent } from '../../../i18n/format';
import { defectTotals, type DefectTotal } from './defects';
import { mistakeName } from '../../../lib/mistakeName';
import { ccSheetQuery, type CcReportWithRolls, type CcRollSheet } from '../queries';

interface RollLine {
  rollNo: string;
  /** The roll's rejected pieces by defect, in words (or that they are loading, or failed). */
  defects: string;
  piecesRejected: number;
}

const inWords = (summary: CcRollSheet['mistakeSummary'], locale: Locale) =>
  summary.length === 0
    ? m.ccreport_none()
    : summary
        .map((s) =>
          m.ccreport_defect_entry({
            name: mistakeName(s.mistake, s.mistakeTa, locale),
            count: formatNumber(s.pieces),
          }),
        )
        .join(' · ');

const totalColumns = (locale: Locale): readonly TableColumn<DefectTotal>[] => [
  {
    key: 'mistake',
    label: m.ccreport_col_defect,
    format: 'text',
    width: 2.2,
    priority: 1,
    display: (s) => mistakeName(s.mistake, s.mistakeTa, locale),
  },
  { key: 'pieces', label: m.ccreport_col_rejected, format: 'number', width: 1, priority: 1 },
  {
    key: 'share',
    label: m.ccreport_col_share,
    format: 'number',
    width: 1,
    priority: 1,
    display: (s) => formatPercent(s.share),
  },
];

const rollColumns: readonly TableColumn<RollLine>[] = [
  { key: 'rollNo', label: m.sheet_roll, format: 'text', width: 1.4, priority: 1 },
  { key: 'defects', label: m.ccreport_col_defects, format: 'text', width: 3, priority: 1 },
  {
    key: 'piecesRejected',
    label: m.ccreport_col_rejected,
    format: 'number',
    width: 1,
    priority: 1,
  },
];

/**
 * The report's rejected pieces by defect, in total and roll by roll, as the printed report shows
 * them. A roll with no rejected piece has no taps: its sheet is not asked for.
 */
export function CcMistakes({ report }: { report: CcReportWithRolls }) {
  const locale = useLocale();
  const rejecting = report.rollRows.filter((r) => r.piecesRejected > 0);
  const sheets = useQueries({
    queries: rejecting.map((r) => ccSheetQuery(report.reportNo, r.rollNo)),
  });
  const summaries = sheets.flatMap((s) => (s.data ? [s.data.mistakeSummary] : []));
  const totals = defectTotals(summaries);
  const failed = sheets.some((s) => s.isError && !s.data);
  const loading = sheets.some((s) => s.isPending);
  const lines = rejecting.map((r, i): RollLine => {
    const sheet = sheets[i];
    return {
      rollNo: r.rollNo,
      piecesRejected: r.piecesRejected,
      defects: sheet?.data
        ? inWords(sheet.data.mistakeSummary, locale)
        : sheet?.isError
          ? m.ccreport_defects_not_loaded()
          : m.ccreport_loading_defects({ rollNo: r.rollNo }),
    };
  });
  const columns = useMemo(() => totalColumns(locale), [locale]);
  return (
    <Stack gap="md">
      <section>
        <Title order={3} mb="sm">
          {m.ccreport_by_defect()}
        </Title>
        {failed && (
          <Alert color="yellow" variant="light" mb="sm">
            {m.ccreport_defects_partial()}
          </Alert>
        )}
        {loading ? (
          <Loader aria-label={m.ccreport_loading_all_defects()} />
        ) : (
          <DataTable
            label={m.ccreport_by_defect()}
            rows={totals}
            columns={columns}
            rowKey={(s) => s.mistake}
            empty={m.ccreport_no_defects()}
          />
        )}
      </section>
      {lines.length > 0 && (
        <section>
          <Title order={3} mb="sm">
            {m.ccreport_by_roll()}
          </Title>
          <DataTable
            label={m.ccreport_by_roll()}
            rows={lines}
            columns={rollColumns}
            rowKey={(r) => r.rollNo}
            empty={m.ccreport_no_defects()}
          />
        </section>
      )}
    </Stack>
  );
}
