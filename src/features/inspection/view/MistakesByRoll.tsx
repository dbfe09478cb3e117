import { Loader, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { rollSheetQuery, type QiReportWithRolls, type RollSheet } from '../queries';

const byType = (summary: RollSheet['mistakeSummary']) =>
  summary.length === 0
    ? 'No mistakes'
    : summary.map((s) => `${s.mistake} ×${s.count} (${s.points} pt)`).join(' · ');

/** Each roll's mistakes summed by type, one line per roll, as the printed report shows them. */
export function MistakesByRoll({ report }: { report: QiReportWithRolls }) {
  const sheets = useQueries({
    queries: report.rollRows.map((r) => rollSheetQuery(report.reportNo, r.rollNo)),
  });
  return (
    <Table withTableBorder verticalSpacing="xs" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Roll</Table.Th>
          <Table.Th>Mistakes by type</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.rollRows.map((r, i) => {
          const sheet = sheets[i];
          return (
            <Table.Tr key={r.rollNo}>
              <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                {r.rollNo}
              </Table.Td>
              <Table.Td>
                {sheet?.data ? (
                  byType(sheet.data.mistakeSummary)
                ) : sheet?.isError ? (
                  <Text c="red">Could not be loaded.</Text>
                ) : (
                  <Loader size="xs" aria-label={`Loading the mistakes of roll ${r.rollNo}`} />
                )}
              </Table.Td>
              <Table.Td ta="right">{r.points}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
