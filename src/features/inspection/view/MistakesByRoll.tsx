import { Loader, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { m, useLocale, type Locale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import { rollSheetQuery, type QiReportWithRolls, type RollSheet } from '../queries';
import classes from './sheet.module.css';

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

/** Each roll's mistakes summed by type, one line per roll, as the printed report shows them. */
export function MistakesByRoll({ report }: { report: QiReportWithRolls }) {
  const locale = useLocale();
  const sheets = useQueries({
    queries: report.rollRows.map((r) => rollSheetQuery(report.reportNo, r.rollNo)),
  });
  return (
    // Sized like the rolls table.
    <Table withTableBorder verticalSpacing="xs" horizontalSpacing={6} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.sheet_roll()}</Table.Th>
          <Table.Th>{m.sheet_mistakes_by_type()}</Table.Th>
          <Table.Th ta="right">{m.sheet_points()}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.rollRows.map((r, i) => {
          const sheet = sheets[i];
          return (
            <Table.Tr key={r.rollNo}>
              <Table.Td fw={700} className={classes.rollNo}>
                {r.rollNo}
              </Table.Td>
              <Table.Td>
                {sheet?.data ? (
                  byType(sheet.data.mistakeSummary, locale)
                ) : sheet?.isError ? (
                  <Text c="red">{m.sheet_not_loaded()}</Text>
                ) : (
                  <Loader
                    size="xs"
                    aria-label={m.sheet_loading_roll_mistakes({ rollNo: r.rollNo })}
                  />
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(r.points)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
