import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/rpc';
import { fmt } from '../labels';

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="md" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={36} fw={800} lh={1.2}>
        {value}
      </Text>
      <Text size="md">{detail}</Text>
    </Paper>
  );
}

/** Today's inspected weight and rolls, greige and finish. */
export function TodayStats({ date }: { date: string }) {
  const weight = useQuery(callQuery('getTodayInspectedFabricWeight', { jsonTodayDate: date }));
  const rolls = useQuery(callQuery('getTodayInspectedFabricTotalRolls', { jsonTodayDate: date }));
  const w = weight.data;
  const r = rolls.data;
  return (
    <SimpleGrid cols={2} spacing="md">
      <Stat
        label="Inspected today"
        value={w ? fmt(w.totalKg, ' kg') : weight.isError ? 'Not available' : '…'}
        detail={w ? `Greige ${fmt(w.greigeKg, ' kg')} · Finish ${fmt(w.finishKg, ' kg')}` : ' '}
      />
      <Stat
        label="Rolls today"
        value={r ? String(r.rolls) : rolls.isError ? 'Not available' : '…'}
        detail={r ? `Greige ${r.greigeRolls} · Finish ${r.finishRolls}` : ' '}
      />
    </SimpleGrid>
  );
}
