import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callPath, calls } from '@contract';
import { localeStore } from '../../i18n';
import { presetRange } from '../../lib/datePresets';
import { callKey } from '../../lib/rpc';
import { LOADER_FRESH_MS, reportPageSize, reportQuery, type ReportFilters } from './definition';
import { qiReportDefinition as def, type QiReportRow } from './definitions/qiReports';
import { qiReportScreen } from './definitions/qiReportScreens';
import { ReportView } from './ReportView';

const row = (reportNo: string, date: string, totalKg: number, grade: 1 | 2 | 3): QiReportRow => ({
  reportNo,
  date,
  stage: 'greige',
  status: 'completed',
  verdict: grade === 3 ? 'inspectNotOk' : 'inspectOk',
  sourceKind: 'purchaseOrder',
  sourceDocNo: 'PO-1',
  supplier: 'Sri Mills',
  itemCode: 'FAB-1',
  itemName: 'Single jersey 180',
  colour: null,
  lot: null,
  inspector: 'asha',
  tableName: 'Table 1',
  rolls: 3,
  totalKg,
  totalPoints: 12,
  points100m2: 10.5,
  grade,
});
const rows = [
  row('QI-1', '2026-11-02', 250.5, 1),
  row('QI-2', '2026-11-09', 80, 3),
  {
    ...row('QI-3', '2026-11-05', 120, 2),
    gradeReasons: [{ kind: 'worstRoll' as const, rollNo: 'GR-7' }],
  },
];

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

function renderView(
  queryClient: QueryClient,
  filters: ReportFilters,
  onFiltersChange = vi.fn(),
  onOpen?: (row: QiReportRow) => void,
) {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ReportView
          def={def}
          screen={qiReportScreen}
          filters={filters}
          onFiltersChange={onFiltersChange}
          onOpen={onOpen}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onFiltersChange;
}

/**
 * The cache is filled the way the route loader fills it (one page, the whole list). The list asks
 * the server again on opening; with no server here it keeps what the cache holds.
 */
function renderReport(
  filters: ReportFilters,
  onFiltersChange = vi.fn(),
  onOpen?: (row: QiReportRow) => void,
) {
  const queryClient = newClient();
  queryClient.setQueryData(reportQuery(def, filters).queryKey, {
    pages: [{ rows, total: rows.length, nextCursor: null }],
    pageParams: [undefined],
  });
  return renderView(queryClient, filters, onFiltersChange, onOpen);
}

/** Lays every element out `px` wide while `run` runs (jsdom lays out nothing). */
function atWidth(px: number, run: () => void) {
  const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);
  try {
    run();
  } finally {
    spy.mockRestore();
  }
}

const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''));

