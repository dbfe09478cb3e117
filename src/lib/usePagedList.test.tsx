import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScanRow } from '../features/gate/scan/words';
import { handle, problem } from '../../tests/setup/msw';
import { scansQuery } from '../features/gate/scan/report';
import { ApiError } from './rpc';
import { usePagedList } from './usePagedList';

const scan = (n: number): ScanRow => ({
  scanId: `S-${n}`,
  scannedAt: '2026-11-20T10:00:00+05:30',
  guard: 'guard',
  gate: 'Main gate',
  code: `GR-${n}`,
  kind: 'roll',
  status: 'ok',
  reference: `GR-${n}`,
  finding: null,
  remarks: null,
});

/** Seven scans, three to a page; the page after `failAfter` (a cursor) answers an error. */
const asked: (string | null)[] = [];
let failAfter: string | null = null;
let letDecemberThrough = () => {};
let december = Promise.resolve();
const server = setupServer(
  handle('getSecurityScanReport', async ({ input }) => {
    // October: one scan, one page.
    if (input.jsonStartDate === '2026-10-01')
      return { rows: [scan(100)], total: 1, nextCursor: null };
    // December: two scans, answered only once the test lets them through.
    if (input.jsonStartDate === '2026-12-01') {
      await december;
      return { rows: [scan(101), scan(102)], total: 2, nextCursor: null };
    }
    const cursor = input.cursor ?? null;
    asked.push(cursor);
    if (cursor !== null && cursor === failAfter)
      return problem(503, 'unavailable', 'The database is busy.');
    const from = cursor ? Number(cursor) : 0;
    const rows = Array.from({ length: 7 }, (_, i) => scan(i + 1)).slice(from, from + 3);
    return { rows, total: 7, nextCursor: from + 3 < 7 ? String(from + 3) : null };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  failAfter = null;
});
afterAll(() => server.close());

const november = { from: '2026-11-01', to: '2026-11-30' };

/** The list as a screen holds it: the last range's rows stay while a new range loads. */
function renderList(range = november) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ range }) =>
      usePagedList(useInfiniteQuery({ ...scansQuery(range), placeholderData: keepPreviousData })),
    { wrapper, initialProps: { range } },
  );
}

describe('a paged list', () => {
  it('shows the first page with the whole count, and more while there is more', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(result.current.total).toBe(7);
    expect(asked).toEqual([null]);
    act(() => result.current.more?.());
    await waitFor(() => expect(result.current.rows).toHaveLength(6));
    act(() => result.current.more?.());
    await waitFor(() => expect(result.current.rows).toHaveLength(7));
    expect(result.current.more).toBeUndefined();
  });

  it('gives every row for a CSV, reading the pages not scrolled to, once each', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    let every: ScanRow[] = [];
    await act(async () => {
      every = await result.current.everyRow();
    });
    expect(every.map((r) => r.scanId)).toEqual(['S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6', 'S-7']);
    expect(asked).toEqual([null, '3', '6']);
    // The table shows them too, and a second export reads nothing more.
    await waitFor(() => expect(result.current.rows).toHaveLength(7));
    await act(async () => {
      every = await result.current.everyRow();
    });
    expect(every).toHaveLength(7);
    expect(asked).toHaveLength(3);
  });

  it('exports the new range, not the last one still on screen while the new one loads', async () => {
    december = new Promise((resolve) => {
      letDecemberThrough = resolve;
    });
    const { result, rerender } = renderList({ from: '2026-10-01', to: '2026-10-31' });
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    rerender({ range: { from: '2026-12-01', to: '2026-12-31' } });
    // October's scan is still shown; the export waits for December's.
    expect(result.current.rows.map((r) => r.scanId)).toEqual(['S-100']);
    let every: ScanRow[] = [];
    const exported = act(async () => {
      every = await result.current.everyRow();
    });
    letDecemberThrough();
    await exported;
    expect(every.map((r) => r.scanId)).toEqual(['S-101', 'S-102']);
  });

  it('fails the whole export when a page fails, rather than giving a file with rows missing', async () => {
    failAfter = '3';
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.everyRow().catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toContain('The database is busy.');
  });
});
