import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';
import { Stat } from '../../../components/Stat';

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
