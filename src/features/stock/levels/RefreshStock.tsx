import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { saveForAnswer } from '../../../lib/saveForAnswer';

/**
 * Rebuilds the warehouse summary from the ledger (callSetWarehouseWiseStockData) and reads the
 * lists again. The server's rebuild gives the same answer twice in a row, so a second tap is
 * harmless; the button waits for the answer so the lists below are the rebuilt ones.
 */
export function RefreshStock() {
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => saveForAnswer('callSetWarehouseWiseStockData', {}),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedKey('callSetWarehouseWiseStockData') }),
  });
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Button
        size="lg"
        mih={48}
        variant="light"
        loading={refresh.isPending}
        onClick={() => refresh.mutate()}
      >
        {m.stock_refresh()}
      </Button>
      {refresh.isSuccess && (
        <Text size="md" role="status">
          {m.stock_refreshed({
            rows: formatNumber(refresh.data.rows),
            at: formatDateTime(refresh.data.refreshedAt),
          })}
        </Text>
      )}
      {refresh.isError && (
        <Alert color="red" variant="light" title={m.stock_refresh_failed()} w="100%">
          {errorMessage(refresh.error)}
        </Alert>
      )}
    </Group>
  );
}
