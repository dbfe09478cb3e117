import { memo, useState } from 'react';
import { Alert, Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../../../i18n';
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
 * Memoised: a tap changes neither the sheet nor (mostly) the grade, so it is not rendered again.
 */
export const CompleteRoll = memo(function CompleteRoll({
  sheet,
  grade,
}: {
  sheet: RollSheet;
  grade: number | null;
}) {
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
      <Button size="xl" mih={72} color="green" fullWidth onClick={() => setOpen(true)}>
        {m.defects_complete_roll()}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={m.defects_complete_roll_no({ rollNo })}
        size="lg"
      >
        <Stack gap="lg">
          <Button size="xl" mih={72} onClick={() => void finish(false)}>
            {m.defects_next_roll()}
          </Button>
          <Text fw={700} size="lg">
            {m.defects_or_close({ reportNo })}
          </Text>
          <SegmentedControl
            size="lg"
            fullWidth
            aria-label={m.defects_verdict()}
            value={verdict}
            onChange={(v) => setVerdict(v === 'inspectNotOk' ? 'inspectNotOk' : 'inspectOk')}
            // A verdict wraps to a second line rather than being cut (Tamil runs long).
            styles={{
              control: { minWidth: 0 },
              label: {
                paddingInline: 8,
                whiteSpace: 'normal',
                overflow: 'visible',
                textOverflow: 'clip',
                overflowWrap: 'anywhere',
              },
            }}
            data={[
              { value: 'inspectOk', label: m.defects_inspect_ok() },
              { value: 'inspectNotOk', label: m.defects_inspect_not_ok() },
            ]}
          />
          <Button size="xl" mih={72} variant="outline" onClick={() => void finish(true)}>
            {m.defects_complete_report()}
          </Button>
          {failure !== null && (
            <Alert color="red" variant="light" title={m.defects_not_completed()}>
              {errorMessage(failure)}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
});
