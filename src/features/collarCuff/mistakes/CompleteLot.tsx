import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ccVerdictFor, type Verdict } from '@rules';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { markCompleted } from '../../../inspect/completion';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { afterSync, saveQueued } from '../../../lib/save';
import { ccReportChain } from '../chains';
import type { LiveLot } from '../liveLot';
import type { CcRollSheet } from '../queries';

/** Every cached roll sheet of the lot reads completed with the verdict, offline too. */
const markLotCompleted = markCompleted<CcRollSheet>('getQICCReportFromERPNEXT');

interface Props {
  reportNo: string;
  rollNo: string;
  lot: LiveLot;
  onCompleted: () => void;
}

/**
 * Closing the lot, once the sample has decided it: the verdict follows the sampling (the
 * inspector may only be stricter: a rejected lot is Inspect not OK whatever is chosen). Before
 * that, how many pieces are left to check. The save waits on the tablet for every roll's saves.
 */
export function CompleteLot({ reportNo, rollNo, lot, onCompleted }: Props) {
  const [chosen, setChosen] = useState<Verdict | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  if (lot.accepted === null)
    return (
      <Text size="md" c="dimmed" data-testid="lot-not-decided">
        {m.cc_complete_not_yet({
          count: lot.left,
          re: formatNumber(lot.plan.rejectNo),
        })}
      </Text>
    );
  const verdict: Verdict = lot.accepted ? (chosen ?? 'inspectOk') : 'inspectNotOk';

  const complete = async () => {
    try {
      const jsonData = {
        reportNo,
        rollNo,
        piecesChecked: lot.rollChecked,
        piecesRejected: lot.rollRejected,
        completeReport: true,
        verdict,
      };
      const kept = await saveQueued(
        'postCCRollSummaryData',
        { jsonData },
        { chain: ccReportChain(reportNo) },
      );
      const stale = savedKey('postCCRollSummaryData');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      // Read-only at once, offline too; the server's sheets replace these once it has the save.
      markLotCompleted(queryClient, reportNo, ccVerdictFor(lot.accepted, verdict));
      onCompleted();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Text fw={700} size="lg" id="cc-verdict-label">
          {m.cc_complete_title({ reportNo })}
        </Text>
        {lot.accepted ? (
          <Segmented
            labelledBy="cc-verdict-label"
            value={verdict}
            onChange={setChosen}
            data={[
              { value: 'inspectOk', label: m.defects_inspect_ok() },
              { value: 'inspectNotOk', label: m.defects_inspect_not_ok() },
            ]}
          />
        ) : (
          <Text size="lg" fw={700}>
            {m.defects_inspect_not_ok()}
          </Text>
        )}
        <Text size="md" id="cc-verdict-why">
          {lot.accepted ? m.cc_complete_why_ok() : m.cc_complete_why_not_ok()}
        </Text>
        <Button
          size="xl"
          mih={64}
          color="green"
          aria-describedby="cc-verdict-why"
          onClick={() => void complete()}
        >
          {m.cc_complete_lot()}
        </Button>
        {failure !== null && (
          <Alert color="red" variant="light" title={m.defects_not_completed()}>
            {errorMessage(failure)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
