import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ShownEntry } from './useTaps';

const SHOWN = 6;

/** The last taps, newest first, each saying whether it is still on its way to the server. */
export function TapList({ entries }: { entries: readonly ShownEntry[] }) {
  const last = entries.slice(-SHOWN).reverse();
  return (
    <Paper withBorder p="sm">
      <Text fw={700} mb={4}>
        Last taps
      </Text>
      {last.length === 0 ? (
        <Text c="dimmed">No mistakes on this roll yet.</Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {last.map((e) => (
            <Group component="li" key={e.key} justify="space-between" wrap="nowrap">
              <Text size="lg" lineClamp={1}>
                {e.mistake}
                {e.continuousM ? ` · ${e.continuousM} m` : ''}
              </Text>
              <Group gap={6} wrap="nowrap">
                {e.pending && (
                  <Badge color="orange" variant="light">
                    on tablet
                  </Badge>
                )}
                <Text size="lg" fw={700}>
                  {e.scored} pt
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
