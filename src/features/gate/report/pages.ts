import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/datePresets';
import { callKey, rpc } from '../../../lib/rpc';
import type { VisitorRow } from './inside';

/**
 * The visitor report's reads: the visits of a range a page at a time (the table), everyone still
 * inside (the cards above it), both under the call's own key so an exit refreshes them together.
 * The CSV reads the table's pages to the end (lib/usePagedList.ts).
 */

/** The most visits a page holds (the contract's maximum): fewer round trips. */
const PAGE_ROWS = 200;

const page = (range: DateRange, cursor?: string, status?: 'in', signal?: AbortSignal) =>
  rpc(
    'getVisitorReportFromDBAllData',
    { jsonStartDate: range.from, jsonEndDate: range.to, limit: PAGE_ROWS, cursor, status },
    { signal },
  );

/** The visits of a range, newest first, a page at a time: the table loads more as it scrolls. */
export const visitorsQuery = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: [...callKey('getVisitorReportFromDBAllData'), range, 'pages'],
    queryFn: ({ pageParam, signal }) => page(range, pageParam, undefined, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every row of the list `status` selects, page after page (a gate holds few visitors at once). */
async function everyRow(range: DateRange, status?: 'in', signal?: AbortSignal) {
  const rows: VisitorRow[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(range, cursor, status, signal);
    rows.push(...next.rows);
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** Everyone still inside: each needs their card and their "Mark out", however long the list. */
export const insideQuery = (range: DateRange) =>
  queryOptions({
    queryKey: [...callKey('getVisitorReportFromDBAllData'), range, 'inside'],
    queryFn: ({ signal }) => everyRow(range, 'in', signal),
  });
