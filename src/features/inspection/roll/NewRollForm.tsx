import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { calls } from '@contract';
import { errorMessage, zodFieldErrors } from '../../../lib/errors';
import { callQuery } from '../../../lib/rpc';
import { saveCall } from '../../../lib/save';
import { rollSheetQuery, type QiReport, type RollSheet } from '../queries';
import { NumberField, num, ShadeSelect } from './fields';
import { provisionalSheet } from './provisional';

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
  const [f, setF] = useState({
    kg: '' as number | '',
    gsmMeasured: '' as number | '',
    gsmTolerancePct: 5 as number | '',
    widthStartCm: '' as number | '',
    widthMiddleCm: '' as number | '',
    widthEndCm: '' as number | '',
    lengthM: '' as number | '',
    shade: '',
    remarks: '',
  });
  const [spec, setSpec] = useState<{ gsmSpec?: number | ''; widthSpecCm?: number | '' }>({});
  const gsmSpec = spec.gsmSpec ?? item.data?.gsm ?? roll?.gsm ?? '';
  const widthSpecCm = spec.widthSpecCm ?? item.data?.widthCm ?? roll?.widthCm ?? '';
  const kg = f.kg === '' && roll ? roll.kg : f.kg;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [clientId] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const set = (k: keyof typeof f) => (v: number | string) => setF((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      reportNo: report.reportNo,
      greigeRollNo,
      finishRollNo,
      kg: num(kg) ?? -1,
      gsmSpec: num(gsmSpec),
      gsmTolerancePct: num(f.gsmTolerancePct),
      gsmMeasured: num(f.gsmMeasured),
      widthSpecCm: num(widthSpecCm),
      widthStartCm: num(f.widthStartCm),
      widthMiddleCm: num(f.widthMiddleCm),
      widthEndCm: num(f.widthEndCm),
      lengthM: num(f.lengthM),
      shade: f.shade || undefined,
      remarks: f.remarks.trim() || undefined,
      clientId,
    };
    const parsed = rollSchema.safeParse(input);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await saveCall('postRollData', { jsonData: input }, clientId);
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
            Knitted on {roll.machine ?? 'unknown machine'} by {roll.operator ?? 'unknown operator'}
            {roll.shift ? `, shift ${roll.shift}` : ''}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <NumberField
            label="Weight"
            suffix=" kg"
            value={kg}
            onChange={set('kg')}
            error={errors.kg}
          />
          <NumberField
            label="GSM spec"
            value={gsmSpec}
            onChange={(v) => setSpec((s) => ({ ...s, gsmSpec: v }))}
            error={errors.gsmSpec}
          />
          <NumberField
            label="GSM measured"
            value={f.gsmMeasured}
            onChange={set('gsmMeasured')}
            error={errors.gsmMeasured}
          />
          <NumberField
            label="GSM tolerance"
            suffix=" %"
            value={f.gsmTolerancePct}
            onChange={set('gsmTolerancePct')}
            error={errors.gsmTolerancePct}
          />
          <NumberField
            label="Width spec"
            suffix=" cm"
            value={widthSpecCm}
            onChange={(v) => setSpec((s) => ({ ...s, widthSpecCm: v }))}
            error={errors.widthSpecCm}
          />
          <NumberField
            label="Width start"
            suffix=" cm"
            value={f.widthStartCm}
            onChange={set('widthStartCm')}
            error={errors.widthStartCm}
          />
          <NumberField
            label="Width middle"
            suffix=" cm"
            value={f.widthMiddleCm}
            onChange={set('widthMiddleCm')}
            error={errors.widthMiddleCm}
          />
          <NumberField
            label="Width end"
            suffix=" cm"
            value={f.widthEndCm}
            onChange={set('widthEndCm')}
            error={errors.widthEndCm}
          />
          <NumberField
            label="Length"
            suffix=" m"
            description="If measured"
            value={f.lengthM}
            onChange={set('lengthM')}
            error={errors.lengthM}
          />
        </SimpleGrid>
        <ShadeSelect value={f.shade} onChange={set('shade')} error={errors.shade} />
        <TextInput
          size="lg"
          label="Remarks"
          value={f.remarks}
          onChange={(e) => set('remarks')(e.currentTarget.value)}
          error={errors.remarks}
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
