import { memo } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatMetres, formatNumber } from '../../../i18n/format';
import type { ShownEntry } from './useTaps';

const SHOWN = 6;

/** One tap; memoised on what it shows, so a new tap renders its own row, not the five before. */
const TapRow = memo(function TapRow({
  name,
  continuousM,
  pending,
  scored,
}: {
  name: string;
  continuousM: number | null | undefined;
  pending: boolean;
  scored: number;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Text size="lg" miw={0}>
        {name}
        {continuousM ? ` · ${formatMetres(continuousM)}` : ''}
      </Text>
      <Group gap={6} wrap="nowrap">
        {pending && (
          <Badge color="orange" variant="light">
            {m.defects_on_tablet()}
          </Badge>
        )}
        <Text size="lg" fw={700}>
          {m.defects_pt({ points: formatNumber(scored) })}
        </Text>
      </Group>
    </Group>
  );
});

/**
 * The last taps, newest first (memoised: rendered again only when they or the language change), each saying whether it is still on its way to the server. A name
 * wraps rather than being cut: a Tamil name may need two lines. `nameOf` shows the English name a
 * tap was saved by in the tablet's language.
 */
export const TapList = memo(function TapList({
  entries,
  nameOf,
  all = false,
  title,
}: {
  entries: readonly ShownEntry[];
  nameOf: (english: string) => string;
  /** Every tap (a completed roll's result), not only the last few. */
  all?: boolean;
  title?: string;
}) {
  const last = (all ? entries : entries.slice(-SHOWN)).slice().reverse();
  return (
    <Paper withBorder p="sm">
      <Text fw={700} mb={4}>
        {title ?? m.defects_last_taps()}
      </Text>
      {last.length === 0 ? (
        <Text c="dimmed">{m.defects_none_yet()}</Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {last.map((e) => (
            <TapRow
              key={e.key}
              name={nameOf(e.mistake)}
              continuousM={e.continuousM}
              pending={e.pending}
              scored={e.scored}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
});
