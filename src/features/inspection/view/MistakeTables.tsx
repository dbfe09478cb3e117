import { Table, Text } from '@mantine/core';
import { fmt } from '../labels';
import type { RollSheet } from '../queries';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Every tap on a roll, in the order it was recorded. */
export function MistakeList({ mistakes }: { mistakes: RollSheet['mistakes'] }) {
  if (mistakes.length === 0) return <Text size="lg">No mistakes recorded on this roll.</Text>;
  return (
    <Table striped withTableBorder verticalSpacing="xs" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>Mistake</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
          <Table.Th ta="right">Continuous m</Table.Th>
          <Table.Th ta="right">At m</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mistakes.map((m, i) => (
          <Table.Tr key={m.id}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{m.mistake}</Table.Td>
            <Table.Td ta="right">{m.points}</Table.Td>
            <Table.Td ta="right">{fmt(m.continuousM)}</Table.Td>
            <Table.Td ta="right">{fmt(m.positionM)}</Table.Td>
            <Table.Td>{m.recordedBy}</Table.Td>
            <Table.Td>{time.format(new Date(m.recordedAt))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Mistakes summed by type: how many and how many points. */
export function MistakeSummary({ summary }: { summary: RollSheet['mistakeSummary'] }) {
  if (summary.length === 0) return <Text size="lg">No mistakes.</Text>;
  return (
    <Table withTableBorder verticalSpacing="xs" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Mistake</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.map((s) => (
          <Table.Tr key={s.mistake}>
            <Table.Td>{s.mistake}</Table.Td>
            <Table.Td ta="right">{s.count}</Table.Td>
            <Table.Td ta="right">{s.points}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
