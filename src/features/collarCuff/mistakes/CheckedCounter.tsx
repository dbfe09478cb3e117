import { memo } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';

const STEPS = [1, 5, 10] as const;

/**
 * The pieces checked on this roll, good and rejected alike: the inspector counts each piece
 * looked at here, and taps a defect for each one rejected. Never more than the roll holds.
 */
export const CheckedCounter = memo(function CheckedCounter({
  checked,
  pieces,
  onChange,
}: {
  checked: number;
  pieces: number;
  onChange: (n: number) => void;
}) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700} size="lg" id="cc-checked-label">
          {m.cc_checked_label()}
        </Text>
        <Text size="xl" fw={800} data-testid="roll-checked">
          {m.cc_checked_of({ checked: formatNumber(checked), pieces: formatNumber(pieces) })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {m.cc_checked_hint()}
      </Text>
      <Group grow gap="xs" role="group" aria-labelledby="cc-checked-label" wrap="nowrap">
        <Button
          size="lg"
          mih={56}
          px={4}
          variant="default"
          disabled={checked <= 0}
          aria-label={m.cc_checked_less()}
          onClick={() => onChange(checked - 1)}
        >
          −1
        </Button>
        {STEPS.map((step) => (
          <Button
            key={step}
            size="lg"
            mih={56}
            px={4}
            disabled={checked >= pieces}
            aria-label={m.cc_checked_more({ count: step })}
            onClick={() => onChange(checked + step)}
          >
            +{formatNumber(step)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
});
