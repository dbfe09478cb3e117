import { useRef } from 'react';
import {
  ActionIcon,
  NumberInput,
  Text,
  type NumberInputHandlers,
  type NumberInputProps,
} from '@mantine/core';
import { m } from '../i18n';

/** One step button: as large as a finger needs, inside the box beside the figure. */
function Step({ sign, label, onStep }: { sign: string; label: string; onStep: () => void }) {
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      color="dark"
      aria-label={label}
      // Out of the tab order, as Mantine's own steppers: the keyboard steps with the arrow keys.
      tabIndex={-1}
      onClick={onStep}
    >
      <Text fz={24} fw={700} aria-hidden>
        {sign}
      </Text>
    </ActionIcon>
  );
}

/**
 * A number box with − and + beside the figure, each a 44 px touch target: Mantine's own steppers
 * are two 24 px arrows stacked in the box's corner, too small for a finger on the floor.
 */
export function StepperInput({
  label,
  ...props
}: Omit<NumberInputProps, 'label'> & { label: string }) {
  const handlers = useRef<NumberInputHandlers>(null);
  return (
    <NumberInput
      size="lg"
      {...props}
      label={label}
      hideControls
      handlersRef={handlers}
      leftSection={
        <Step
          sign="−"
          label={m.settings_step_less({ field: label })}
          onStep={() => handlers.current?.decrement()}
        />
      }
      rightSection={
        <Step
          sign="+"
          label={m.settings_step_more({ field: label })}
          onStep={() => handlers.current?.increment()}
        />
      }
      // One 44 px button a side (the theme's default right section holds Mantine's two steppers).
      leftSectionWidth={48}
      rightSectionWidth={48}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}
