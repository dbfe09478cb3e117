import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { preferences } from '../../../lib/preferences';
import { callQuery, savedKey } from '../../../lib/rpc';
import { newClientId, saveForAnswer } from '../../../lib/save';
import { newKnitReportChain } from '../chains';
import { wordKnitIssues } from '../issues';
import { shiftAt, shiftName, shifts, type KnitShift } from '../labels';
import { knitReportsQuery } from '../queries';
import { emptyKnitStart, toKnitInput, type KnitInput, type KnitStartForm } from './form';
import { CcItemField, MachineOperatorFields } from './PickFields';

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

/** Starts a knitting report: the machine, who knits on it, the shift, and what it knits. */
export function StartKnitForm({ date }: { date: string }) {
  // The tablet stands at one machine; the shift is the one knitting now.
  const [initialValues] = useState(() =>
    emptyKnitStart(date, { machine: preferences.get().knitMachine, shift: shiftAt(new Date()) }),
  );
  const form = useForm<KnitStartForm>({ initialValues });
  const [clientId] = useState(newClientId);
  const recent = useInfiniteQuery(knitReportsQuery());
  const jobCards = useQuery(callQuery('getAllJobCardFromDB', {}));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // What the same item was knitted in lately: its colour and size, offered and filled in.
  const earlier = (recent.data?.pages ?? []).flatMap((p) => p.rows);
  const sameItem = earlier.filter((r) => r.itemCode === form.values.itemCode);
  const setItem = ({ itemCode, kind }: Pick<KnitStartForm, 'itemCode' | 'kind'>) => {
    const last = earlier.find((r) => r.itemCode === itemCode);
    const { colour, size } = form.getValues();
    form.setFieldValue('itemCode', itemCode);
    form.setFieldValue('kind', kind);
    if (last && !colour) form.setFieldValue('colour', last.colour);
    if (last && !size) form.setFieldValue('size', last.size);
  };

  const start = useMutation({
    mutationFn: (jsonData: KnitInput) =>
      saveForAnswer(
        'postKnitCCData',
        { jsonData },
        { clientId, chain: newKnitReportChain(clientId) },
      ),
    onSuccess: async ({ reportNo }) => {
      preferences.set({ knitMachine: form.getValues().machine });
      await queryClient.invalidateQueries({ queryKey: savedKey('getKnitCCReportFromDB') });
      void navigate({ to: '/knit-collar-cuff-details', search: { reportNo } });
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });

  const submit = form.onSubmit(async (values) => {
    const { input, issues } = await toKnitInput(values, clientId);
    form.setErrors(wordKnitIssues(issues));
    if (input) start.mutate(input);
  });

  return (
    <Paper withBorder p="lg" maw={900} mx="auto" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Text fw={700} size="lg" mb={6} id="knit-shift-label">
            {m.knitting_shift()}
          </Text>
          <Segmented<KnitShift>
            labelledBy="knit-shift-label"
            value={form.values.shift || 'A'}
            onChange={(shift) => form.setFieldValue('shift', shift)}
            data={shifts.map((s) => ({ value: s, label: shiftName(s) }))}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MachineOperatorFields form={form} />
          <CcItemField form={form} onItem={setItem} />
          <Autocomplete
            size="lg"
            label={m.knitting_colour()}
            data={distinct(sameItem.map((r) => r.colour))}
            limit={20}
            {...form.getInputProps('colour')}
          />
          <Autocomplete
            size="lg"
            label={m.knitting_size()}
            description={m.knitting_size_hint()}
            data={distinct(sameItem.map((r) => r.size))}
            limit={20}
            {...form.getInputProps('size')}
          />
          <Autocomplete
            size="lg"
            label={m.knitting_job_card_optional()}
            data={distinct((jobCards.data ?? []).map((j) => j.jobCardNo))}
            limit={50}
            {...form.getInputProps('jobCardNo')}
          />
          <TextInput
            size="lg"
            type="date"
            label={m.knitting_date()}
            {...form.getInputProps('date')}
          />
        </SimpleGrid>
        <Textarea
          size="lg"
          label={m.knitting_remarks_optional()}
          // A fixed height: Mantine's autosize leaves an English label on a hidden box.
          rows={2}
          {...form.getInputProps('remarks')}
        />
        {start.isPending && (
          <Text size="lg" role="status">
            {m.knitting_start_pending()}
          </Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" title={m.knitting_start_failed()}>
            {errorMessage(start.error)}
          </Alert>
        )}
        <Button type="submit" size="xl" mih={72} loading={start.isPending}>
          {m.knitting_start_report()}
        </Button>
      </Stack>
    </Paper>
  );
}
