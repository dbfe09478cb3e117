import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeStore, m } from '../../i18n';
import { csvTable } from '../../components/table/csv';
import { pick, type Row } from './read';
import { DashboardScreen } from './DashboardView';
import { inspectionDashboard } from './definitions/inspection';
import { findPanel, type BreakdownPanel, type TablePanel } from './definition';
import { findTable } from '../../../tests/setup/tables';
import type { DashboardSearch } from './search';

const breakdownRow = (key: string, label: string, rolls: number) => ({
  key,
  label,
  rolls,
  kg: rolls * 20,
  mistakes: rolls * 2,
  points: rolls * 5,
  points100m2: 12.5,
});
const suppliers = [
  breakdownRow('SUP-1', 'Sri Mills', 12),
  breakdownRow('', '', 4),
  ...Array.from({ length: 9 }, (_, i) => breakdownRow(`SUP-X${i}`, `Small ${i}`, 1)),
];

/** What each call answers; the previous period answers less, so the tiles show a rise. */
const answers: Record<string, (from: string | null) => JsonBodyType> = {
  getTotalFabricInspected: (from) =>
    from === '2026-11-01'
      ? {
          rolls: 20,
          kg: 400,
          points: 90,
          points100m2: 11,
          greige: { rolls: 16, kg: 320 },
          finish: { rolls: 4, kg: 80 },
        }
      : {
          rolls: 16,
          kg: 320,
          points: 90,
          points100m2: 11,
          greige: { rolls: 16, kg: 320 },
          finish: { rolls: 0, kg: 0 },
        },
  getTotalCCInspected: () => ({ rolls: 3, piecesChecked: 900, piecesRejected: 9, rejectPct: 1 }),
  getSupplierWiseFabricInspected: () => suppliers,
  getMistakeWiseSupplierWiseFinishFabricInspected: () => [
    { ...breakdownRow('Hole', 'Hole', 3), supplier: '', supplierName: '' },
  ],
  getDashboardRollsFromDB: () => ({
    rows: [
      {
        reportNo: 'QI-1',
        rollNo: 'GR-1',
        date: '2026-11-03',
        stage: 'greige',
        itemCode: 'FAB-1',
        itemName: 'Single jersey',
        supplier: null,
        supplierName: null,
        checker: 'asha',
        kg: 20,
        mistakes: 2,
        points: 5,
        points100m2: 12.5,
        grade: 1,
      },
    ],
    total: 4,
    nextCursor: null,
  }),
};
const asked: URL[] = [];
const server = setupServer(
  http.get('*/api/api/:call', ({ params, request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const answer = answers[String(params.call)];
    return answer
      ? HttpResponse.json(answer(url.searchParams.get('jsonStartDate')))
      : HttpResponse.json([]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

const november: DashboardSearch = { preset: 'custom', from: '2026-11-01', to: '2026-11-30' };

function renderDashboard(search: DashboardSearch) {
  const onDrill = vi.fn();
  const onCloseDrill = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DashboardScreen
          def={inspectionDashboard}
          title="Dashboard"
          search={search}
          onFiltersChange={vi.fn()}
          onDrill={onDrill}
          onCloseDrill={onCloseDrill}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onDrill, onCloseDrill };
}

describe('the inspection dashboard', () => {
  it('shows each total with its change against the previous period of equal length', async () => {
    renderDashboard(november);
    const rolls = (await screen.findByText('Fabric rolls')).closest('[data-tile]');
    expect(await within(rolls as HTMLElement).findByText('20')).toBeInTheDocument();
    expect(
      await within(rolls as HTMLElement).findByText('▲ 25% on the period before'),
    ).toBeInTheDocument();
    // October 2 to 31: the 30 days before November.
    expect(asked.some((u) => u.searchParams.get('jsonStartDate') === '2026-10-02')).toBe(true);
    // A tile with rows behind it is a button that opens them.
    expect(await screen.findByRole('button', { name: /Greige rolls: 16/ })).toBeInTheDocument();
    const finish = (await screen.findByText('Finish rolls')).closest('[data-tile]');
    expect(
      await within(finish as HTMLElement).findByText('None in the period before'),
    ).toBeInTheDocument();
  });

  it('draws its headings as headings: only a figure with rows behind it is something to tap', async () => {
    renderDashboard(november);
    // A total with nothing behind it: a plain heading over its figure, not a button or a link.
    const rolls = await screen.findByRole('heading', { name: 'Fabric rolls' });
    expect(rolls.closest('a, button, [role=button], [role=link]')).toBeNull();
    expect(
      await within(rolls.closest('[data-tile]') as HTMLElement).findByText('20'),
    ).toBeInTheDocument();
    // One with rows behind it is a button that opens them.
    await screen.findByRole('button', { name: /Greige rolls: 16/ });
    // No heading of the page is a link or sits in one.
    for (const heading of screen.getAllByRole('heading')) {
      expect(
        heading.closest('a, button, [role=button], [role=link]'),
        heading.textContent ?? '',
      ).toBeNull();
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('names the bar without a supplier, sums the small ones into "Others", and drills into a bar', async () => {
    const { onDrill } = renderDashboard(november);
    const list = await screen.findByRole('list', { name: 'Supplier-wise' });
    const bars = within(list).getAllByRole('listitem');
    expect(bars.map((b) => b.textContent)).toEqual([
      'Sri Mills12',
      'Knitted in house4',
      ...Array.from({ length: 6 }, (_, i) => `Small ${i}1`),
      'Others3',
    ]);
    // "Others" is many suppliers: not a button.
    expect(within(bars[8]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: /Knitted in house: 4/ }));
    expect(onDrill).toHaveBeenCalledWith({ panel: 'supplier-wise', key: '' });
  });

  it('says rolls without a supplier were knitted in house, in the bars and the mistakes table, in Tamil too', async () => {
    act(() => localeStore.set('ta'));
    renderDashboard(november);
    const list = await screen.findByRole('list', { name: m.dash_supplier_wise() });
    expect(within(list).getByText('மில்லிலேயே நிட்டிங் செய்தவை')).toBeInTheDocument();
    const table = await findTable(m.dash_mistake_supplier());
    expect(within(table).getByText('மில்லிலேயே நிட்டிங் செய்தவை')).toBeInTheDocument();
    act(() => localeStore.set('en'));
    const panel = findPanel(inspectionDashboard, 'mistake-supplier') as TablePanel;
    const rows = answers.getMistakeWiseSupplierWiseFinishFabricInspected!(null) as Row[];
    expect(csvTable(rows, panel.columns, pick)[1]?.[0]).toBe('Knitted in house');
  });

  it('opens the rows behind a bar named in the address, with the bar’s stage and key', async () => {
    const { onCloseDrill } = renderDashboard({
      ...november,
      stage: 'greige',
      drill: 'supplier-wise',
      dkey: '',
    });
    // The drawer's code loads on the first drill-down: allow it the time of a slow machine.
    expect(await screen.findByText('4 rolls', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('GR-1')).toBeInTheDocument();
    const drill = asked.find((u) => u.pathname.endsWith('getDashboardRollsFromDB'));
    expect(Object.fromEntries(drill?.searchParams ?? [])).toMatchObject({
      jsonStartDate: '2026-11-01',
      jsonEndDate: '2026-11-30',
      stage: 'greige',
      by: 'supplier',
      key: '',
    });
    fireEvent.click(screen.getByRole('button', { name: m.dash_close() }));
    expect(onCloseDrill).toHaveBeenCalled();
  });
});

describe('a breakdown’s CSV', () => {
  it('holds every row (not only the top ones) as plain numbers, under headers in the language', () => {
    const panel = findPanel(inspectionDashboard, 'supplier-wise') as BreakdownPanel;
    const table = csvTable(suppliers.slice(0, 2), panel.columns, pick);
    expect(table).toEqual([
      ['Supplier', 'Code', 'Rolls', 'Weight (kg)', 'Mistakes', 'Points', 'Pts/100 m²'],
      ['Sri Mills', 'SUP-1', 12, 240, 24, 60, 12.5],
      ['', '', 4, 80, 8, 20, 12.5],
    ]);
  });
});
