/** Read queries the knitting screens share, so a save can refresh exactly what they show. */
import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { ApiError, callKey, callQuery, rpc } from '../../lib/rpc';

export type KnitReport = CallOutput<Calls['getSpecifiedKnitCCReportFromDB']>;
export type KnitRoll = CallOutput<Calls['getSpecifiedKnitCCReportRollsFromDB']>[number];
type KnitPage = CallOutput<Calls['getKnitCCReportFromDB']>;

/** Reports a page of the home list holds: today's on a busy floor, and a few days more. */
export const KNIT_PAGE = 20;

/**
 * Knitting reports, newest first, a page at a time ("more" asks for the next). Under the call's
 * key, so every knitting save, which refreshes its domain, refreshes the list too.
 */
export const knitReportsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...callKey('getKnitCCReportFromDB'), 'pages', KNIT_PAGE],
    queryFn: ({ pageParam, signal }): Promise<KnitPage> =>
      rpc(
        'getKnitCCReportFromDB',
        pageParam ? { limit: KNIT_PAGE, cursor: pageParam } : { limit: KNIT_PAGE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: KnitPage) => last.nextCursor ?? undefined,
  });

/** One knitting report's header and totals. */
export const knitReportQuery = (reportNo: string) =>
  callQuery('getSpecifiedKnitCCReportFromDB', { jsonData: reportNo });

/** One knitting report's bundles, in the order knitted. */
export const knitRollsQuery = (reportNo: string) =>
  callQuery('getSpecifiedKnitCCReportRollsFromDB', { jsonData: reportNo });

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A report with its bundles; `notFound` when the server has no report of that number. */
export function useKnitReport(reportNo: string) {
  const report = useQuery(knitReportQuery(reportNo));
  const rolls = useQuery(knitRollsQuery(reportNo));
  const notFound = !report.data && isNotFound(report.error);
  // A failed refetch (offline) keeps showing what it already has.
  const failed = (q: { data?: unknown; error: unknown }) => (q.data ? null : q.error);
  return {
    report: report.data,
    rolls: rolls.data,
    error: notFound ? null : (failed(report) ?? failed(rolls)),
    notFound,
  };
}
