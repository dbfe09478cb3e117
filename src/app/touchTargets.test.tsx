import { render, screen } from '@testing-library/react';
import {
  ActionIcon,
  Alert,
  Drawer,
  MantineProvider,
  Modal,
  NumberInput,
  rem,
  Select,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const FINGER = rem(44);

function renderThemed(ui: ReactNode) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** The size Mantine draws a close or clear button at: its `--cb-size`, set inline. */
const closeSize = (el: Element) => (el as HTMLElement).style.getPropertyValue('--cb-size');

describe('the theme makes the small Mantine controls a finger’s size (44 px)', () => {
  it('a dialog’s close button', () => {
    renderThemed(
      <Modal
        opened
        onClose={() => undefined}
        title="Finish roll"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        body
      </Modal>,
    );
    expect(closeSize(screen.getByRole('button', { name: 'Close' }))).toBe(FINGER);
  });

  it('a drawer’s close button, and one whose screen asked for a larger size', () => {
    renderThemed(
      <Drawer
        opened
        onClose={() => undefined}
        title="Saves"
        closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      >
        body
      </Drawer>,
    );
    expect(closeSize(screen.getByRole('button', { name: 'Close' }))).toBe(FINGER);
  });

  it('an alert’s close button (Mantine asks 16 px)', () => {
    renderThemed(
      <Alert title="Refused" withCloseButton closeButtonLabel="Dismiss" onClose={() => undefined}>
        text
      </Alert>,
    );
    expect(closeSize(screen.getByRole('button', { name: 'Dismiss' }))).toBe(FINGER);
  });

  it('a picker’s clear button, alone in the right section once a value is chosen', () => {
    const { container } = renderThemed(
      <Select
        label="Shade"
        clearable
        size="lg"
        data={['A', 'B']}
        value="A"
        onChange={() => undefined}
      />,
    );
    const clear = container.querySelector('.mantine-InputClearButton-root');
    expect(clear).not.toBeNull();
    expect(closeSize(clear!)).toBe(FINGER);
    // Not squeezed beside the chevron in a section one button wide.
    expect(container.querySelector('[data-combined-clear-section]')).toBeNull();
  });

  it('a number box’s steppers: side by side, each 44 px wide and as high as the box', () => {
    const { container } = renderThemed(
      <NumberInput label="Weight" value={2} onChange={() => undefined} />,
    );
    const controls = container.querySelector<HTMLElement>('.mantine-NumberInput-controls')!;
    expect(controls.style.flexDirection).toBe('row-reverse');
    const steps = container.querySelectorAll<HTMLElement>('.mantine-NumberInput-control');
    expect(steps).toHaveLength(2);
    for (const step of steps) {
      expect(step.style.width).toBe(FINGER);
      expect(step.style.minHeight).toBe(FINGER);
      expect(step.style.height).toBe('calc(var(--input-height) - 2px)');
    }
    // The right section is as wide as the two of them, so the figure never runs under them.
    const input = screen.getByRole('textbox', { name: 'Weight' });
    const wrapper = input.closest<HTMLElement>('.mantine-NumberInput-wrapper')!;
    expect(wrapper.style.getPropertyValue('--input-right-section-width')).toBe(rem(88));
  });

  it('leaves the right section of a number box with its own to the screen', () => {
    const { container } = renderThemed(
      <NumberInput
        label="Length"
        hideControls
        rightSection="m"
        rightSectionWidth={40}
        value={2}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('.mantine-NumberInput-controls')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Length' });
    const wrapper = input.closest<HTMLElement>('.mantine-NumberInput-wrapper')!;
    expect(wrapper.style.getPropertyValue('--input-right-section-width')).toBe(rem(40));
  });

  it('an action icon never under 44 px, whatever size a screen asks', () => {
    renderThemed(
      <ActionIcon size={24} aria-label="More">
        +
      </ActionIcon>,
    );
    const icon = screen.getByRole('button', { name: 'More' });
    expect(icon.style.minWidth).toBe(FINGER);
    expect(icon.style.minHeight).toBe(FINGER);
  });
});
