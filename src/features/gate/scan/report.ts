import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/datePresets';
import { callKey, rpc } from '../../../lib/rpc';

/** The most scans a page holds (the contract's maximum): fewer round trips. */
const PAGE_ROWS = 200;

/** The scans of a date range, newest first, a page at a time, under the call's own key. */
export const scansQuery = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: [...callKey('getSecurityScanReport'), range, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(
        'getSecurityScanReport',
        { jsonStartDate: range.from, jsonEndDate: range.to, limit: PAGE_ROWS, cursor: pageParam },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
