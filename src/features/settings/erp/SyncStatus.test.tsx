import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput, Calls } from '@contract';
import { handle } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { SyncStatus } from './SyncStatus';

const connected: CallOutput<Calls['getErpStatus']> = {
  configured: true,
  siteUrl: 'https://erp.mill.example',
  user: 'greige@mill.example',
  checkError: null,
  checkedAt: '2026-11-24T03:00:00Z',
  syncSeconds: 300,
  running: false,
  doctypes: [
    {
      doctype: 'Item',
      lastSyncedAt: '2026-11-24T03:05:00Z',
      rowsPulled: 120,
      lastRunRows: 3,
      error: null,
      errorAt: null,
    },
    {
      doctype: 'Quality Inspection',
      lastSyncedAt: null,
      rowsPulled: 0,
      lastRunRows: 0,
      error: 'not_found: not on this site',
      errorAt: '2026-11-24T03:05:00Z',
    },
  ],
  waitUntil: null,
  siteTimeZone: 'Asia/Kolkata',
  lacking: [],
  push: { pending: 2, refused: 1 },
};
let status = connected;
let syncs = 0;
const server = setupServer(
  handle('getErpStatus', () => status),
  handle('syncErpNow', () => {
    syncs += 1;
    return {
      state: 'finished',
      doctypes: [{ doctype: 'Item', rows: 3, error: null }],
      waitUntil: null,
    };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  act(() => localeStore.set('en'));
  status = connected;
});
afterAll(() => server.close());

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SyncStatus />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ERPNext sync status', () => {
  it('shows the site, its user, each doctype and syncs on demand', async () => {
    renderIt();
    expect(await screen.findByText('https://erp.mill.example')).toBeInTheDocument();
    expect(screen.getByText('greige@mill.example')).toBeInTheDocument();
    expect(screen.getByText('120 rows, 3 in the last sync')).toBeInTheDocument();
    expect(screen.getByText('not_found: not on this site')).toBeInTheDocument();
    expect(screen.getByText('Never synced')).toBeInTheDocument();
    expect(
      screen.getByText(/Waiting to go to the site: 2\. Refused by the site: 1\./),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(syncs).toBe(1));
  });

  it('says the demo mill fills the mirror without a site, in Tamil too', async () => {
    status = { ...connected, configured: false, siteUrl: null, user: null, doctypes: [] };
    act(() => localeStore.set('ta'));
    renderIt();
    expect(await screen.findByText(/டெமோ மில் தரவு நகலை நிரப்புகிறது/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the fields the site lacks as the Custom Fields to add, and the site’s time zone', async () => {
    status = {
      ...connected,
      lacking: [
        {
          doctype: 'Customer',
          fieldname: 'custom_greige_id',
          label: 'Greige ID',
          fieldtype: 'Data',
          options: null,
          unique: true,
        },
        {
          doctype: 'Batch',
          fieldname: 'custom_warehouse',
          label: 'Warehouse',
          fieldtype: 'Link',
          options: 'Warehouse',
          unique: false,
        },
      ],
    };
    renderIt();
    expect(await screen.findByText('Fields the site lacks')).toBeInTheDocument();
    expect(
      screen.getByText('Greige ID: field name custom_greige_id, type Data, unique'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Warehouse: field name custom_warehouse, type Link, linked to Warehouse'),
    ).toBeInTheDocument();
    expect(screen.getByText('The site keeps its times in Asia/Kolkata.')).toBeInTheDocument();
  });
});
