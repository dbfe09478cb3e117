import { Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useSession } from '../../../lib/useSession';
import { callKey, savedKey } from '../../../lib/rpc';
import { USERNAME_KEY } from '../../../lib/session';
import { preferences } from '../../../lib/preferences';
import { recentReportsQuery } from '../queries';
import { newClientId } from '../../../lib/save';
import { saveForAnswer } from '../saveForAnswer';
import { wordIssues, type FieldIssue } from '../issues';
import { stageName } from '../labels';
import { LotField } from './LotField';
import { emptyStart, pickKindLabels, pickKinds, toHeader, type StartForm } from './form';
import { ItemField } from './ItemField';
import { SourceFields } from './SourceFields';
import { chosenSource, noneWaiting, useRollsWaiting } from './waiting';
import type { EmptyStartProps } from './EmptyStartConfirm';
import { answersYes, onUse } from './onUse';

/**
 * Asked only of a source with no rolls waiting, so its code and words load then; without them
 * (offline, no service worker) the report starts as asked.
 */
const EmptyStartConfirm = onUse(
  () => import('./EmptyStartConfirm').then((x) => x.EmptyStartConfirm),
  answersYes<EmptyStartProps>((p) => p.onStart),
);
type Header = NonNullable<Awaited<ReturnType<typeof toHeader>>['header']>;

const defaultTables = Array.from({ length: 6 }, (_, i) => `Table ${i + 1}`);

/** Starts a QI report: stage, where the fabric came from, the item, colour, lot and table. */
export function StartReportForm({ date }: { date: string }) {
  // The device's last table, stage and kind of source: the next report usually shares them.
  const [form, setForm] = useState<StartForm>(() => {
    const last = preferences.get();
    return emptyStart(date, last.inspectionTable ?? '', {
      stage: last.inspectionStage,
      kind: last.inspectionSource,
    });
  });
  const [invalid, setInvalid] = useState<Record<string, FieldIssue>>({});
  const [clientId] = useState(newClientId);
  const set = (patch: Partial<StartForm>) => setForm((f) => ({ ...f, ...patch }));
  const session = useSession();
  const recent = useQuery(recentReportsQuery());
  const tables = [
    ...new Set([
      ...(recent.data?.rows ?? []).map((r) => r.tableName),
      ...defaultTables,
      ...(form.tableName ? [form.tableName] : []),
    ]),
  ].sort();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const waiting = useRollsWaiting(form);
  // The header checked and held while the inspector is asked about a source with no rolls.
  const [asking, setAsking] = useState<Header | null>(null);

  const start = useMutation({
    mutationFn: (jsonData: Header) => saveForAnswer('postData', { jsonData }, { clientId }),
    onSuccess: async ({ reportNo }) => {
      preferences.set({
        inspectionTable: form.tableName,
        inspectionStage: form.stage,
        inspectionSource: form.kind,
      });
      // Every report list of the domain lacks the report just started: each is read again when
      // next shown (a list counts as fresh for a moment after a read, see pagedQuery).
      void queryClient.invalidateQueries({ queryKey: savedKey('postData'), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: callKey('getAllQIReportFromDB') });
      void queryClient.invalidateQueries({ queryKey: callKey('getOnGoingInspectionDetails') });
      void navigate({ to: '/select-create-roll', search: { reportNo, date: form.date } });
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const inspector = session.data?.username ?? localStorage.getItem(USERNAME_KEY) ?? '';
    const { header, issues } = await toHeader(form, inspector, clientId);
    setInvalid(issues);
    if (!header) return;
    const source = chosenSource(form);
    if (source && waiting.rollsOf(source) === 0) setAsking(header);
    else start.mutate(header);
  };
  const errors = { ...fieldErrors(start.error), ...wordIssues(invalid) };

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
          <Text fw={700} size="lg" mb={6} id="stage-label">
            {m.inspection_stage()}
          </Text>
          <Segmented<'greige' | 'finish'>
            labelledBy="stage-label"
            value={form.stage}
            onChange={(stage) => set({ stage })}
            data={[
              { value: 'greige', label: stageName('greige') },
              { value: 'finish', label: stageName('finish') },
            ]}
          />
        </div>
        <div>
          <Text fw={700} size="lg" mb={6} id="source-label">
            {m.inspection_fabric_from()}
          </Text>
          {/* Four kinds side by side do not fit a phone's width (in Tamil not even a small
              tablet's row): they wrap. */}
          <Segmented
            labelledBy="source-label"
            wrap
            value={form.kind}
            onChange={(kind) =>
              set({
                kind,
                docNo: '',
                pickedName: '',
                jobCardNo: '',
                supplier: '',
                itemCode: '',
                colour: '',
                orderColour: '',
              })
            }
            data={pickKinds.map((k) => ({ value: k, label: pickKindLabels[k]() }))}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SourceFields form={form} set={set} errors={errors} />
          <ItemField form={form} set={set} error={errors.itemCode} />
          <TextInput
            size="lg"
            label={m.inspection_colour()}
            value={form.colour}
            onChange={(e) => set({ colour: e.currentTarget.value })}
            error={errors.colour}
          />
          <LotField form={form} set={set} error={errors.lot} />
          <Select
            size="lg"
            label={m.inspection_table()}
            data={tables}
            value={form.tableName || null}
            onChange={(v) => set({ tableName: v ?? '' })}
            error={errors.tableName}
            allowDeselect={false}
          />
          <TextInput
            size="lg"
            type="date"
            label={m.inspection_date()}
            value={form.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={errors.date}
          />
        </SimpleGrid>
        {start.isPending && (
          <Text size="lg" role="status">
            {m.inspection_start_pending()}
          </Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" title={m.inspection_start_failed()}>
            {errorMessage(start.error)}
          </Alert>
        )}
        {asking !== null ? (
          <Suspense fallback={null}>
            <EmptyStartConfirm
              text={noneWaiting(form)}
              onBack={() => setAsking(null)}
              onStart={() => {
                start.mutate(asking);
                setAsking(null);
              }}
            />
          </Suspense>
        ) : (
          <Button type="submit" size="xl" mih={72} loading={start.isPending}>
            {m.inspection_start_report()}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
