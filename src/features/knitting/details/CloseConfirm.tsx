import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import type { totalsOf } from '../kept';

export interface CloseProps {
  reportNo: string;
  totals: ReturnType<typeof totalsOf>;
  onClose: () => Promise<void>;
  /** The dialog is done: closed, or kept open after all. */
  onDone: () => void;
}

/**
 * Asks before closing, saying what the report closes with: no bundle can be added afterwards
 * (corrections still can).
 */
export default function CloseConfirm({ reportNo, totals, onClose, onDone }: CloseProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onClose();
      toast(() => m.knitting_report_closed({ reportNo }));
      onDone();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onDone} title={m.knitting_close_title()}>
      <Stack gap="md">
        <Text size="lg">
          {m.knitting_close_confirm({
            reportNo,
            bundles: formatNumber(totals.bundles),
            pieces: formatNumber(totals.pieces),
            kg: formatKg(totals.kg, { max: 2 }),
          })}
        </Text>
        <Text size="md" c="dimmed">
          {m.knitting_close_hint()}
        </Text>
        {failure !== null && (
          <Alert color="red" variant="light" title={m.knitting_close_failed()}>
            {errorMessage(failure)}
          </Alert>
        )}
        <Group gap="sm" grow wrap="wrap">
          <Button size="lg" mih={56} variant="default" onClick={onDone}>
            {m.knitting_keep_open()}
          </Button>
          <Button size="lg" mih={56} color="red" loading={busy} onClick={() => void confirm()}>
            {m.knitting_close_yes()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
