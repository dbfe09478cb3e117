import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { COLOR_SCHEME_KEY, PREFERENCES_KEY, preferences } from '../../lib/preferences';
import { DevicePreferences } from './DevicePreferences';

describe('DevicePreferences', () => {
  it('keeps density and colours on this device and applies them at once', () => {
    render(
      <MantineProvider
        colorSchemeManager={localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY })}
      >
        <DevicePreferences />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      density: 'compact',
    });
    expect(preferences.get().density).toBe('compact');

    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('offers the language, kept on this device', () => {
    render(
      <MantineProvider>
        <DevicePreferences />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'தமிழ்' }));
    expect(preferences.get().language).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByRole('radio', { name: 'தமிழ்' })).toBeChecked();
  });
});
