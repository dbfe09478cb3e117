import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/**
 * Above a list's table: how many rows the whole list holds (read out when a filter changes it)
 * and the list's actions (its CSV), apart on a wide screen, one under the other on a phone.
 */
export function ListHead({ count, children }: { count: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text fw={700} size="xl" aria-live="polite">
        {count}
      </Text>
      {children}
    </Group>
  );
}
