/**
 * The Sales Order Dashboard's reads: orders by status, and the orders themselves a page at a
 * time (keyset: each page asks with the previous page's cursor) with the sums of all of them,
 * under the calls' own keys.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import type { DateRange } from '../../../lib/datePresets';
import { callKey, rpc } from '../../../lib/rpc';

type OrderPage = CallOutput<Calls['getSalesOrderReportAllDetailsForDate']>;
export type OrderRow = OrderPage['rows'][number];

/** The most rows a page may hold (the contract's pageSize.max): fewer round trips. */
export const PAGE_ROWS = 200;
export const ordersQuery = (r: DateRange) => {
  const input = { jsonStartDate: r.from, jsonEndDate: r.to };
  return infiniteQueryOptions({
    queryKey: [...callKey('getSalesOrderReportAllDetailsForDate'), input, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(
        'getSalesOrderReportAllDetailsForDate',
        { ...input, limit: PAGE_ROWS, cursor: pageParam },
        { signal },
      ) as Promise<OrderPage>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: OrderPage) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
};
