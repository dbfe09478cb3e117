import { render, screen } from '@testing-library/react';
import { MantineProvider, SegmentedControl } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ChoiceGroup } from '../features/inspection/mistakes/ChoiceGroup';
import { chosenClass } from './chosen';
import { Segmented } from './Segmented';

/** The label a finger taps for the option of this name. */
const optionOf = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

describe('a chosen option looks the same everywhere', () => {
  it('the lot’s verdict (Segmented) and the fabric dialog’s verdict (ChoiceGroup) share one style', () => {
    render(
      <MantineProvider theme={theme}>
        <span id="lot">Lot verdict</span>
        <Segmented
          labelledBy="lot"
          value="ok"
          onChange={() => undefined}
          data={[
            { value: 'ok', label: 'Lot OK' },
            { value: 'notOk', label: 'Lot not OK' },
          ]}
        />
        <span id="report">Report verdict</span>
        <ChoiceGroup
          name="verdict"
          labelledBy="report"
          value="ok"
          onChange={() => undefined}
          choices={[
            { value: 'ok', label: 'Report OK' },
            { value: 'notOk', label: 'Report not OK' },
          ]}
        />
      </MantineProvider>,
    );
    const shared = chosenClass ?? '';
    expect(shared).not.toBe('');
    for (const chosen of ['Lot OK', 'Report OK']) {
      expect(optionOf(chosen)).toHaveClass(shared);
      expect(optionOf(chosen)).toHaveAttribute('data-chosen');
    }
    for (const other of ['Lot not OK', 'Report not OK']) {
      expect(optionOf(other)).not.toHaveClass(shared);
      expect(optionOf(other)).not.toHaveAttribute('data-chosen');
    }
  });

  it('Mantine’s segmented control fills its chosen segment with the primary colour too', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <SegmentedControl data={['Comfortable', 'Compact']} value="Compact" />
      </MantineProvider>,
    );
    const root = container.querySelector<HTMLElement>('.mantine-SegmentedControl-root')!;
    expect(root.style.getPropertyValue('--sc-color')).toBe('var(--mantine-color-indigo-filled)');
  });
});
