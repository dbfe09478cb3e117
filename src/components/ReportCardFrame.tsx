import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { GradeBadge } from './GradeBadge';

/**
 * A report as a card, whatever it inspects: its name in bold, the lines that say what it is and
 * how far it got, its grade, and big buttons to carry on or read it.
 */
export function ReportCardFrame({
  heading,
  grade,
  actions,
  children,
}: {
  heading: string;
  grade: number | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={800} size="lg">
            {heading}
          </Text>
          {children}
        </Stack>
        <GradeBadge grade={grade} />
      </Group>
      <Group mt="sm" gap="sm">
        {actions}
      </Group>
    </Paper>
  );
}
