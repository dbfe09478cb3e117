import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { calls } from '@contract';
import { errorMessage, zodFieldErrors } from '../../../lib/errors';
import { saveCall } from '../../../lib/save';
import { rollSheetQuery, type RollSheet } from '../queries';
import { afterSync } from '../saveForAnswer';
import { NumberField, num, ShadeSelect } from './fields';

const editSchema = calls.updateRollDetails.input.shape.jsonData;
const orEmpty = (n: number | null) => n ?? ('' as const);

/** Corrects a roll's measurements; the server rescores and regrades it. */
export function EditRollForm({ sheet }: { sheet: RollSheet }) {
  const r = sheet.roll;
  const [f, setF] = useState({
    kg: orEmpty(r.kg) as number | '',
    gsmMeasured: orEmpty(r.gsmMeasured) as number | '',
    widthMeasuredCm: orEmpty(r.widthMeasuredCm) as number | '',
    lengthM: orEmpty(r.lengthM) as number | '',
    shade: r.shade ?? '',
    remarks: r.remarks ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const set = (k: keyof typeof f) => (v: number | string) => setF((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const edit = {
      rollNo: r.rollNo,
      kg: num(f.kg),
      gsmMeasured: num(f.gsmMeasured),
      widthMeasuredCm: num(f.widthMeasuredCm),
      lengthM: f.lengthM === '' ? null : f.lengthM,
      shade: f.shade || undefined,
      remarks: f.remarks.trim() || undefined,
    };
    const parsed = editSchema.safeParse(edit);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const kept = await saveCall('updateRollDetails', {
        jsonReportNo: r.reportNo,
        jsonData: edit,
      });
      const key = rollSheetQuery(r.reportNo, r.rollNo).queryKey;
      // Shown at once; the server's rescored sheet replaces it on the next fetch.
      queryClient.setQueryData<RollSheet>(
        key,
        (old) =>
          old && {
            ...old,
            roll: {
              ...old.roll,
              kg: edit.kg ?? old.roll.kg,
              gsmMeasured: edit.gsmMeasured ?? old.roll.gsmMeasured,
              widthMeasuredCm: edit.widthMeasuredCm ?? old.roll.widthMeasuredCm,
              lengthM: edit.lengthM,
              shade: edit.shade ?? old.roll.shade,
              remarks: edit.remarks ?? old.roll.remarks,
            },
          },
      );
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: ['api', 'main'] }));
      void navigate({
        to: '/mistake-details',
        search: { reportNo: r.reportNo, rollNo: r.rollNo, date: sheet.report.date },
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
          Correct roll {r.rollNo}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <NumberField
            label="Weight"
            suffix=" kg"
            value={f.kg}
            onChange={set('kg')}
            error={errors.kg}
          />
          <NumberField
            label="GSM measured"
            value={f.gsmMeasured}
            onChange={set('gsmMeasured')}
            error={errors.gsmMeasured}
          />
          <NumberField
            label="Width measured"
            suffix=" cm"
            value={f.widthMeasuredCm}
            onChange={set('widthMeasuredCm')}
            error={errors.widthMeasuredCm}
          />
          <NumberField
            label="Length"
            suffix=" m"
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
        {(failure !== null || errors.rollNo) && (
          <Alert color="red" variant="light" title="The roll was not changed">
            {failure !== null ? errorMessage(failure) : errors.rollNo}
          </Alert>
        )}
        <Button type="submit" size="xl" h={72}>
          Save changes
        </Button>
      </Stack>
    </Paper>
  );
}
