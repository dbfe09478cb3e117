import { Group, Paper, Stack, Text } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { Score } from '../scoring';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" miw={90} maw={140}>
      <Text fz={34} fw={800} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" fw={600} c="dimmed" ta="center">
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
    <Paper withBorder p="sm" aria-live="polite" aria-label={m.defects_score()}>
      <Group justify="space-around" wrap="wrap" gap="sm">
        <Figure label={m.defects_figure_mistakes()} value={formatNumber(count)} />
        <Figure label={m.defects_figure_points()} value={formatNumber(score.points)} />
        <Figure
          label={m.defects_figure_per_m2()}
          value={formatNumber(score.points100m2, { max: 1 })}
        />
        <Figure
          label={m.defects_figure_per_yd2()}
          value={formatNumber(score.points100yd2, { max: 1 })}
        />
        <GradeBadge grade={score.grade} size="xl" />
      </Group>
      {score.preview && (
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {m.defects_preview()}
        </Text>
      )}
    </Paper>
  );
}
