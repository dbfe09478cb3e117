import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { localeStore } from '../i18n';
import classes from './HeaderStatus.module.css';
import { PendingSaves } from './PendingSaves';

function renderSaves() {
  render(
    <MantineProvider>
      <PendingSaves />
    </MantineProvider>,
  );
  return screen.getByTestId('pending-saves');
}

describe('the saves button in the header', () => {
  it('has its words for a tablet and an icon for a phone, and its full name on both', () => {
    const button = renderSaves();
    expect(button).toHaveAccessibleName('All saved. Show saves');
    // The words, shown beside the icon's place: CSS shows one of the two by the screen's width.
    expect(within(button).getByText('All saved')).toHaveClass(classes.long!);
    const icon = within(button).getByTestId('pending-saves-icon');
    expect(icon).toHaveClass(classes.short!);
    expect(icon.querySelector('svg')).not.toBeNull();
    // Nothing waits: no count beside the icon.
    expect(icon).toHaveTextContent(/^$/);
  });

  it('is named in Tamil in Tamil, icon or words', () => {
    act(() => localeStore.set('ta'));
    const button = renderSaves();
    expect(button).toHaveAccessibleName('எல்லாம் சேமித்தாகிவிட்டது. பதிவுகளைக் காட்டு');
    expect(within(button).getByTestId('pending-saves-icon').querySelector('svg')).not.toBeNull();
  });
});
