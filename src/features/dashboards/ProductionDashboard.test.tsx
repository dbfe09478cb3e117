import { act, fireEvent, render, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { findTable } from '../../../tests/setup/tables';
import { csvTable } from '../../components/table/csv';
import { localeStore, m } from '../../i18n';
import { DashboardScreen } from './DashboardView';
import { findPanel, type TablePanel } from './definition';
import { productionDashboard } from './definitions/production';
import { pick } from './read';

const machineDays = [
  { machine: 'CK-01', date: '2026-11-03', rolls: 5, kg: 100 },
  { machine: '', date: '2026-11-03', rolls: 2, kg: 40 },
];

// Every other panel has nothing in the period.
const server = setupServer(
  handle('getTodayProductionMachineWiseDayWiseTotalRollsForDate', machineDays),
  http.get('*/api/api/:call', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

function renderDashboard() {
  const onDrill = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DashboardScreen
          def={productionDashboard}
          title="Production Dashboard"
          search={{ preset: 'custom', from: '2026-11-01', to: '2026-11-30' }}
          onFiltersChange={vi.fn()}
          onDrill={onDrill}
          onCloseDrill={vi.fn()}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDrill;
}

describe('the production dashboard’s machine × day table', () => {
  it('names the rolls knitted without a machine, on the screen and in the file', async () => {
    const onDrill = renderDashboard();
    const table = await findTable(m.prod_machine_day());
    fireEvent.click(within(table).getByText('No machine'));
    // The rows behind a figure are asked for by machine, and these have none to ask by.
    expect(onDrill).not.toHaveBeenCalled();
    fireEvent.click(within(table).getByText('CK-01'));
    expect(onDrill).toHaveBeenCalledWith({
      panel: 'machine-day',
      key: 'CK-01',
      from: '2026-11-03',
      to: '2026-11-03',
    });
    const panel = findPanel(productionDashboard, 'machine-day') as TablePanel;
    expect(csvTable(machineDays, panel.columns, pick).map((r) => r[0])).toEqual([
      'Machine',
      'CK-01',
      'No machine',
    ]);
  });

  it('names them in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderDashboard();
    const table = await findTable(m.prod_machine_day());
    expect(within(table).getByText('இயந்திரம் இல்லை')).toBeInTheDocument();
  });
});
