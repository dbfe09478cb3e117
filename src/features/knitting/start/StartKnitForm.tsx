import { useState, type FormEvent } from 'react';
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
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { preferences } from '../../../lib/preferences';
import { callQuery, savedKey } from '../../../lib/rpc';
import { newClientId, saveForAnswer } from '../../../lib/save';
import { newKnitReportChain } from '../chains';
import { wordKnitIssues, type KnitIssue } from '../issues';
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
  const [form, setForm] = useState<KnitStartForm>(() =>
    emptyKnitStart(date, { machine: preferences.get().knitMachine, shift: shiftAt(new Date()) }),
  );
  const [issues, setIssues] = useState<(KnitIssue & { path: PropertyKey[] })[]>([]);
  const [clientId] = useState(newClientId);
  const set = (patch: Partial<KnitStartForm>) => setForm((f) => ({ ...f, ...patch }));
  const recent = useInfiniteQuery(knitReportsQuery());
  const jobCards = useQuery(callQuery('getAllJobCardFromDB', {}));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // What the same item was knitted in lately: its colour and size, offered and filled in.
  const earlier = (recent.data?.pages ?? []).flatMap((p) => p.rows);
  const sameItem = earlier.filter((r) => r.itemCode === form.itemCode);
  const setItem = (patch: Partial<KnitStartForm>) => {
    const last = earlier.find((r) => r.itemCode === patch.itemCode);
    set({
      ...patch,
      ...(last && !form.colour ? { colour: last.colour } : {}),
      ...(last && !form.size ? { size: last.size } : {}),
    });
  };

  const start = useMutation({
    mutationFn: (jsonData: KnitInput) =>
      saveForAnswer(
        'postKnitCCData',
        { jsonData },
        { clientId, chain: newKnitReportChain(clientId) },
      ),
    onSuccess: async ({ reportNo }) => {
      preferences.set({ knitMachine: form.machine });
      await queryClient.invalidateQueries({ queryKey: savedKey('getKnitCCReportFromDB') });
      void navigate({ to: '/knit-collar-cuff-details', search: { reportNo } });
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { input, issues: found } = await toKnitInput(form, clientId);
    setIssues(found);
    if (input) start.mutate(input);
  };
  const errors = { ...fieldErrors(start.error), ...wordKnitIssues(issues) };

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
      <Stack gap="lg">
        <div>
          <Text fw={700} size="lg" mb={6} id="knit-shift-label">
            {m.knitting_shift()}
          </Text>
          <Segmented<KnitShift>
            labelledBy="knit-shift-label"
            value={form.shift || 'A'}
            onChange={(shift) => set({ shift })}
            data={shifts.map((s) => ({ value: s, label: shiftName(s) }))}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MachineOperatorFields form={form} set={set} errors={errors} />
          <CcItemField form={form} set={setItem} errors={errors} />
          <Autocomplete
            size="lg"
            label={m.knitting_colour()}
            data={distinct(sameItem.map((r) => r.colour))}
            limit={20}
            value={form.colour}
            onChange={(colour) => set({ colour })}
            error={errors.colour}
          />
          <Autocomplete
            size="lg"
            label={m.knitting_size()}
            description={m.knitting_size_hint()}
            data={distinct(sameItem.map((r) => r.size))}
            limit={20}
            value={form.size}
            onChange={(size) => set({ size })}
            error={errors.size}
          />
          <Autocomplete
            size="lg"
            label={m.knitting_job_card_optional()}
            data={distinct((jobCards.data ?? []).map((j) => j.jobCardNo))}
            limit={50}
            value={form.jobCardNo}
            onChange={(jobCardNo) => set({ jobCardNo })}
            error={errors.jobCardNo}
          />
          <TextInput
            size="lg"
            type="date"
            label={m.knitting_date()}
            value={form.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={errors.date}
          />
        </SimpleGrid>
        <Textarea
          size="lg"
          label={m.knitting_remarks_optional()}
          // A fixed height: Mantine's autosize leaves an English label on a hidden box.
          rows={2}
          value={form.remarks}
          onChange={(e) => set({ remarks: e.currentTarget.value })}
          error={errors.remarks}
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
