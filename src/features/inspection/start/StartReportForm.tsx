import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useSession } from '../../../lib/useSession';
import { callKey } from '../../../lib/rpc';
import { USERNAME_KEY } from '../../../lib/session';
import { recentReportsQuery } from '../queries';
import { newClientId } from '../../../lib/save';
import { saveForAnswer } from '../saveForAnswer';
import { LotField } from './LotField';
import {
  emptyStart,
  pickKindLabels,
  pickKinds,
  toHeader,
  type PickKind,
  type StartForm,
} from './form';
import { ItemField } from './ItemField';
import { SourceFields } from './SourceFields';

const TABLE_KEY = 'inspection-table';
const defaultTables = Array.from({ length: 6 }, (_, i) => `Table ${i + 1}`);
const isKind = (v: string): v is PickKind => pickKinds.some((k) => k === v);

/** Starts a QI report: stage, where the fabric came from, the item, colour, lot and table. */
export function StartReportForm({ date }: { date: string }) {
  const [form, setForm] = useState<StartForm>(() =>
    emptyStart(date, localStorage.getItem(TABLE_KEY) ?? ''),
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [clientId] = useState(newClientId);
  const set = (patch: Partial<StartForm>) => setForm((f) => ({ ...f, ...patch }));
  const session = useSession();
  const recent = useQuery(recentReportsQuery());
  const tables = [
    ...new Set([...(recent.data?.rows ?? []).map((r) => r.tableName), ...defaultTables]),
  ].sort();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const start = useMutation({
    mutationFn: (jsonData: NonNullable<ReturnType<typeof toHeader>['header']>) =>
      saveForAnswer('postData', { jsonData }, { clientId }),
    onSuccess: async ({ reportNo }) => {
      localStorage.setItem(TABLE_KEY, form.tableName);
      await queryClient.invalidateQueries({ queryKey: callKey('getAllQIReportFromDB') });
      void queryClient.invalidateQueries({ queryKey: callKey('getOnGoingInspectionDetails') });
      void navigate({ to: '/select-create-roll', search: { reportNo, date: form.date } });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const inspector = session.data?.username ?? localStorage.getItem(USERNAME_KEY) ?? '';
    const { header, errors } = toHeader(form, inspector, clientId);
    setInvalid(errors);
    if (header) start.mutate(header);
  };
  const errors = { ...fieldErrors(start.error), ...invalid };

  return (
    <Paper withBorder p="lg" maw={900} mx="auto" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Text fw={700} size="lg" mb={6} id="stage-label">
            Stage
          </Text>
          <SegmentedControl
            aria-labelledby="stage-label"
            fullWidth
            size="xl"
            value={form.stage}
            onChange={(v) => set({ stage: v === 'finish' ? 'finish' : 'greige' })}
            data={[
              { value: 'greige', label: 'Greige' },
              { value: 'finish', label: 'Finish' },
            ]}
          />
        </div>
        <div>
          <Text fw={700} size="lg" mb={6} id="source-label">
            Fabric from
          </Text>
          <SegmentedControl
            aria-labelledby="source-label"
            fullWidth
            size="lg"
            orientation="horizontal"
            value={form.kind}
            onChange={(v) =>
              isKind(v) &&
              set({ kind: v, docNo: '', jobCardNo: '', supplier: '', itemCode: '', colour: '' })
            }
            data={pickKinds.map((k) => ({ value: k, label: pickKindLabels[k] }))}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SourceFields form={form} set={set} errors={errors} />
          <ItemField form={form} set={set} error={errors.itemCode} />
          <TextInput
            size="lg"
            label="Colour"
            value={form.colour}
            onChange={(e) => set({ colour: e.currentTarget.value })}
            error={errors.colour}
          />
          <LotField form={form} set={set} error={errors.lot} />
          <Select
            size="lg"
            label="Inspection table"
            data={tables}
            value={form.tableName || null}
            onChange={(v) => set({ tableName: v ?? '' })}
            error={errors.tableName}
            allowDeselect={false}
          />
          <TextInput
            size="lg"
            type="date"
            label="Date"
            value={form.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={errors.date}
          />
        </SimpleGrid>
        {start.isPending && (
          <Text size="lg" role="status">
            Saved on this tablet. The report gets its number as soon as the server answers.
          </Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" title="The report was not started">
            {errorMessage(start.error)}
          </Alert>
        )}
        <Button type="submit" size="xl" h={72} loading={start.isPending}>
          Start report
        </Button>
      </Stack>
    </Paper>
  );
}
