import type { ReactNode } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { ErrorState } from '../ErrorState';
import { rollSheetQuery, type RollSheet } from '../queries';
import { MistakeList, MistakeSummary } from './MistakeTables';
import { RollFacts } from './RollFacts';

function WithSheet({
  reportNo,
  rollNo,
  children,
}: {
  reportNo: string;
  rollNo: string;
  children: (s: RollSheet) => ReactNode;
}) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  if (sheet.isError && !sheet.data)
    return <ErrorState title={m.sheet_roll_not_loaded()} error={sheet.error} />;
  if (sheet.isPending) return <Loader aria-label={m.sheet_loading_roll()} />;
  return (
    <Stack gap="md">
      <Text size="lg" fw={700}>
        {m.sheet_modal_line({ reportNo, rollNo, item: sheet.data.report.itemName })}
      </Text>
      {children(sheet.data)}
    </Stack>
  );
}

type Key = { reportNo: string; rollNo: string };

/** roll-modal: the roll's data and score. */
export const RollModalContent = (k: Key) => (
  <WithSheet {...k}>{(s) => <RollFacts roll={s.roll} />}</WithSheet>
);

/** mistake-modal: every mistake recorded on the roll. */
export const MistakeModalContent = (k: Key) => (
  <WithSheet {...k}>{(s) => <MistakeList mistakes={s.mistakes} />}</WithSheet>
);

/** roll-summary-modal: the roll's mistakes by type with its points and grade. */
export const RollSummaryModalContent = (k: Key) => (
  <WithSheet {...k}>
    {(s) => (
      <>
        <MistakeSummary summary={s.mistakeSummary} />
        <RollFacts roll={s.roll} />
      </>
    )}
  </WithSheet>
);
