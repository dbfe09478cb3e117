import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { localeStore } from '../../i18n';
import { ConnectionStatus } from './ConnectionStatus';

const connections = {
  smtp: { state: 'configured' as const, missing: [] },
  erpnext: { state: 'notConfigured' as const, missing: [] },
};
const proxy = {
  peer: '10.0.0.5',
  firstSeenAt: '2026-11-28T04:00:00.000Z',
  lastSeenAt: '2026-11-29T05:30:00.000Z',
};

const show = (untrustedProxy: typeof proxy | null) =>
  render(
    <MantineProvider>
      <ConnectionStatus connections={connections} untrustedProxy={untrustedProxy} />
    </MantineProvider>,
  );

describe('ConnectionStatus', () => {
  it('warns that everyone shares the sign-in limits behind a proxy the server does not trust', () => {
    show(proxy);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in limits shared by everyone');
    expect(alert).toHaveTextContent(/through a proxy at 10\.0\.0\.5/);
    expect(alert).toHaveTextContent(/Set TRUST_PROXY/);
  });

  it('says it in Tamil', () => {
    localeStore.set('ta');
    show(proxy);
    expect(screen.getByRole('alert')).toHaveTextContent(/10\.0\.0\.5.*TRUST_PROXY/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Sign-in limits/);
  });

  it('says nothing of a proxy when none was seen', () => {
    show(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
