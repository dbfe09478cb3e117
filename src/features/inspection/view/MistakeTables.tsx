import { Table, Text } from '@mantine/core';
import { m as msg, useLocale } from '../../../i18n';
import { formatNumber, formatTime } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { RollSheet } from '../queries';

const one = (n: number | null) => formatNumber(n, { max: 1 });

/** Every tap on a roll, in the order it was recorded; each mistake named in the tablet's language. */
export function MistakeList({ mistakes }: { mistakes: RollSheet['mistakes'] }) {
  const locale = useLocale();
  if (mistakes.length === 0) return <Text size="lg">{msg.sheet_no_mistakes_roll()}</Text>;
  // Seven columns: on a phone the table scrolls in its own box, the page does not.
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder verticalSpacing="xs" fz="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{msg.sheet_mistake()}</Table.Th>
            <Table.Th ta="right">{msg.sheet_points()}</Table.Th>
            <Table.Th ta="right">{msg.sheet_col_continuous()}</Table.Th>
            <Table.Th ta="right">{msg.sheet_col_at()}</Table.Th>
            <Table.Th>{msg.sheet_col_by()}</Table.Th>
            <Table.Th>{msg.sheet_col_time()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mistakes.map((m, i) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatNumber(i + 1)}</Table.Td>
              <Table.Td>{mistakeName(m.mistake, m.mistakeTa, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.points)}</Table.Td>
              <Table.Td ta="right">{one(m.continuousM)}</Table.Td>
              <Table.Td ta="right">{one(m.positionM)}</Table.Td>
              <Table.Td>{m.recordedBy}</Table.Td>
              <Table.Td>{formatTime(m.recordedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Mistakes summed by type: how many and how many points. */
export function MistakeSummary({ summary }: { summary: RollSheet['mistakeSummary'] }) {
  const locale = useLocale();
  if (summary.length === 0) return <Text size="lg">{msg.sheet_no_mistakes()}</Text>;
  return (
    <Table withTableBorder verticalSpacing="xs" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{msg.sheet_mistake()}</Table.Th>
          <Table.Th ta="right">{msg.sheet_count()}</Table.Th>
          <Table.Th ta="right">{msg.sheet_points()}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.map((s) => (
          <Table.Tr key={s.mistake}>
            <Table.Td>{mistakeName(s.mistake, s.mistakeTa, locale)}</Table.Td>
            <Table.Td ta="right">{formatNumber(s.count)}</Table.Td>
            <Table.Td ta="right">{formatNumber(s.points)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
