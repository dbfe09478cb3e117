import { Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { GradeBadge } from '../../../components/GradeBadge';
import { fmt } from '../labels';
import type { RollRow } from '../queries';

const spec = (s: number | null, m: number | null) => `${fmt(s)} / ${fmt(m)}`;

/** Every roll of a report with its measurements, points and grade; a tap opens the roll. */
export function RollsTable({ rolls, date }: { rolls: readonly RollRow[]; date: string }) {
  const navigate = useNavigate();
  const open = (r: RollRow) =>
    void navigate({ to: '/roll-view', search: { reportNo: r.reportNo, rollNo: r.rollNo, date } });
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        withTableBorder
        verticalSpacing="sm"
        fz="md"
        highlightOnHover
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Roll</Table.Th>
            <Table.Th ta="right">Kg</Table.Th>
            <Table.Th ta="right">GSM spec/meas.</Table.Th>
            <Table.Th ta="right">Width cm spec/meas.</Table.Th>
            <Table.Th ta="right">Length m</Table.Th>
            <Table.Th ta="right">Mistakes</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th ta="right">/100 m²</Table.Th>
            <Table.Th>Grade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rolls.map((r) => (
            <Table.Tr
              key={r.rollNo}
              onClick={() => open(r)}
              style={{ cursor: 'pointer' }}
              tabIndex={0}
              onKeyDown={(e) => e.key === 'Enter' && open(r)}
            >
              <Table.Td fw={700}>
                {r.rollNo}
                {r.greigeRollNo !== r.rollNo && (
                  <Text size="sm" c="dimmed">
                    greige {r.greigeRollNo}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{fmt(r.kg)}</Table.Td>
              <Table.Td ta="right">{spec(r.gsmSpec, r.gsmMeasured)}</Table.Td>
              <Table.Td ta="right">{spec(r.widthSpecCm, r.widthMeasuredCm)}</Table.Td>
              <Table.Td ta="right">{fmt(r.lengthM)}</Table.Td>
              <Table.Td ta="right">{r.mistakes}</Table.Td>
              <Table.Td ta="right">{r.points}</Table.Td>
              <Table.Td ta="right">{fmt(r.points100m2)}</Table.Td>
              <Table.Td>
                <GradeBadge grade={r.grade} size="md" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
