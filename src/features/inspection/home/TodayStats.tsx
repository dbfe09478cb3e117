import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="md" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.2}>
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
        label={m.inspection_today_inspected()}
        value={w ? formatKg(w.totalKg) : weight.isError ? m.inspection_not_available() : '…'}
        detail={
          w
            ? m.inspection_today_by_stage({
                greige: formatKg(w.greigeKg),
                finish: formatKg(w.finishKg),
              })
            : ' '
        }
      />
      <Stat
        label={m.inspection_today_rolls()}
        value={r ? formatNumber(r.rolls) : rolls.isError ? m.inspection_not_available() : '…'}
        detail={
          r
            ? m.inspection_today_by_stage({
                greige: formatNumber(r.greigeRolls),
                finish: formatNumber(r.finishRolls),
              })
            : ' '
        }
      />
    </SimpleGrid>
  );
}
