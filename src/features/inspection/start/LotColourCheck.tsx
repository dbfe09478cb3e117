import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { wrapLabel } from './InlineConfirm';

export interface LotColourProps {
  lot: string;
  lotColour: string;
  /** The report's colour as the form has it now. */
  colour: string;
  /** Whether that colour is the order's (else it was typed or came with another lot). */
  fromOrder: boolean;
  onUse: () => void;
  onKeep: () => void;
}

/**
 * Said before a lot of another colour fills the form: the report's colour would change with it,
 * and the inspector decides.
 */
export function LotColourCheck({
  lot,
  lotColour,
  colour,
  fromOrder,
  onUse,
  onKeep,
}: LotColourProps) {
  const words = { lot, lotColour, colour };
  return (
    <Alert color="orange" variant="light" title={m.inspection_lot_colour_title()} role="alert">
      <Stack gap="sm">
        <Text size="md">
          {fromOrder
            ? m.inspection_lot_colour_not_order(words)
            : m.inspection_lot_colour_not_typed(words)}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button size="md" mih={48} h="auto" py={6} onClick={onUse} styles={wrapLabel}>
            {m.inspection_lot_colour_use({ lot, lotColour })}
          </Button>
          <Button
            size="md"
            mih={48}
            h="auto"
            py={6}
            variant="default"
            onClick={onKeep}
            styles={wrapLabel}
          >
            {m.inspection_lot_colour_keep()}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
