import { memo } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import type { CcTapEntry } from '../kept';

const SHOWN = 6;

/**
 * The last rejected pieces, newest first, each saying whether it is still on its way to the
 * server; every one of them on a completed roll. A name wraps rather than being cut.
 */
export const CcTapList = memo(function CcTapList({
  entries,
  nameOf,
  all = false,
}: {
  entries: readonly CcTapEntry[];
  nameOf: (english: string) => string;
  all?: boolean;
}) {
  const last = (all ? entries : entries.slice(-SHOWN)).slice().reverse();
  return (
    <Paper withBorder p="sm">
      <Text fw={700} mb={4}>
        {all ? m.cc_taps_all() : m.cc_taps_last()}
      </Text>
      {last.length === 0 ? (
        <Text c="dimmed">{m.cc_taps_none()}</Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {last.map((e) => (
            <Group component="li" key={e.key} justify="space-between" wrap="nowrap">
              <Text size="lg" miw={0}>
                {nameOf(e.mistake)}
              </Text>
              <Group gap={6} wrap="nowrap">
                {e.pending && (
                  <Badge color="orange" variant="light">
                    {m.defects_on_tablet()}
                  </Badge>
                )}
                <Text size="lg" fw={700}>
                  {m.cc_pieces({ count: e.pieces })}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
});
