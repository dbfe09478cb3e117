import { act, render, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { findTable } from '../../../../tests/setup/tables';
import { localeStore } from '../../../i18n';
import type { StockRow } from '../levels/stock';
import { CollarCuffStock } from './CollarCuffStock';

const line = (batchNo: string | null, pieces: number): StockRow => ({
  itemCode: 'COL-1',
  itemName: 'Polo collar',
  itemGroup: 'Collar',
  warehouse: 'CC Store',
  warehouseGroup: 'Mill',
  isJobWork: false,
  batchNo,
  colour: null,
  qtyKg: pieces / 50,
  pieces,
  rolls: 1,
});

const server = setupServer(
  handle('getCollarCuffDetails', {
    rows: [line('KN-20261103-0001', 500), line(null, 100)],
    total: 2,
    nextCursor: null,
    totals: { qtyKg: 12, pieces: 600, rolls: 2 },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

function renderStock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CollarCuffStock search={{ name: 'COL-1', warehouse: 'CC Store' }} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a collar’s stock by batch', () => {
  it('names the pieces kept without a batch', async () => {
    renderStock();
    const table = await findTable('Polo collar (COL-1) in CC Store');
    expect(within(table).getByText('KN-20261103-0001')).toBeInTheDocument();
    expect(within(table).getByText('No batch')).toBeInTheDocument();
  });

  it('names them in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderStock();
    const table = await findTable('CC Store-இல் Polo collar (COL-1)');
    expect(within(table).getByText('பேட்ச் இல்லை')).toBeInTheDocument();
  });
});
