import type { QueryClient } from '@tanstack/react-query';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional, type Output } from '@contract/search';
import { rollSheetQuery, warm } from '../queries';

/**
 * One roll of one report: what every roll modal's address names. Both are optional because a
 * modal route opens on its own (a bookmark, a scanned link) and then says what it needs.
 */
export const rollSearch = object({
  reportNo: optional(docNo),
  rollNo: optional(docNo),
});
export type RollSearch = Output<typeof rollSearch>;

/**
 * Route options the roll modals share: the search and a loader that warms the roll's sheet. Kept
 * apart from the screen (RollModalPage.tsx): a route's options load with the app's start, its
 * component only when the route opens.
 */
export const rollModalRoute = {
  validateSearch: rollSearch,
  loaderDeps: ({ search }: { search: RollSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: RollSearch }) =>
    deps.reportNo && deps.rollNo
      ? warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo)))
      : undefined,
};
