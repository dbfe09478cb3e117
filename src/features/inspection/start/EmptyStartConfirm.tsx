import { Button, Group, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { InlineConfirm, wrapLabel } from './InlineConfirm';

export interface EmptyStartProps {
  /** Why: no rolls of the source wait at the stage. */
  text: string;
  onBack: () => void;
  onStart: () => void;
}

/**
 * Asked before starting on a source with no rolls waiting: such a report usually stays empty.
 * Still possible, for a roll inspected again after rework.
 */
export function EmptyStartConfirm({ text, onBack, onStart }: EmptyStartProps) {
  return (
    <InlineConfirm title={m.inspection_empty_start_title()}>
      <Text size="lg">{text}</Text>
      <Group gap="sm" grow wrap="wrap">
        <Button size="lg" mih={56} h="auto" py={8} onClick={onBack} styles={wrapLabel}>
          {m.inspection_empty_start_back()}
        </Button>
        <Button
          size="lg"
          mih={56}
          h="auto"
          py={8}
          variant="default"
          onClick={onStart}
          styles={wrapLabel}
        >
          {m.inspection_empty_start_go()}
        </Button>
      </Group>
    </InlineConfirm>
  );
}
