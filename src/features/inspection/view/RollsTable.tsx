import { Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { RollRow } from '../queries';

const one = (n: number | null) => formatNumber(n, { max: 1 });
const spec = (s: number | null, measured: number | null) => `${one(s)} / ${one(measured)}`;

/**
 * Every roll of a report with its measurements, points and grade; a tap opens the roll. The roll
 * number stays on one line; headings and "spec / measured" pairs wrap (a Tamil heading is long),
 * so the table fits a portrait tablet.
 */
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
        // Nine columns in Tamil fit a portrait tablet at this size and spacing.
        horizontalSpacing={6}
        fz="sm"
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.sheet_roll()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_kg()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_gsm()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_width()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_length()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_mistakes()}</Table.Th>
            <Table.Th ta="right">{m.sheet_points()}</Table.Th>
            <Table.Th ta="right">{m.sheet_col_per_m2()}</Table.Th>
            <Table.Th>{m.sheet_grade()}</Table.Th>
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
              <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                {r.rollNo}
                {r.greigeRollNo !== r.rollNo && (
                  <Text size="sm" c="dimmed">
                    {m.sheet_greige_no({ rollNo: r.greigeRollNo })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{one(r.kg)}</Table.Td>
              <Table.Td ta="right">{spec(r.gsmSpec, r.gsmMeasured)}</Table.Td>
              <Table.Td ta="right">{spec(r.widthSpecCm, r.widthMeasuredCm)}</Table.Td>
              <Table.Td ta="right">{one(r.lengthM)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.mistakes)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.points)}</Table.Td>
              <Table.Td ta="right">{one(r.points100m2)}</Table.Td>
              <Table.Td>
                <GradeBadge grade={r.grade} size="md" figureOnly />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
