import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * A question asked in place, under what it is about: a non-modal dialog that takes the focus when
 * it appears. The start screens ask their questions so rather than in a Modal, which would add its
 * portal, focus trap and scroll lock to the inspector's busiest route (its size budget).
 */
export function InlineConfirm({ title, children }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <Paper ref={box} role="dialog" aria-labelledby={id} withBorder shadow="sm" p="md">
      <Stack gap="md">
        <Text id={id} fw={700} size="lg">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A choice's button whose label may run long (a lot and its colour, Tamil's longer words): it
 * wraps onto more lines instead of running out of the button (with `h="auto"`).
 */
export const wrapLabel = { label: { whiteSpace: 'normal' } } as const;
