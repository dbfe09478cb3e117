import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { callQuery } from '../../../lib/rpc';
import { LinkButton } from '../LinkButton';
import { ErrorState } from '../ErrorState';
import { stageName } from '../labels';
import { useReport } from '../queries';
import { ScanButton } from '../scan/ScanButton';
import { ReportRolls } from './ReportRolls';
import { RollsToInspect } from './RollsToInspect';
import { Reinspect } from '../../../components/Reinspect';
import { checkRoll, refusalText, type RollCheckResult } from './rollChecks';
import { onUse } from './onUse';

/**
 * Offered only while a report has no roll, so its code and words load then; without them
 * (offline, no service worker) the offer is not shown: a discard needs the server anyway.
 */
const DiscardEmptyReport = onUse(
  () => import('./DiscardEmptyReport').then((x) => x.DiscardEmptyReport),
  () => null,
);

/**
 * Adds a roll to an open report: the roll number typed, scanned or picked from the order's rolls,
 * then the seed's checks. The number box has the focus from the start, so a scanner that types
 * the label and presses Enter needs no tap at all.
 */
/** `date` of older links is accepted and not needed: the report is read by its number. */
export function AddRoll({ reportNo }: { reportNo: string; date?: string }) {
  const { report, error, isPending, notFound } = useReport(reportNo);
  const [rollNo, setRollNo] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const check = useMutation({
    mutationFn: (no: string): Promise<RollCheckResult> =>
      checkRoll(queryClient, {
        rollNo: no,
        reportNo,
        stage: report?.stage ?? 'greige',
        itemCode: report?.itemCode ?? '',
      }),
    onSuccess: (result) => {
      // A refused number stays selected: the next scan replaces it.
      if (!result.ok) {
        input.current?.focus();
        input.current?.select();
        return;
      }
      void navigate({
        to: '/roll-details',
        search: {
          reportNo,
          date: report?.date,
          greigeRollNo: result.greigeRollNo,
          finishRollNo: result.finishRollNo,
        },
      });
    },
  });
  // At finish stage the refused number is the finish roll's: its greige roll names the form.
  const reinspect = async (no: string, reason: string) => {
    const finish = report?.stage === 'finish';
    const greigeRollNo = finish
      ? ((await queryClient.fetchQuery(callQuery('getGreigeRollNoInDB', { jsonData: no }))).roll
          ?.greigeRollNo ?? no)
      : no;
    void navigate({
      to: '/roll-details',
      search: {
        reportNo,
        date: report?.date,
        greigeRollNo,
        finishRollNo: finish ? no : undefined,
        reinspect: reason,
      },
    });
  };
  const loaded = !!report;
  useEffect(() => {
    if (loaded) input.current?.focus();
  }, [loaded]);
  const run = (no: string) => {
    const trimmed = no.trim();
    setRollNo(trimmed);
    if (trimmed) check.mutate(trimmed);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(rollNo);
  };

  if (error) return <ErrorState title={m.inspection_report_failed()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.inspection_report_not_found()}>
        {m.inspection_report_not_recent({ reportNo })}
      </Alert>
    );
  if (isPending || !report) return <Loader aria-label={m.inspection_report_loading()} />;
  const refusal = check.data && !check.data.ok ? check.data : null;

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Paper withBorder p="md">
        <Title order={2} size="h3">
          {m.inspection_report_title({
            reportNo: report.reportNo,
            stage: stageName(report.stage),
          })}
        </Title>
        <Text size="lg">
          {report.itemName} {report.colour ? `· ${report.colour}` : ''} · {report.tableName}
        </Text>
        <Text size="md" c="dimmed">
          {m.inspection_rolls_so_far({ count: report.rolls })} · {formatKg(report.totalKg)} ·{' '}
          {m.inspection_points({ count: report.totalPoints })}
        </Text>
      </Paper>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={input}
            size="lg"
            label={
              report.stage === 'finish'
                ? m.inspection_roll_number_either()
                : m.inspection_roll_number()
            }
            description={m.inspection_roll_number_hint()}
            // The scan button beside the box only: the label and hint keep the card's full width.
            inputContainer={(box) => (
              <Group gap="sm" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>{box}</div>
                <ScanButton onCode={run} />
              </Group>
            )}
            value={rollNo}
            onChange={(e) => setRollNo(e.currentTarget.value)}
            autoComplete="off"
            inputMode="text"
            enterKeyHint="go"
          />
          {refusal && (
            <Alert color="red" variant="filled" title={m.inspection_roll_refused()} role="alert">
              {refusalText(refusal, report.itemCode)}
            </Alert>
          )}
          {check.isError && (
            <Alert color="red" variant="light" title={m.inspection_roll_check_failed()}>
              {errorMessage(check.error)}
            </Alert>
          )}
          <Button
            type="submit"
            size="xl"
            mih={72}
            loading={check.isPending}
            disabled={!rollNo.trim()}
          >
            {m.inspection_check_roll()}
          </Button>
        </Stack>
      </Paper>
      {/* Beside the number's form, not in it: a form of its own. */}
      {refusal?.problem === 'alreadyInspected' && (
        <Reinspect onGo={(reason) => void reinspect(refusal.rollNo, reason)} />
      )}
      {report.status === 'ongoing' && (
        <RollsToInspect
          report={report}
          checking={check.isPending ? check.variables : null}
          onPick={run}
        />
      )}
      {report.status === 'ongoing' && report.rolls === 0 && report.rollRows.length === 0 && (
        <Suspense fallback={null}>
          <DiscardEmptyReport report={report} />
        </Suspense>
      )}
      <ReportRolls report={report} />
      <Group gap="sm">
        <LinkButton
          size="lg"
          variant="default"
          to="/report-view-detail"
          search={{ reportNo, date: report.date }}
        >
          {m.inspection_open_report()}
        </LinkButton>
      </Group>
    </Stack>
  );
}
