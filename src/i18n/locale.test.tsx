import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/Providers';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PREFERENCES_KEY, preferences } from '../lib/preferences';
import { authState } from '../lib/session';
import { renderAt } from '../../tests/setup/renderAt';
import { browserLocale, localeStore, m } from '.';

describe('the default language follows the browser', () => {
  it.each([
    [['ta'], 'ta'],
    [['ta-IN', 'en-IN'], 'ta'],
    [['ta-LK'], 'ta'],
    [['hi-IN', 'ta-IN'], 'ta'],
    [['en-IN', 'ta'], 'en'],
    [['en-US'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  it('is English in the test browser, and so are the messages', () => {
    expect(navigator.languages[0]).toMatch(/^en/);
    expect(localeStore.get()).toBe('en');
    expect(m.frame_menu_open()).toBe('Open menu');
  });
});

describe('choosing a language', () => {
  it('is remembered on this device and sets <html lang>', () => {
    act(() => localeStore.set('ta'));
    expect(localeStore.get()).toBe('ta');
    expect(preferences.get().language).toBe('ta');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      language: 'ta',
    });
    expect(document.documentElement.lang).toBe('ta');
    expect(m.frame_menu_open()).toBe('மெனுவைத் திற');

    act(() => localeStore.set(undefined));
    expect(localeStore.get()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored language this version does not know', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ language: 'xx', density: 'compact' }));
    // A fresh start of the app's modules reads what is stored.
    vi.resetModules();
    const fresh = await import('./locale');
    expect(fresh.localeStore.get()).toBe('en');
    localStorage.removeItem(PREFERENCES_KEY);
  });

  it('starts in the language stored on the device', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ language: 'ta' }));
    vi.resetModules();
    const fresh = await import('./locale');
    expect(fresh.localeStore.get()).toBe('ta');
    localStorage.removeItem(PREFERENCES_KEY);
  });

  it('re-renders the screen in the new language without a reload', () => {
    const client = new QueryClient();
    const Probe = () => <p>{m.frame_send_now()}</p>;
    render(
      <Providers queryClient={client}>
        <LanguageSwitch />
        <Probe />
      </Providers>,
    );
    expect(screen.getByText('Send now')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'தமிழ்' }));
    expect(screen.getByText('இப்போதே அனுப்பு')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'தமிழ்' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByText('Send now')).toBeInTheDocument();
  });

  it('is offered on the sign-in screen, which then speaks Tamil', async () => {
    authState.signedOut();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'தமிழ்' }));
    expect(await screen.findByRole('heading', { name: 'லாகின்' })).toBeInTheDocument();
    expect(screen.getByLabelText(/ஈமெயில்/)).toBeInTheDocument();
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
  });

  it('keeps the switch labelled in both languages', () => {
    render(
      <MantineProvider>
        <LanguageSwitch />
      </MantineProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('தமிழ்')).toHaveAttribute('lang', 'ta');
  });
});
