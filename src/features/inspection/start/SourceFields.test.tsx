import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { preferences } from '../../../lib/preferences';
import { USERNAME_KEY } from '../../../lib/session';
import { StartReportForm } from './StartReportForm';

const order = (poNo: string, supplierName: string) => ({
  poNo,
  date: '2026-01-05',
  supplier: supplierName,
  supplierName,
  status: 'To Receive',
  totalKg: 500,
  receivedKg: 200,
});
const asked: { jsonStage: string; jsonSourceKind: string }[] = [];

const server = setupServer(
  handle('getAllQIReportFromDB', { rows: [], total: 0, nextCursor: null }),
  // Newest first, as the server lists them.
  handle('getAllPurchaseOrderFromDB', [
    order('PUR-3', 'Avinashi Fabrics'),
    order('PUR-2', 'Velmurugan Knitting'),
    order('PUR-1', 'Avinashi Fabrics'),
  ]),
  handle('getRollsWaitingFromDB', ({ input }) => {
    asked.push(input);
    return input.jsonStage === 'finish'
      ? [{ source: 'PUR-3', itemCode: 'FAB-SJ-T1', rolls: 1 }]
      : [
          { source: 'PUR-1', itemCode: 'FAB-PQ-T1', rolls: 1 },
          { source: 'PUR-1', itemCode: 'FAB-SJ-T1', rolls: 11 },
        ];
  }),
  handle('getItemsDetailsForPOFromDB', ({ input }) => [
    {
      orderNo: input.jsonData,
      itemCode: 'FAB-SJ-T1',
      itemName: 'SJ 160',
      colour: 'Navy',
      qtyKg: 500,
      receivedKg: 200,
      uom: 'Kg',
    },
  ]),
  handle('getbatchFromDB', []),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
  localStorage.setItem(USERNAME_KEY, 'Kavitha');
  preferences.set({ inspectionTable: 'Table 1' });
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <StartReportForm date="2026-01-12" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The orders offered, once they came (every pick list of the form keeps its options in the page). */
async function optionsOf(label: string) {
  let texts: string[] = [];
  await waitFor(() => {
    fireEvent.click(screen.getAllByLabelText(label)[0] as HTMLElement);
    texts = screen
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent)
      .filter((t) => t.startsWith('PUR-'));
    expect(texts.length).toBeGreaterThan(0);
  });
  return texts;
}
const orderOptions = () => optionsOf('Purchase order');

describe('the source picker of a new report', () => {
  it('shows the rolls waiting for each order at the stage, those with none last and marked', async () => {
    renderForm();
    expect(await orderOptions()).toEqual([
      'PUR-1 · Avinashi Fabrics · 12 rolls waiting',
      'PUR-3 · Avinashi Fabrics · none waiting',
      'PUR-2 · Velmurugan Knitting · none waiting',
    ]);
    expect(asked).toContainEqual({ jsonStage: 'greige', jsonSourceKind: 'purchaseOrder' });

    fireEvent.click(screen.getByRole('radio', { name: 'Finish' }));
    await waitFor(() =>
      expect(asked).toContainEqual({ jsonStage: 'finish', jsonSourceKind: 'purchaseOrder' }),
    );
    await waitFor(async () =>
      expect(await orderOptions()).toEqual([
        'PUR-3 · Avinashi Fabrics · 1 roll waiting',
        'PUR-2 · Velmurugan Knitting · none waiting',
        'PUR-1 · Avinashi Fabrics · none waiting',
      ]),
    );
  });

  it('says so under an order with none, and asks before starting an empty report', async () => {
    renderForm();
    await orderOptions();
    fireEvent.click(screen.getByRole('option', { name: /^PUR-2 · /, hidden: true }));
    const why =
      'No rolls of PUR-2 are waiting for Greige inspection. Pick a source with rolls waiting, unless a roll is to be inspected again.';
    expect(await screen.findByText(why)).toBeInTheDocument();
    // The order's one item comes by itself.
    await screen.findByDisplayValue('SJ 160 (FAB-SJ-T1)');

    fireEvent.click(screen.getByRole('button', { name: 'Start report' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Start a report with no rolls waiting?',
    });
    expect(within(dialog).getByText(why)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick another source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderForm();
    expect(await optionsOf('பர்ச்சேஸ் ஆர்டர்')).toEqual([
      'PUR-1 · Avinashi Fabrics · 12 ரோல்கள் காத்திருக்கின்றன',
      'PUR-3 · Avinashi Fabrics · காத்திருக்கும் ரோல் இல்லை',
      'PUR-2 · Velmurugan Knitting · காத்திருக்கும் ரோல் இல்லை',
    ]);
  });
});
