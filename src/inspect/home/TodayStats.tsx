import { SimpleGrid } from '@mantine/core';
import { Stat } from '../../components/Stat';
import type { HomeStat } from './kind';

/** The home's two big figures for today. */
export function TodayStats({ stats }: { stats: readonly [HomeStat, HomeStat] }) {
  return (
    <SimpleGrid cols={2} spacing="md">
      {stats.map((s) => (
        <Stat key={s.label} label={s.label} value={s.value} detail={s.detail} />
      ))}
    </SimpleGrid>
  );
}
