import { Paper, Text } from '@mantine/core';

/** One of the home screen's big figures: what it counts, the figure, and its breakdown. */
export function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
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
