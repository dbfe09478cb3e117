import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../tests/setup/sessions';
import { localeStore } from '../../i18n';
import { callKey } from '../../lib/rpc';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { UserProfile } from './UserProfile';

const session = sessionOf();
const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

/** The profile with its session and sessions list already known: nothing is fetched. */
function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionQuery().queryKey, session);
  client.setQueryData(callKey('getMySessions', {}), [
    {
      createdAt: '2026-11-23T08:05:00+05:30',
      expiresAt: '2026-12-23T08:05:00+05:30',
      ip: '10.0.0.7',
      userAgent: android,
      current: true,
    },
    {
      createdAt: '2026-11-20T14:30:00+05:30',
      expiresAt: '2026-12-20T14:30:00+05:30',
      ip: null,
      userAgent: null,
      current: false,
    },
  ]);
  authState.signedIn(session.username);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <UserProfile />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => authState.signedOut());

describe('the user profile', () => {
  it('shows the account, its sessions and the password form in English', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText('Unknown device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out other devices (1)' })).toBeEnabled();
  });

  it('speaks Tamil', () => {
    act(() => localeStore.set('ta'));
    renderProfile();
    expect(screen.getByRole('heading', { name: 'கணக்கு' })).toBeInTheDocument();
    expect(screen.getByText('பயனர் பெயர்')).toBeInTheDocument();
    expect(screen.getByText('Android-இல் Chrome')).toBeInTheDocument();
    expect(screen.getByText('இந்த டிவைஸ்')).toBeInTheDocument();
    expect(screen.getByText('தெரியாத டிவைஸ்')).toBeInTheDocument();
    expect(screen.getByText(/முகவரியிலிருந்து லாகின்$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மற்ற டிவைஸ்களில் லாக்அவுட் செய் (1)' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'பாஸ்வேர்டை மாற்று' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^இப்போதைய பாஸ்வேர்டு/)).toBeInTheDocument();
  });
});
