import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { StockPage } from './StockPage';

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => () => undefined,
  useRouter: () => ({ history: { back: () => undefined } }),
}));

const server = setupServer(
  handle('getStockDetailsForAllBatches', {
    rows: [],
    nextCursor: null,
    total: 0,
    totals: { qtyKg: 0, pieces: null, rolls: 0 },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the stock screen', () => {
  it('shows the stock, with no maintenance action among its first buttons', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <StockPage search={{}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Fabric and collar & cuff stock' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Which stock' })).toBeInTheDocument();
    // Rebuilding from the ledger lives under Settings, behind a confirmation.
    expect(screen.queryByRole('button', { name: /rebuild/i })).toBeNull();
  });
});
