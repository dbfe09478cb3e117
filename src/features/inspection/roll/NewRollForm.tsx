import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
// The inspection domain's schemas only: they travel with these screens, not with the app's start.
import { inspectionCalls } from '../../../../contract/main/inspection';
import { zodFieldErrors } from '../../../lib/errors';
import { callQuery, savedKey } from '../../../lib/rpc';
import { newClientId, saveCall } from '../../../lib/save';
import { rollChain } from '../chains';
import { rollSheetQuery, type QiReport, type RollSheet } from '../queries';
import { MeasureFields } from './MeasureFields';
import { emptyMeasures, toRollInput, withDefaults, type Measures } from './measures';
import { provisionalSheet } from './provisional';
import { RollFormFrame } from './RollFormFrame';
import { afterSync } from '../saveForAnswer';

interface Props {
  report: QiReport;
  greigeRollNo: string;
  finishRollNo?: string;
}

const rollSchema = inspectionCalls.postRollData.input.shape.jsonData;

/** The roll's data before tapping starts: weight, GSM, width, length, shade. */
export function NewRollForm({ report, greigeRollNo, finishRollNo }: Props) {
  const lookup = useQuery(callQuery('getGreigeRollNoInDB', { jsonData: greigeRollNo }));
  const item = useQuery(callQuery('getItemsDetailsFromDB', { jsonData: report.itemCode }));
  const roll = lookup.data?.roll;
  const [typed, setTyped] = useState<Measures>(emptyMeasures);
  const m = withDefaults(typed, {
    kg: roll?.kg,
    gsm: item.data?.gsm ?? roll?.gsm,
    widthCm: item.data?.widthCm ?? roll?.widthCm,
    operator: roll?.operator,
    machine: roll?.machine,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [clientId] = useState(newClientId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async () => {
    const input = toRollInput(
      { reportNo: report.reportNo, greigeRollNo, finishRollNo, clientId },
      m,
    );
    const parsed = rollSchema.safeParse(input);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const rollNo = finishRollNo ?? greigeRollNo;
      const chain = rollChain(report.reportNo, rollNo);
      const kept = await saveCall('postRollData', { jsonData: input }, { clientId, chain });
      const stale = savedKey('postRollData');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      // Tapping may start before the server has the roll (offline): show it from what was typed.
      const key = rollSheetQuery(report.reportNo, rollNo).queryKey;
      if (!queryClient.getQueryData<RollSheet>(key))
        queryClient.setQueryData(key, provisionalSheet(report, input, rollNo));
      void navigate({
        to: '/mistake-details',
        search: { reportNo: report.reportNo, rollNo, date: report.date },
      });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <RollFormFrame
      title={`Roll ${finishRollNo ? `${finishRollNo} (greige ${greigeRollNo})` : greigeRollNo}`}
      onSubmit={submit}
      failure={failure}
      failureTitle="The roll was not saved"
      submitLabel="Save roll and start tapping"
    >
      {roll && (
        <Text size="lg" c="dimmed">
          Knitted on {roll.machine ?? 'an unknown machine'} by{' '}
          {roll.operator ?? 'an unknown operator'}
          {roll.shift ? `, shift ${roll.shift}` : ''}
        </Text>
      )}
      <MeasureFields m={m} set={(patch) => setTyped((t) => ({ ...t, ...patch }))} errors={errors} />
    </RollFormFrame>
  );
}
