import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatTime } from '../../../i18n/format';
import { hoursAndMinutes, stillInside, type VisitorRow } from './inside';

/** The clock the times inside count from, a minute at a time. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const duration = (minutes: number) => {
  const { h, m: min } = hoursAndMinutes(minutes);
  return h
    ? m.gate_duration_hm({ h, m: String(min).padStart(2, '0') })
    : m.gate_duration_m({ m: min });
};

/**
 * The visitors still inside as cards, each with its one-tap "Mark out"; an overstay says so in
 * words and colour (colour alone is lost in sunlight and to colour-blind eyes).
 */
export function InsideList({
  rows,
  onExit,
  exiting,
  limit,
}: {
  rows: readonly VisitorRow[];
  /** The overstay limit in minutes (the visitor settings'). */
  limit: number;
  onExit: (row: VisitorRow) => void;
  exiting: string | null;
}) {
  const now = useNow();
  const inside = stillInside(rows, now, limit);
  return (
    <section aria-labelledby="gate-inside-title">
      <Text id="gate-inside-title" fw={700} size="xl" mb="xs">
        {m.gate_inside_title({ count: inside.length })}
      </Text>
      {inside.length === 0 ? (
        <Text size="lg">{m.gate_nobody_inside()}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {inside.map(({ row, minutes, overstay }) => (
            <Paper
              key={row.visitorId}
              withBorder
              p="sm"
              bd={overstay ? '3px solid var(--mantine-color-red-7)' : undefined}
              aria-label={row.name}
            >
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Text>
                  <Text fw={700} size="lg">
                    {row.passNo}
                  </Text>
                </Group>
                <Text size="md">
                  {m.gate_inside_who({ company: row.company, host: row.hostEmployee })}
                </Text>
                <Text size="md">
                  {m.gate_inside_since({
                    time: formatTime(row.inTime),
                    duration: duration(minutes),
                  })}
                </Text>
                {overstay && (
                  // Text, not a badge: a badge cuts long Tamil words on a phone.
                  <Text fw={700} size="md" c="white" bg="red.8" px={8} py={4} bdrs="sm">
                    {m.gate_overstay({ limit: duration(limit) })}
                  </Text>
                )}
                <Button
                  size="lg"
                  mih={56}
                  mt={4}
                  loading={exiting === row.visitorId}
                  aria-label={m.gate_mark_out_named({ name: row.name })}
                  onClick={() => onExit(row)}
                >
                  {m.gate_mark_out()}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
