import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { savedKey } from '../../lib/rpc';
import { saveForAnswer } from '../../lib/save';

/**
 * Maintenance, not a daily action: rebuilds the warehouse summary from the stock ledger
 * (callSetWarehouseWiseStockData) after a confirmation, and marks the stock lists to be read again.
 * The server's rebuild gives the same answer twice in a row, so a second one is harmless; the
 * dialog waits for the answer so that what it reports is the rebuilt stock.
 */
export function RebuildStock() {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const rebuild = useMutation({
    mutationFn: () => saveForAnswer('callSetWarehouseWiseStockData', {}),
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({
        queryKey: savedKey('callSetWarehouseWiseStockData'),
      });
    },
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rebuild-stock-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="rebuild-stock-title">
          {m.settings_rebuild_title()}
        </Title>
        <Text>{m.settings_rebuild_intro()}</Text>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              rebuild.reset();
              setAsking(true);
            }}
          >
            {m.settings_rebuild_open()}
          </Button>
        </Group>
        {rebuild.isSuccess && (
          <Text role="status">
            {m.settings_rebuild_done({
              rows: formatNumber(rebuild.data.rows),
              at: formatDateTime(rebuild.data.refreshedAt),
            })}
          </Text>
        )}
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={m.settings_rebuild_confirm_title()}
        closeButtonProps={{ 'aria-label': m.frame_close() }}
      >
        <Stack gap="md">
          <Text>{m.settings_rebuild_confirm_text()}</Text>
          {rebuild.isError && (
            <Alert color="red" variant="light" title={m.settings_rebuild_failed()}>
              {errorMessage(rebuild.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {m.settings_rebuild_cancel()}
            </Button>
            <Button loading={rebuild.isPending} onClick={() => rebuild.mutate()}>
              {m.settings_rebuild_confirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
