import { useMemo, useState } from 'react';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { useOnlyOption } from '../../../lib/onlyOption';
import { preferences } from '../../../lib/preferences';
import { callQuery } from '../../../lib/rpc';
import { newClientId } from '../../../lib/save';
import { USERNAME_KEY } from '../../../lib/session';
import { useSession } from '../../../lib/useSession';
import { knitReportsQuery, recentLotsQuery, type KnitReport } from '../queries';
import type { Stage } from './ccRollChecks';
import type { LotStart } from './header';
import { KnitReportPicker, useLotsOfKnitReports } from './KnitReportPicker';
import { LotPreview } from './LotPreview';
import { RollNumberForm } from './RollNumberForm';
import { startFromKnitReport, startFromRoll } from './startLot';

const defaultTables = Array.from({ length: 6 }, (_, i) => `Table ${i + 1}`);

/**
 * select-create-collar-cuff: start a CC lot from a knitting report (its bundles are the lot) or
 * from one greige CC roll's number, then open its first roll.
 */
export function StartCollarCuff({ date }: { date: string }) {
  const [stage, setStage] = useState<Stage>('greige');
  const [tableName, setTableName] = useState(() => preferences.get().inspectionTable ?? 'Table 1');
  const [chosen, setChosen] = useState<KnitReport | null>(null);
  const [clientId] = useState(newClientId);
  const [earlier, setEarlier] = useState<{
    reportNo: string;
    itemCode: string;
    stage: Stage;
  } | null>(null);
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lots = useLotsOfKnitReports();
  const recentLots = useQuery(recentLotsQuery()).data?.rows;
  const knit = useQuery(knitReportsQuery()).data?.rows;
  const free = useMemo(() => knit?.filter((r) => !lots.has(r.reportNo)), [knit, lots]);
  // One knitting report waiting for its lot: no choice to make.
  useOnlyOption(free, chosen?.reportNo ?? '', setChosen, (r) => r.reportNo);
  const tables = [
    ...new Set([...(recentLots ?? []).map((r) => r.tableName), ...defaultTables, tableName]),
  ].sort();

  const start = (): LotStart => ({
    date,
    stage,
    tableName,
    clientId,
    inspector: session.data?.username ?? localStorage.getItem(USERNAME_KEY) ?? '',
  });
  const open = (reportNo: string, rollNo: string) => {
    preferences.set({ inspectionTable: tableName });
    void navigate({ to: '/collar-cuff-details', search: { reportNo, rollNo } });
  };

  const fromKnit = useMutation({
    mutationFn: (k: KnitReport) => startFromKnitReport(queryClient, k, start()),
    onSuccess: (s) => open(s.reportNo, s.rollNo),
  });
  const fromRoll = useMutation({
    mutationFn: ({ rollNo, reinspect }: { rollNo: string; reinspect?: string }) =>
      startFromRoll(queryClient, rollNo, start(), earlier, reinspect),
    onSuccess: (s) => {
      if (s.ok) open(s.reportNo, s.rollNo);
      else if (s.reportNo && s.itemCode)
        setEarlier({ reportNo: s.reportNo, itemCode: s.itemCode, stage });
    },
  });
  const goOn = useMutation({
    mutationFn: (lotNo: string) =>
      queryClient.fetchQuery(callQuery('getQICCReportWithRollsFromDB', { report_no: lotNo })),
    onSuccess: (lot) => open(lot.reportNo, lot.rollRows[0]?.rollNo ?? ''),
  });
  const refusal = fromRoll.data && !fromRoll.data.ok ? fromRoll.data : null;

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text fw={700} size="lg" mb={6} id="cc-stage-label">
              {m.inspection_stage()}
            </Text>
            <Segmented
              labelledBy="cc-stage-label"
              value={stage}
              onChange={setStage}
              data={[
                { value: 'greige', label: m.inspection_stage_greige() },
                { value: 'finish', label: m.inspection_stage_finish() },
              ]}
            />
          </div>
          <Select
            size="lg"
            label={m.inspection_table()}
            data={tables}
            value={tableName}
            onChange={(v) => v && setTableName(v)}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="cc-from-knit">
        <Stack gap="md">
          <Title order={2} size="h3" id="cc-from-knit">
            {m.cc_from_knit()}
          </Title>
          <Text c="dimmed">{m.cc_from_knit_hint()}</Text>
          <KnitReportPicker
            chosen={chosen?.reportNo ?? null}
            onChoose={setChosen}
            onContinue={(lotNo) => goOn.mutate(lotNo)}
            free={free}
            lots={lots}
          />
          {chosen && <LotPreview knit={chosen} />}
          {fromKnit.isError && (
            <Alert color="red" variant="light" title={m.cc_start_failed()}>
              {errorMessage(fromKnit.error)}
            </Alert>
          )}
          {goOn.isError && (
            <Alert color="red" variant="light" title={m.cc_roll_not_loaded()}>
              {errorMessage(goOn.error)}
            </Alert>
          )}
          {fromKnit.isPending && (
            <Text size="lg" role="status">
              {m.cc_start_pending()}
            </Text>
          )}
          <Button
            size="xl"
            mih={72}
            disabled={!chosen}
            loading={fromKnit.isPending}
            onClick={() => chosen && fromKnit.mutate(chosen)}
          >
            {chosen ? m.cc_start_lot({ reportNo: chosen.reportNo }) : m.cc_start_pick_first()}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="cc-from-roll">
        <Stack gap="md">
          <Title order={2} size="h3" id="cc-from-roll">
            {m.cc_from_roll()}
          </Title>
          <RollNumberForm
            busy={fromRoll.isPending}
            refusal={refusal}
            failure={fromRoll.error}
            onRoll={(rollNo) => fromRoll.mutate({ rollNo })}
            onReinspect={(rollNo, reinspect) => fromRoll.mutate({ rollNo, reinspect })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
