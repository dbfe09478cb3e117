/**
 * The paged lists of stock and batchable rolls (`{ rows, total, nextCursor }`): one infinite query
 * per list and filter, its key under the call's own (lib/rpc.ts), so a save that changes stock
 * invalidates every page of it by prefix.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput, Calls, Page } from '@contract';
import { callKey, rpc } from '../../lib/rpc';
import { usePagedList } from '../../lib/usePagedList';

export type PagedCall =
  | 'getStockDetailsForAllBatches'
  | 'getStockDetailsForAllBatchesJV'
  | 'getStockDetailsForAllJV'
  | 'getStockDetailsForAllPTSASTRI'
  | 'getCollarCuffDetails'
  | 'getStockDetailsForItemInJV'
  | 'getStockDetailsFromERPNEXT'
  | 'getGreigeRollsForBatch';

export type PagedRow<K extends PagedCall> = CallOutput<Calls[K]>['rows'][number];
export type PagedInput<K extends PagedCall> = Omit<CallInput<Calls[K]>, 'limit' | 'cursor'>;

/** The most rows a page may hold (the contract's `pageSize.max`): fewer round trips. */
export const PAGE_ROWS = 200;

export const pagedQuery = <K extends PagedCall>(name: K, input: PagedInput<K>) =>
  infiniteQueryOptions({
    queryKey: [...callKey(name), input, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(name, { ...input, limit: PAGE_ROWS, cursor: pageParam } as CallInput<Calls[K]>, {
        signal,
      }) as Promise<Page<PagedRow<K>>>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<PagedRow<K>>) => last.nextCursor ?? undefined,
  });

/** What a screen reads of a paged list (usePaged's answer, for any row type). */
export interface PagedList<Row> {
  rows: Row[];
  total: number;
  /** The whole list's sums (stock lists); null before the first page or for other lists. */
  totals: ListTotals | null;
  complete: boolean;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}

/** The sums of a whole stock list, as the server answers them beside each page. */
export type ListTotals = CallOutput<Calls['getStockDetailsForAllBatches']>['totals'];

/**
 * A paged list's rows loaded so far, how many the whole list holds, the way to the rest, and for
 * the stock lists the whole list's totals (summed by the server: no need to read every page).
 */
export function usePaged<K extends PagedCall>(
  name: K,
  input: PagedInput<K>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const query = useInfiniteQuery({
    ...pagedQuery(name, input),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
  });
  const { rows, total } = usePagedList(query);
  const last: (Page<PagedRow<K>> & { totals?: ListTotals }) | undefined = query.data?.pages.at(-1);
  return {
    query,
    rows,
    total,
    totals: last?.totals ?? null,
    complete: query.isSuccess && !query.hasNextPage,
  };
}
