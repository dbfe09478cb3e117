import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { calls } from '@contract';
import { errorMessage, zodFieldErrors } from '../../../lib/errors';
import { callQuery } from '../../../lib/rpc';
import { saveCall } from '../../../lib/save';
import { rollSheetQuery, type QiReport, type RollSheet } from '../queries';
import { MeasureFields } from './MeasureFields';
import { emptyMeasures, toRollInput, withDefaults, type Measures } from './measures';
import { provisionalSheet } from './provisional';
import { afterSync } from '../saveForAnswer';

interface Props {
  report: QiReport;
  greigeRollNo: string;
  finishRollNo?: string;
}

const rollSchema = calls.postRollData.input.shape.jsonData;

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
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [clientId] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = toRollInput(
      { reportNo: report.reportNo, greigeRollNo, finishRollNo, clientId },
      m,
    );
    const parsed = rollSchema.safeParse(input);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const kept = await saveCall('postRollData', { jsonData: input }, clientId);
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: ['api', 'main'] }));
      const rollNo = finishRollNo ?? greigeRollNo;
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
    <Paper
      withBorder
      p="lg"
      maw={900}
      mx="auto"
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          Roll {finishRollNo ? `${finishRollNo} (greige ${greigeRollNo})` : greigeRollNo}
        </Title>
        {roll && (
          <Text size="lg" c="dimmed">
            Knitted on {roll.machine ?? 'an unknown machine'} by{' '}
            {roll.operator ?? 'an unknown operator'}
            {roll.shift ? `, shift ${roll.shift}` : ''}
          </Text>
        )}
        <MeasureFields
          m={m}
          set={(patch) => setTyped((t) => ({ ...t, ...patch }))}
          errors={errors}
        />
        {failure !== null && (
          <Alert color="red" variant="light" title="The roll was not saved">
            {errorMessage(failure)}
          </Alert>
        )}
        <Button type="submit" size="xl" h={72}>
          Save roll and start tapping
        </Button>
      </Stack>
    </Paper>
  );
}
