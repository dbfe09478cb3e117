import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { saveForAnswer } from '../../../lib/save';
import { sentColumns, type SentRollRow } from './columns';
import { sentRollsQuery } from './queries';

/**
 * The rolls sent out for an order (its stock entry report), optionally of one item. With
 * `removable`, a tapped roll can be taken off: it goes back to the store it came from and the
 * item's sent kg goes down (removeRowInStockEntryData).
 */
export function SentRolls({
  so,
  itemRowId,
  removable,
  onOpenRoll,
}: {
  so: string;
  itemRowId?: string;
  removable?: boolean;
  /** What a tap on a roll opens, when not taking it off (the lab roll's sheet). */
  onOpenRoll?: (row: SentRollRow) => void;
}) {
  const sent = useQuery(sentRollsQuery(so));
  const rows = useMemo(
    () => (sent.data ?? []).filter((r) => !itemRowId || r.itemRowId === itemRowId),
    [sent.data, itemRowId],
  );
  const cols = useMemo(() => sentColumns(), []);
  const [chosen, setChosen] = useState<SentRollRow | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (row: SentRollRow) =>
      saveForAnswer('removeRowInStockEntryData', { row: { id: row.id, salesOrderNo: so } }),
    onSuccess: () => {
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: savedKey('removeRowInStockEntryData') });
    },
  });
  const kg = rows.reduce((t, r) => t + r.qtyKg, 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-rolls">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id="sent-rolls">
          {m.order_sent_title({ rolls: rows.length, kg: formatKg(kg) })}
        </Title>
        <CsvButton
          name={m.order_sent_label()}
          disabled={rows.length === 0}
          onExport={() => downloadCsv(csvFileName('sent-rolls', so), rows, cols)}
        />
      </Group>
      {sent.isError ? (
        <ErrorState title={m.order_not_loaded()} error={sent.error} />
      ) : sent.isPending ? (
        <Loader size="lg" aria-label={m.order_loading()} />
      ) : (
        <DataTable
          label={m.order_sent_label()}
          rows={rows}
          columns={cols}
          rowKey={(r) => r.id}
          rowName={(r) => r.rollNo}
          onOpen={
            removable
              ? (r) => {
                  remove.reset();
                  setChosen(r);
                }
              : onOpenRoll
          }
          empty={m.order_sent_none()}
          virtual={rows.length > 60 ? { total: rows.length } : undefined}
        />
      )}
      {chosen ? (
        <Paper
          withBorder
          p="md"
          role="group"
          aria-label={m.order_take_off_label({ roll: chosen.rollNo })}
        >
          <Stack gap="sm">
            <Text size="lg">
              {m.order_take_off_question({
                roll: chosen.rollNo,
                kg: formatKg(chosen.qtyKg),
                entry: chosen.stockEntryNo,
              })}
            </Text>
            {remove.isError ? (
              <Alert color="red" title={m.order_take_off_failed()}>
                {errorMessage(remove.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                color="red"
                size="lg"
                mih={48}
                loading={remove.isPending}
                onClick={() => remove.mutate(chosen)}
              >
                {m.order_take_off()}
              </Button>
              <Button variant="default" size="lg" mih={48} onClick={() => setChosen(null)}>
                {m.order_keep()}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {remove.isSuccess ? (
        <Alert color="green" role="status">
          {m.order_taken_off()}
        </Alert>
      ) : null}
    </Stack>
  );
}