const filters: ReportFilters = { preset: 'thisMonth', status: 'completed' };
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const reportNos = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('ReportView with the QI report definition', () => {
  it('shows the definition’s columns and formats kg, dates and grades', () => {
    renderReport(filters);
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''));
    expect(headers).toEqual([
      'Report',
      'Date',
      'Stage',
      'Item',
      'Supplier',
      'Rolls',
      'Kg',
      'Pts/100 m²',
      'Grade',
      'Status',
    ]);
    const first = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first[6]).toMatch(/^80 kg$/);
    // The column says "Grade": its badge shows the figure.
    expect(first[8]).toBe('3');
    expect(first[9]).toBe('Inspect not OK');
    expect(screen.getByText('3 reports')).toBeInTheDocument();
  });

  it('sorts by the default sort (newest first) and asks for another sort when a header is tapped', () => {
    const onChange = renderReport(filters);
    expect(reportNos()).toEqual(['QI-2', 'QI-3', 'QI-1']);
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kg' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'totalKg', desc: false });
  });

  it('orders by the sort in the filters, descending on request', () => {
    renderReport({ ...filters, sort: 'totalKg', desc: true });
    expect(reportNos()).toEqual(['QI-1', 'QI-3', 'QI-2']);
  });

  it('changing the status asks for the filters that select its call variant', () => {
    const onChange = renderReport(filters);
    fireEvent.click(screen.getByLabelText('Inspect OK'));
    expect(onChange).toHaveBeenCalledWith({ status: 'inspectOk' });
  });

  it.each([
    ['all', 'getQIReportFromDBAllData'],
    ['completed', 'getQIReportFromDBCompleted'],
    ['inspectOk', 'getQIReportFromDBWithInspectOk'],
    ['inspectNotOk', 'getQIReportFromDBWithInspectNotOk'],
  ] as const)('status %s reads %s over the preset’s dates, page by page', (status, call) => {
    const range = presetRange('thisMonth');
    expect(reportQuery(def, { preset: 'thisMonth', status }).queryKey).toEqual([
      ...callKey(call, { jsonStartDate: range.from, jsonEndDate: range.to }),
      'pages',
    ]);
  });

  it('speaks Tamil: title, filters, column titles, cells and the count', () => {
    act(() => localeStore.set('ta'));
    renderReport({ preset: 'custom', from: '2026-11-01', to: '2026-11-30', status: 'completed' });
    expect(screen.getByRole('heading', { name: 'QI துணி ரிப்போர்ட்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'சரியானவை' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('தேதி தேர்வு')).toBeInTheDocument();
    expect(screen.getByText('தேதிகள்')).toBeInTheDocument();
    expect(screen.getByText('01-11-2026 முதல் 30-11-2026 வரை')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கிலோ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /பாயிண்ட்\/100 மீ²/ })).toBeInTheDocument();
    const first = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first[2]).toBe('கிரே');
    expect(first[8]).toBe('3');
    expect(first[9]).toBe('சரியில்லை');
    expect(screen.getByText('3 ரிப்போர்ட்கள்')).toBeInTheDocument();
  });

  it('on a phone keeps report, points, grade and status, the rest in each row’s details', () => {
    atWidth(356, () => {
      const onOpen = vi.fn();
      renderReport(filters, vi.fn(), onOpen);
      expect(headers()).toEqual(['Report', 'Pts/100 m²', 'Grade', 'Status']);
      const details = screen.getByRole('button', { name: 'Details of QI-2' });
      expect(details).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(details);
      expect(details).toHaveAttribute('aria-expanded', 'true');
      const row = bodyRows()[0]!;
      const shown = within(row)
        .getAllByRole('term')
        .map((t) => t.textContent);
      expect(shown).toEqual(['Date', 'Stage', 'Item', 'Supplier', 'Rolls', 'Kg']);
      expect(within(row).getByText('09-11-2026')).toBeInTheDocument();
      expect(within(row).getByText('80 kg')).toBeInTheDocument();
      // Unfolding is not opening.
      expect(onOpen).not.toHaveBeenCalled();
      fireEvent.keyDown(row, { key: 'Enter' });
      expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ reportNo: 'QI-2' }));
    });
  });

  it('on a portrait tablet adds the date and the item', () => {
    atWidth(766, () => {
      renderReport(filters);
      expect(headers()).toEqual(['Report', 'Date', 'Item', 'Pts/100 m²', 'Grade', 'Status']);
    });
  });

  it('says under a report why its grade is not what its points look like', () => {
    renderReport(filters);
    const row = bodyRows().find((r) => within(r).queryByText('QI-3'))!;
    expect(
      within(row).getByText(
        'Grade 2: the grade of its worst roll, GR-7; the points are for all its rolls together',
      ),
    ).toBeInTheDocument();
    expect(bodyRows().filter((r) => within(r).queryByText(/^Grade \d:/))).toHaveLength(1);
  });

  it('parses unknown search params back to the defaults', () => {
    expect(def.filterSchema.parse({ preset: 'someday', status: 'nope', from: 'x' })).toEqual({
      preset: 'thisMonth',
      status: 'all',
      from: undefined,
      to: undefined,
      sort: undefined,
      desc: undefined,
    });
  });
});

