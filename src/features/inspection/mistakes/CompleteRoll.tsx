import { useState } from 'react';
import { Alert, Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { saveCall } from '../../../lib/save';
import { reportChain, rollChain } from '../chains';
import type { RollSheet } from '../queries';
import { afterSync } from '../saveForAnswer';

type Verdict = 'inspectOk' | 'inspectNotOk';

/**
 * Finishing a roll: on to the next roll, or close the report with the inspector's verdict.
 * The save is kept on the tablet when offline; the server scores and grades the roll.
 */
export function CompleteRoll({ sheet, grade }: { sheet: RollSheet; grade: number | null }) {
  const [open, setOpen] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>(grade === 3 ? 'inspectNotOk' : 'inspectOk');
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { reportNo, rollNo } = sheet.roll;
  const search = { reportNo, date: sheet.report.date };

  const finish = async (completeReport: boolean) => {
    try {
      const jsonData = { reportNo, rollNo, completeReport, ...(completeReport ? { verdict } : {}) };
      // Closing the report waits for every roll of it still on the tablet; finishing the roll, for it.
      const chain = completeReport ? reportChain(reportNo) : rollChain(reportNo, rollNo);
      const kept = await saveCall('postRollSummaryData', { jsonData }, { chain });
      const stale = savedKey('postRollSummaryData');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      setOpen(false);
      if (completeReport) void navigate({ to: '/report-view-detail', search });
      else void navigate({ to: '/select-create-roll', search });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      <Button size="xl" h={72} color="green" fullWidth onClick={() => setOpen(true)}>
        Complete roll
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Complete roll ${rollNo}`}
        size="lg"
      >
        <Stack gap="lg">
          <Button size="xl" h={72} onClick={() => void finish(false)}>
            Next roll
          </Button>
          <Text fw={700} size="lg">
            Or close report {reportNo} with this verdict:
          </Text>
          <SegmentedControl
            size="lg"
            fullWidth
            aria-label="Verdict"
            value={verdict}
            onChange={(v) => setVerdict(v === 'inspectNotOk' ? 'inspectNotOk' : 'inspectOk')}
            data={[
              { value: 'inspectOk', label: 'Inspect OK' },
              { value: 'inspectNotOk', label: 'Inspect not OK' },
            ]}
          />
          <Button size="xl" h={72} variant="outline" onClick={() => void finish(true)}>
            Complete the report
          </Button>
          {failure !== null && (
            <Alert color="red" variant="light" title="Not completed">
              {errorMessage(failure)}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
