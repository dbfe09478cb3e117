import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, type PageName, type SessionInfo } from '@contract';
import { defaultAlertRules } from '@rules';
import { handle } from '../../../tests/setup/msw';
import { startOutbox } from '../../lib/outbox';
import { resetDrain } from '../../lib/outbox/drain';
import { resetOutboxState } from '../../lib/outbox/state';
import { resetStoreHandle } from '../../lib/outbox/store';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { REBUILD_PAGES } from './rebuildAccess';
import { SettingsPage } from './SettingsPage';

let rebuilds = 0;
const server = setupServer(
  // Settings shows everyone the alert rules.
  handle('getAlertRules', {
    ...defaultAlertRules,
    supervisorEmail: null,
    updatedAt: null,
    updatedBy: null,
  }),
  handle('callSetWarehouseWiseStockData', () => {
    rebuilds += 1;
    return { ok: true, rows: 1234, refreshedAt: '2026-11-20T09:30:00+05:30' };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetStoreHandle();
  resetOutboxState();
  resetDrain();
  rebuilds = 0;
  // Saves are sent for the user signed in on the tablet (the session's below).
  await startOutbox(() => 'ravi');
});
afterEach(() => authState.signedOut());
afterAll(() => server.close());

const someone = (pages: PageName[]): SessionInfo => ({
  username: 'ravi',
  email: 'ravi@mill.test',
  roles: ['production'],
  pages: ['select-home', 'settings', ...pages],
  isAdmin: false,
});

function renderSettings(session: SessionInfo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery().queryKey, session);
  authState.signedIn(session.username);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('rebuilding the stock from the ledger, under Settings', () => {
  it('is offered to those whose pages the call is open to, as the server checks it', () => {
    expect([...REBUILD_PAGES].sort()).toEqual(
      [...(calls.callSetWarehouseWiseStockData.access as readonly PageName[])].sort(),
    );
  });

  it('is not offered to someone without the stock pages', async () => {
    renderSettings(someone(['home']));
    await screen.findByRole('heading', { name: 'This device' });
    expect(screen.queryByRole('heading', { name: 'Stock maintenance' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rebuild/ })).toBeNull();
  });

  it('asks first, and rebuilds only once confirmed', async () => {
    renderSettings(someone(['stock-with-collar-cuff']));
    const section = await screen.findByRole('region', { name: 'Stock maintenance' });
    fireEvent.click(
      within(section).getByRole('button', { name: 'Rebuild the stock from the ledger' }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: 'Rebuild the stock from the ledger?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rebuilds).toBe(0);

    fireEvent.click(
      within(section).getByRole('button', { name: 'Rebuild the stock from the ledger' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Rebuild the stock from the ledger?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Rebuild' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/^Rebuilt: 1,234 lines, /);
    expect(rebuilds).toBe(1);
  });
});
