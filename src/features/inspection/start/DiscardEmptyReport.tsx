import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { toast } from '../../../lib/toast';
import { reportChain } from '../chains';
import { oneReportQuery, type QiReportWithRolls } from '../queries';
import { saveForAnswer } from '../saveForAnswer';
import { InlineConfirm } from './InlineConfirm';

/**
 * A report no roll was inspected in, started on the wrong source, is discarded here (after a
 * yes) instead of staying on the ongoing list. The discard waits behind the report's own saves
 * kept on this tablet, so a roll saved offline reaches the server first and the server refuses.
 */
export function DiscardEmptyReport({ report }: { report: QiReportWithRolls }) {
  const { reportNo } = report;
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const discard = useMutation({
    mutationFn: () =>
      saveForAnswer(
        'discardQIReport',
        { jsonReportNo: reportNo },
        { chain: reportChain(reportNo) },
      ),
    onSuccess: async () => {
      setAsking(false);
      toast(() => m.start_discarded({ reportNo }));
      await navigate({ to: '/select-create-roll', search: {} });
      queryClient.removeQueries({ queryKey: oneReportQuery(reportNo).queryKey });
      // Every list of the domain (and the rolls waiting) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: savedKey('discardQIReport') });
    },
  });
  if (report.status !== 'ongoing' || report.rolls > 0 || report.rollRows.length > 0) return null;

  if (asking) {
    return (
      <InlineConfirm title={m.start_discard_title({ reportNo })}>
        <Text size="lg">{m.start_discard_text()}</Text>
        {discard.isError && (
          <Alert color="red" variant="light" title={m.start_discard_failed()}>
            {errorMessage(discard.error, { conflict: m.start_discard_has_rolls })}
          </Alert>
        )}
        <Group gap="sm" grow wrap="wrap">
          <Button size="lg" mih={56} variant="default" onClick={() => setAsking(false)}>
            {m.start_discard_keep()}
          </Button>
          <Button
            size="lg"
            mih={56}
            color="red"
            loading={discard.isPending}
            onClick={() => discard.mutate()}
          >
            {m.start_discard_yes()}
          </Button>
        </Group>
      </InlineConfirm>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text size="md">{m.start_discard_hint()}</Text>
        <Group>
          <Button
            size="lg"
            mih={48}
            variant="outline"
            color="red"
            onClick={() => {
              discard.reset();
              setAsking(true);
            }}
          >
            {m.start_discard()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
