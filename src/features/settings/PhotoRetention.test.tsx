import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput, Calls } from '@contract';
import { handle } from '../../../tests/setup/msw';
import { MillSettingsForm } from './MillSettingsForm';

const settings: CallOutput<Calls['getSettings']> = {
  gradeBand: { grade1Below: 20, grade3Above: 30 },
  gsmTolerancePct: 5,
  widthTolerancePct: 3,
  toleranceLowersGrade: true,
  processLossTolerancePct: 10,
  defectPhotoRetentionDays: 365,
  overrides: [],
  connections: {
    smtp: { state: 'configured', missing: [] },
    erpnext: { state: 'configured', missing: [] },
  },
  updatedAt: '2026-11-20T09:30:00+05:30',
  updatedBy: 'Chief',
};
/** What the form sent. */
const sent: unknown[] = [];

const server = setupServer(
  handle('getSettings', settings),
  handle('saveSettings', ({ input }) => {
    sent.push(input.jsonData);
    return { ...settings, ...input.jsonData, overrides: [] };
  }),
  handle('getAllItemsFromDB', []),
  handle('getCustomerDataFromDB', []),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MillSettingsForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('how long defect photos are kept', () => {
  it('shows the mill’s period and saves a new one with the mill settings', async () => {
    renderForm();
    const mill = await screen.findByRole('form', { name: 'Mill settings' });
    const days = within(mill).getByRole('textbox', { name: 'Keep defect photos for (days)' });
    expect(days).toHaveValue('365');
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(within(mill).getByRole('button', { name: 'Save mill settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ defectPhotoRetentionDays: 90, gsmTolerancePct: 5 });
  });

  it('takes 30 to 3,650 days, and says why not fewer', async () => {
    renderForm();
    const mill = await screen.findByRole('form', { name: 'Mill settings' });
    const days = within(mill).getByRole('textbox', { name: 'Keep defect photos for (days)' });
    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.click(within(mill).getByRole('button', { name: 'Save mill settings' }));
    expect(await within(mill).findByText('must be at least 30 days')).toBeInTheDocument();
    expect(days).toHaveValue('7');
    expect(sent).toEqual([]);
  });
});
