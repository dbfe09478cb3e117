import { useCallback, useMemo } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@contract';

type PagedQuery<Row> = UseInfiniteQueryResult<InfiniteData<Page<Row>>>;

const rowsOf = <Row>(data: InfiniteData<Page<Row>> | undefined): Row[] =>
  (data?.pages ?? []).flatMap((p) => p.rows);

/**
 * What a list screen reads from its paged query (contract/core/paging.ts): the rows loaded so
 * far, how many the whole list holds, the table's "load more" while there is more and no page is
 * on its way, and every row of the list for a CSV.
 */
export function usePagedList<Row>(query: PagedQuery<Row>) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData, refetch } =
    query;
  const rows = useMemo(() => rowsOf(data), [data]);
  const total = data?.pages[0]?.total ?? 0;
  const more = useMemo(
    () => (hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  /**
   * Every row of the list: the pages not read yet are read first (and the table shows them too),
   * so an export holds the whole range, not only what was scrolled through. A page that fails
   * fails the whole: a file with rows missing would look complete. While the list still shows the
   * last filter's rows (a new date range on its way), the new filter's first page comes first.
   */
  const everyRow = useCallback(async (): Promise<Row[]> => {
    let last = data;
    if (isPlaceholderData) {
      const first = await refetch();
      if (first.isError) throw first.error;
      last = first.data;
    }
    // A list's pages end where one has no next cursor (contract/core/paging.ts).
    while (last?.pages.at(-1)?.nextCursor != null) {
      const next = await fetchNextPage();
      if (next.isError) throw next.error;
      last = next.data;
    }
    return rowsOf(last);
  }, [data, fetchNextPage, isPlaceholderData, refetch]);
  return { rows, total, more, everyRow };
}
