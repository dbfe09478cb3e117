import type { ComponentType } from 'react';
import { Text } from '@mantine/core';
import type { PageName } from '@contract';
import { ModalPage } from '../../../components/ModalPage';
import { m } from '../../../i18n';
import type { RollSearch } from './rollModalRoute';

type RollKey = { reportNo: string; rollNo: string };

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
        <Text size="lg">{m.sheet_open_roll_hint()}</Text>
      )}
    </ModalPage>
  );
}
