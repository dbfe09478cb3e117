import { Group, Paper, Stack, Text } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { fmt } from '../labels';
import type { Score } from '../scoring';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" miw={90}>
      <Text fz={34} fw={800} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Always in view: total points, points per 100 m² and 100 yd², and the grade. */
export function ScorePanel({
  score,
  count,
}: {
  score: Score & { preview: boolean };
  count: number;
}) {
  return (
    <Paper withBorder p="sm" aria-live="polite" aria-label="Roll score">
      <Group justify="space-around" wrap="wrap" gap="sm">
        <Figure label="mistakes" value={String(count)} />
        <Figure label="points" value={String(score.points)} />
        <Figure label="pts / 100 m²" value={fmt(score.points100m2)} />
        <Figure label="pts / 100 yd²" value={fmt(score.points100yd2)} />
        <GradeBadge grade={score.grade} size="xl" />
      </Group>
      {score.preview && (
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          Preview on this tablet — the server’s score replaces it when it answers.
        </Text>
      )}
    </Paper>
  );
}
