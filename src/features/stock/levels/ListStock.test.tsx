import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { ListStock } from './ListStock';
import type { StockRow } from './stock';
import type { StockSearch } from './search';
import { findTable, tablesSettled } from '../../../../tests/setup/tables';

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => undefined }));

const row = (warehouse: string, qtyKg: number): StockRow => ({
  itemCode: 'SJ',
  itemName: 'Single jersey',
  itemGroup: 'Fabric',
  warehouse,
  warehouseGroup: 'Mill',
  isJobWork: false,
  batchNo: `B-${warehouse}`,
  colour: null,
  qtyKg,
  pieces: null,
  rolls: 1,
});

/** Three lines in two pages; the server's totals are those of the whole list, page after page. */
const pages = [
  { rows: [row('A', 10), row('B', 20)], nextCursor: 'page2' },
  { rows: [row('C', 30)], nextCursor: null },
];
const totals = { qtyKg: 1234.5, pieces: null, rolls: 77 };
const asked: (string | undefined)[] = [];

const server = setupServer(
  handle('getStockDetailsForAllBatches', ({ input }) => {
    asked.push(input.cursor);
    const page = input.cursor === 'page2' ? pages[1]! : pages[0]!;
    return { ...page, total: 3, totals };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
});
afterAll(() => server.close());

function renderList(by: StockSearch['by']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ListStock
          view="mill"
          search={{ view: 'mill', kind: 'all', by }}
          onChange={() => undefined}
          onOpenItem={() => undefined}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a stock list', () => {
  it('shows the server’s totals of the whole list from its first page, and more lines on request', async () => {
    renderList('line');
    await screen.findByText('1,234.5 kg');
    await tablesSettled();
    // 77 rolls in all, though the lines loaded hold 2.
    expect(screen.getByText('77')).toBeInTheDocument();
    expect(asked).toEqual([undefined]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/the table shows the first 2 of 3/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(asked).toEqual([undefined, 'page2']);
    expect(screen.getByText('1,234.5 kg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads on to every line when grouped, since a group sums all of its lines', async () => {
    renderList('warehouse');
    await waitFor(() => expect(asked).toEqual([undefined, 'page2']));
    await findTable('Mill warehouses · By warehouse');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
