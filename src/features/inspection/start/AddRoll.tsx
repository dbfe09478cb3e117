import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors';
import { LinkButton } from '../LinkButton';
import { ErrorState } from '../ErrorState';
import { fmt, stageLabel } from '../labels';
import { useReport } from '../queries';
import { ScanButton } from '../scan/ScanButton';
import { checkRoll, type RollCheckResult } from './rollChecks';

/** Adds a roll to an open report: the roll number typed or scanned, then the seed's checks. */
/** `date` of older links is accepted and not needed: the report is read by its number. */
export function AddRoll({ reportNo }: { reportNo: string; date?: string }) {
  const { report, error, isPending, notFound } = useReport(reportNo);
  const [rollNo, setRollNo] = useState('');
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
      if (!result.ok) return;
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
  const run = (no: string) => {
    const trimmed = no.trim();
    setRollNo(trimmed);
    if (trimmed) check.mutate(trimmed);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(rollNo);
  };

  if (error) return <ErrorState title="The report could not be loaded" error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title="Report not found">
        Report {reportNo} is not among the recent reports.
      </Alert>
    );
  if (isPending || !report) return <Loader aria-label="Loading the report" />;
  const refusal = check.data && !check.data.ok ? check.data : null;

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Paper withBorder p="md">
        <Title order={2} size="h3">
          Report {report.reportNo} · {stageLabel[report.stage]}
        </Title>
        <Text size="lg">
          {report.itemName} {report.colour ? `· ${report.colour}` : ''} · {report.tableName}
        </Text>
        <Text size="md" c="dimmed">
          {report.rolls} {report.rolls === 1 ? 'roll' : 'rolls'} so far ·{' '}
          {fmt(report.totalKg, ' kg')} · {report.totalPoints} points
        </Text>
      </Paper>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              size="lg"
              label={report.stage === 'finish' ? 'Greige or finish roll number' : 'Roll number'}
              description="Type it or scan the roll label"
              value={rollNo}
              onChange={(e) => setRollNo(e.currentTarget.value)}
              autoComplete="off"
              inputMode="text"
            />
            <ScanButton onCode={run} />
          </Group>
          {refusal && (
            <Alert color="red" variant="filled" title="This roll cannot be added" role="alert">
              {refusal.message}
            </Alert>
          )}
          {check.isError && (
            <Alert color="red" variant="light" title="The roll could not be checked">
              {errorMessage(check.error)}
            </Alert>
          )}
          <Button
            type="submit"
            size="xl"
            h={72}
            loading={check.isPending}
            disabled={!rollNo.trim()}
          >
            Check roll and continue
          </Button>
        </Stack>
      </Paper>
      <Group gap="sm">
        {report.rollRows
          .filter((r) => r.status === 'ongoing')
          .map((r) => (
            <LinkButton
              key={r.rollNo}
              size="lg"
              to="/mistake-details"
              search={{ reportNo, rollNo: r.rollNo, date: report.date }}
            >
              Continue roll {r.rollNo}
            </LinkButton>
          ))}
        <LinkButton
          size="lg"
          variant="default"
          to="/report-view-detail"
          search={{ reportNo, date: report.date }}
        >
          Open report
        </LinkButton>
      </Group>
    </Stack>
  );
}
