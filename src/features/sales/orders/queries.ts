import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/datePresets';
import { callKey, callQuery, rpc } from '../../../lib/rpc';

/** The most rows a page holds (the contract's maximum): fewer round trips. */
const PAGE_ROWS = 200;

/** Orders dated in the range, newest first, a page at a time; lab orders alone when asked. */
export const ordersQuery = (range: DateRange, search: string, labOrders?: boolean) =>
  infiniteQueryOptions({
    queryKey: [...callKey('getSalesOrderFromDBAllData'), range, search, labOrders ?? null, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(
        'getSalesOrderFromDBAllData',
        {
          jsonStartDate: range.from,
          jsonEndDate: range.to,
          limit: PAGE_ROWS,
          ...(search ? { search } : {}),
          ...(labOrders === undefined ? {} : { labOrders }),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const orderItemsQuery = (so: string) =>
  callQuery('getSalesOrderItemsFromDB', { report_no: so });
export const sentRollsQuery = (so: string) =>
  callQuery('getStockEntryReportRows', { salesOrderNo: so });
export const orderEntriesQuery = (so: string) =>
  callQuery('getStockEntryLinkedSalesOrder', { report_no: so });

/** The rolls in store that can serve an order item, a page at a time. */
export const itemRollsQuery = (itemRowId: string) =>
  infiniteQueryOptions({
    queryKey: [...callKey('getSalesOrderItemRolls'), itemRowId, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(
        'getSalesOrderItemRolls',
        { itemRowId, limit: PAGE_ROWS, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
