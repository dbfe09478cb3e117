import { useMemo, type ReactNode } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { LinkButton } from '../components/LinkButton';
import { PrintButton } from '../components/PrintButton';
import { Signatures } from '../components/SheetParts';
import { DataTable } from '../components/table/DataTable';
import type { TableColumn } from '../components/table/columns';
import { m } from '../i18n';
import type { KindAction, KindLink } from './kind';

const NO_ROWS: readonly never[] = [];

interface Props<R extends { rollRows: readonly unknown[] }, Row extends { rollNo: string }> {
  reportNo: string;
  /** The report as read (src/inspect/queries.ts `reportFound`). */
  found: { report: R | undefined; error: unknown; notFound: boolean };
  /** Beside Print: carry on with the report, or its list. */
  actions: (report: R) => readonly KindAction[];
  /** The header, and what the kind says of the whole report. */
  head: (report: R) => ReactNode;
  /** The report's rolls as its table lists them; the same function from render to render. */
  rows: (report: R) => readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** A line under a roll (why its grade is what it is). */
  note?: (row: Row) => string | null;
  /** Where the report's rolls open, if they do. */
  open?: (report: R) => ((row: Row) => KindLink) | undefined;
  /** The kind's sections after the rolls (its mistakes or defects). */
  tail: (report: R) => ReactNode;
}

/**
 * One report of any kind as a sheet that prints cleanly: how it loads (or that there is no such
 * report), its actions, header, rolls and the kind's own sections, then lines to sign.
 */
export function ReportSheet<
  R extends { rollRows: readonly unknown[] },
  Row extends { rollNo: string },
>({
  reportNo,
  found: { report, error, notFound },
  actions,
  head,
  rows: rowsOf,
  columns,
  note,
  open,
  tail,
}: Props<R, Row>) {
  const navigate = useNavigate();
  const rows = useMemo(() => (report ? rowsOf(report) : NO_ROWS), [report, rowsOf]);
  if (error) return <ErrorState title={m.sheet_report_not_loaded()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.sheet_report_not_found()}>
        {m.sheet_no_report({ reportNo })}
      </Alert>
    );
  if (!report) return <Loader aria-label={m.sheet_loading_report()} />;
  const opener = open?.(report);
  return (
    <Stack gap="lg" className="print-page">
      <Group gap="sm" className="no-print">
        <PrintButton />
        {actions(report).map((a) => (
          <LinkButton key={a.label} size="lg" variant={a.variant} {...a.link}>
            {a.label}
          </LinkButton>
        ))}
      </Group>
      {head(report)}
      <section>
        <Title order={3} mb="sm">
          {m.sheet_rolls()}
        </Title>
        {report.rollRows.length === 0 ? (
          <Text size="lg">{m.sheet_no_rolls()}</Text>
        ) : (
          <DataTable
            label={m.sheet_rolls()}
            rows={rows}
            columns={columns}
            rowKey={(r) => r.rollNo}
            note={note}
            empty={m.sheet_no_rolls()}
            onOpen={opener && ((r) => void navigate(opener(r)))}
          />
        )}
      </section>
      {tail(report)}
      <Signatures />
    </Stack>
  );
}
