import { Group, SimpleGrid, Text } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { fmt } from '../labels';
import type { RollRow } from '../queries';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** A roll's data and its score, as shown on screen and printed. */
export function RollFacts({ roll }: { roll: RollRow }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Roll" value={roll.rollNo} />
        <Fact label="Greige roll" value={roll.greigeRollNo} />
        <Fact label="Finish roll" value={roll.finishRollNo ?? '–'} />
        <Fact label="Status" value={roll.status === 'ongoing' ? 'Being inspected' : 'Completed'} />
        <Fact label="Weight" value={fmt(roll.kg, ' kg')} />
        <Fact
          label="GSM spec / measured"
          value={`${fmt(roll.gsmSpec)} / ${fmt(roll.gsmMeasured)}`}
        />
        <Fact
          label="Width spec / measured"
          value={`${fmt(roll.widthSpecCm, ' cm')} / ${fmt(roll.widthMeasuredCm, ' cm')}`}
        />
        <Fact label="Length" value={fmt(roll.lengthM, ' m')} />
        <Fact label="Shade" value={roll.shade ?? '–'} />
        <Fact label="Remarks" value={roll.remarks ?? '–'} />
      </SimpleGrid>
      <Group mt="md" gap="xl">
        <Fact label="Mistakes" value={String(roll.mistakes)} />
        <Fact label="Points" value={String(roll.points)} />
        <Fact label="Points / 100 m²" value={fmt(roll.points100m2)} />
        <Fact label="Points / 100 yd²" value={fmt(roll.points100yd2)} />
        <GradeBadge grade={roll.grade} size="xl" />
      </Group>
    </>
  );
}
