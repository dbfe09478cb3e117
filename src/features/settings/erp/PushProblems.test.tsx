import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput, Calls } from '@contract';
import { handle } from '../../../../tests/setup/msw';
import { PushProblems } from './PushProblems';

type Problems = CallOutput<Calls['getErpPushProblems']>;

const refused: Problems['rows'][number] = {
  id: '0b9f3c1e-6d2a-4f43-9a55-3c1f0e7d2b10',
  doctype: 'Customer',
  greigeId: 'CUST-00012',
  title: 'Kaveri Knits',
  messages: ['Could not find Customer Group: Nowhere'],
  refusedAt: '2026-11-20T06:30:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
  createdBy: 'Prakash',
  attempts: 1,
};

let problems: Problems;
const retried: string[] = [];

const server = setupServer(
  handle('getErpPushProblems', () => problems),
  handle('retryErpPush', ({ input }) => {
    retried.push(input.id);
    problems = { ...problems, rows: [], refused: 0, waiting: 1 };
    return { ok: true as const, message: 'goes again' };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  retried.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PushProblems />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the documents the ERPNext site refused', () => {
  it('shows each in words with the site’s reasons, and sends one again', async () => {
    problems = { connected: true, rows: [refused], waiting: 0, refused: 1 };
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Refused documents' });
    const card = within(list).getByRole('listitem', { name: 'Customer CUST-00012' });
    expect(within(card).getByText('Kaveri Knits')).toBeInTheDocument();
    expect(within(card).getByText('Could not find Customer Group: Nowhere')).toBeInTheDocument();
    expect(within(card).getByText(/Made by Prakash/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Send Customer CUST-00012 again' }));
    await waitFor(() => expect(retried).toEqual([refused.id]));
    expect(await screen.findByText('Waiting to be sent: 1')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Refused documents' })).toBeNull();
  });

  it('says so when no site is set up', async () => {
    problems = { connected: false, rows: [], waiting: 0, refused: 0 };
    renderPanel();
    expect(
      await screen.findByText(
        'No ERPNext site is set up on the server, so nothing is sent to one.',
      ),
    ).toBeInTheDocument();
  });
});
