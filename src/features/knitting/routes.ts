/**
 * Route options the knitting screens share: their addresses and loaders that warm the reads.
 * Kept apart from the screens: a route's options load with the app's start, its screen only
 * when the route opens.
 */
import type { QueryClient } from '@tanstack/react-query';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional, type Output } from '@contract/search';
import { warm } from '../../lib/warm';
import { knitReportQuery, knitReportsQuery, knitRollsQuery } from './queries';

type Context = { context: { queryClient: QueryClient } };

/** The home list's first page. */
export const warmKnitList = ({ context }: Context) =>
  warm(context.queryClient.ensureInfiniteQueryData(knitReportsQuery()));

/** One report and its bundles. */
export const warmKnitReport = ({ context }: Context, reportNo: string) =>
  warm(
    Promise.all([
      context.queryClient.ensureQueryData(knitReportQuery(reportNo)),
      context.queryClient.ensureQueryData(knitRollsQuery(reportNo)),
    ]),
  );

/** The modal opens on its own (a bookmark, a scanned label): the report is optional there. */
export const knitModalSearch = object({ reportNo: optional(docNo) });
export type KnitModalSearch = Output<typeof knitModalSearch>;
