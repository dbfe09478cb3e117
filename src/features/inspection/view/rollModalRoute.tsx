import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { z } from 'zod';
import { docNo, type PageName } from '@contract';
import { ModalPage } from '../../../components/ModalPage';
import { rollSheetQuery, warm } from '../queries';

/**
 * One roll of one report: what every roll modal's address names. Both are optional because a
 * modal route opens on its own (a bookmark, a scanned link) and then says what it needs.
 */
export const rollSearch = z.object({
  reportNo: docNo.optional().catch(undefined),
  rollNo: docNo.optional().catch(undefined),
});
export type RollSearch = z.infer<typeof rollSearch>;
type RollKey = { reportNo: string; rollNo: string };

/** Route options the roll modals share: the search and a loader that warms the roll's sheet. */
export const rollModalRoute = {
  validateSearch: rollSearch,
  loaderDeps: ({ search }: { search: RollSearch }) => search,
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: RollSearch }) =>
    deps.reportNo && deps.rollNo
      ? warm(context.queryClient.ensureQueryData(rollSheetQuery(deps.reportNo, deps.rollNo)))
      : undefined,
};

/** A roll modal's page: the plain modal frame around the content for the roll in the address. */
export function RollModalPage({
  page,
  search,
  Content,
}: {
  page: PageName;
  search: RollSearch;
  Content: ComponentType<RollKey>;
}) {
  return (
    <ModalPage page={page}>
      {search.reportNo && search.rollNo ? (
        <Content reportNo={search.reportNo} rollNo={search.rollNo} />
      ) : (
        <Text size="lg">Open a roll from an inspection report to see it here.</Text>
      )}
    </ModalPage>
  );
}