describe('ReportView loads the list a page at a time', () => {
  /** 250 completed reports, newest first, served in pages as the server serves them. */
  const all = Array.from({ length: 250 }, (_, i) => {
    const day = String(28 - Math.floor(i / 10)).padStart(2, '0');
    return row(`QI-${String(250 - i).padStart(3, '0')}`, `2026-11-${day}`, 100 + i, 1);
  });
  const asked: { cursor: string | null; limit: string | null }[] = [];
  const server = setupServer(
    http.get(`*${callPath(calls.getQIReportFromDBCompleted)}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const cursor = params.get('cursor');
      const limit = Number(params.get('limit'));
      asked.push({ cursor, limit: params.get('limit') });
      const from = cursor ? Number(cursor.slice(1)) : 0;
      const next = from + limit;
      return HttpResponse.json({
        rows: all.slice(from, next),
        total: all.length,
        nextCursor: next < all.length ? `p${next}` : null,
      });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    asked.length = 0;
  });
  afterAll(() => server.close());

  const completed: ReportFilters = { preset: 'thisMonth', status: 'completed' };
  const table = () => screen.getByRole('table');

  it('shows the first page and the total, and fetches the next page as the user scrolls', async () => {
    renderView(newClient(), completed);
    expect(await screen.findByText(`${reportPageSize} of 250 reports`)).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '251');
    expect(asked).toEqual([{ cursor: null, limit: String(reportPageSize) }]);

    // Scrolled near the end of what is loaded: the next page is asked for.
    act(() => {
      Object.defineProperty(table(), 'scrollTop', { configurable: true, value: 56 * 90 });
      fireEvent.scroll(table());
    });
    expect(await screen.findByText(`${2 * reportPageSize} of 250 reports`)).toBeInTheDocument();
    expect(asked[1]).toEqual({ cursor: `p${reportPageSize}`, limit: String(reportPageSize) });
  });

  it('asks the server again on opening, so a report started since it was seen is there', async () => {
    const client = newClient();
    client.setQueryData(
      reportQuery(def, completed).queryKey,
      { pages: [{ rows: all.slice(1, 3), total: 2, nextCursor: null }], pageParams: [undefined] },
      { updatedAt: Date.now() - 60_000 },
    );
    renderView(client, completed);
    expect(screen.getByText('2 reports')).toBeInTheDocument();
    expect(await screen.findByText(`${reportPageSize} of 250 reports`)).toBeInTheDocument();
    expect(await screen.findByText('QI-250')).toBeInTheDocument();
  });

  it('does not read the first page again when the route’s loader has just read it', async () => {
    const client = newClient();
    const query = reportQuery(def, completed);
    await client.prefetchInfiniteQuery(query);
    expect(asked).toHaveLength(1);
    const cached = () => client.getQueryCache().find({ queryKey: query.queryKey });
    // Every read the cache starts, whatever starts it (the mount, a timer, a refetch interval):
    // a read starts synchronously, before the server could be asked.
    const reads: unknown[] = [];
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') reads.push(event.action);
    });
    // The view's timers run when the test moves the clock, not while it waits.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      renderView(client, completed);
      // The loader's page is on screen at once and counts as fresh: the mount read nothing.
      expect(screen.getByText(`${reportPageSize} of 250 reports`)).toBeInTheDocument();
      expect(cached()?.isStale()).toBe(false);
      expect(client.isFetching()).toBe(0);
      expect(reads).toEqual([]);

      // Well past the time the loader's read counts as fresh: the list has gone stale, and still
      // nothing reads it again while the screen stays open.
      await act(() => vi.advanceTimersByTimeAsync(12 * LOADER_FRESH_MS));
      expect(cached()?.isStale()).toBe(true);
      expect(client.isFetching()).toBe(0);
      expect(reads).toEqual([]);
      expect(asked).toHaveLength(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('"Load more" fetches the next page until the list is complete', async () => {
    renderView(newClient(), completed);
    await screen.findByText(`${reportPageSize} of 250 reports`);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(`${2 * reportPageSize} of 250 reports`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('250 reports')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked.map((a) => a.cursor)).toEqual([null, 'p100', 'p200']);
  });

  it('says when a column sort covers only the reports loaded so far', async () => {
    renderView(newClient(), { ...completed, sort: 'totalKg', desc: true });
    expect(
      await screen.findByText('Sorted among the reports loaded so far; scroll to load the rest.'),
    ).toBeInTheDocument();
  });
});
