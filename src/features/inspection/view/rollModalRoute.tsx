import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { docNo, type PageName } from '@contract';
import { ModalPage } from '../../../components/ModalPage';
import { rollSheetQuery, warm } from '../queries';

/** One roll of one report: what every roll modal's address names. */
export const rollSearch = z.object({ reportNo: docNo, rollNo: docNo });
export type RollSearch = z.infer<typeof rollSearch>;

/** Route options the roll modals share: the search and a loader that warms the roll's sheet. */
export const rollModalRoute = {
  validateSearch: rollSearch,
  loaderDeps: ({ search }: { search: RollSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: RollSearch }) =>
    warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo))),
};

/** A roll modal's page: the plain modal frame around the content for the roll in the address. */
export function RollModalPage({
  page,
  search,
  Content,
}: {
  page: PageName;
  search: RollSearch;
  Content: ComponentType<RollSearch>;
}) {
  return (
    <ModalPage page={page}>
      <Content reportNo={search.reportNo} rollNo={search.rollNo} />
    </ModalPage>
  );
}
