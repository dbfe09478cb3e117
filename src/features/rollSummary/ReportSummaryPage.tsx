import { useId, useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';
import { GradeBadge } from '../../components/GradeBadge';
import { Segmented } from '../../components/Segmented';
import { m } from '../../i18n';
import { formatKg, formatNumber } from '../../i18n/format';
import { RollTable, RollTotals } from './RollTable';
import {
  jobCardsQuery,
  poNosQuery,
  reportSummaryQuery,
  type RollReportSummary,
  type SummaryKind,
} from './rolls';

export interface ReportSummaryFilters {
  by: SummaryKind;
  doc?: string;
}

const kindLabels: Record<SummaryKind, () => string> = {
  jobCard: () => m.rollsum_by_job_card(),
  po: () => m.rollsum_by_po(),
  sopo: () => m.rollsum_by_sopo(),
};
const fieldLabels: Record<SummaryKind, () => string> = {
  jobCard: () => m.rollsum_job_card_no(),
  po: () => m.rollsum_po_no(),
  sopo: () => m.rollsum_sopo_no(),
};

/** Suggestions offered: the newest documents; any other number can still be typed. */
const SUGGESTIONS = 200;

/** The document's number: typed, scanned or picked from the open job cards or received POs. */
function DocField({
  by,
  doc,
  onShow,
}: {
  by: SummaryKind;
  doc: string | undefined;
  onShow: (doc: string) => void;
}) {
  const [text, setText] = useState(doc ?? '');
  const listId = useId();
  const jobCards = useQuery({ ...jobCardsQuery(), enabled: by === 'jobCard', staleTime: 300_000 });
  const poNos = useQuery({ ...poNosQuery(), enabled: by === 'po', staleTime: 300_000 });
  const options =
    by === 'jobCard'
      ? (jobCards.data ?? []).map((c) => c.jobCardNo)
      : by === 'po'
        ? (poNos.data ?? []).map((p) => p.poNo)
        : [];
  const listFailed = (by === 'jobCard' && jobCards.isError) || (by === 'po' && poNos.isError);
  const wanted = text.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (wanted) onShow(wanted);
      }}
    >
      <Group gap="sm" align="flex-end">
        {/* The browser's own suggestions (a datalist): type or pick, no list code to load. */}
        <TextInput
          label={fieldLabels[by]()}
          size="lg"
          w={320}
          maw="100%"
          list={options.length ? listId : undefined}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          description={listFailed ? m.rollsum_list_failed() : undefined}
          autoComplete="off"
          maxLength={140}
        />
        {options.length > 0 && (
          <datalist id={listId}>
            {[...new Set(options)].slice(0, SUGGESTIONS).map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        )}
        <Button type="submit" size="lg" disabled={!wanted}>
          {m.rollsum_show()}
        </Button>
      </Group>
    </form>
  );
}

function Summary({ summary, by }: { summary: RollReportSummary; by: SummaryKind }) {
  const title = m.rollsum_summary_of({ kind: fieldLabels[by](), docNo: summary.docNo });
  return (
    <Stack gap="md">
      <Text size="lg" fw={700}>
        {title}
      </Text>
      <RollTotals rows={summary.rollRows} detail={summary.docNo} />
      {summary.byGrade.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" aria-label={m.rollsum_by_grade()}>
          {summary.byGrade.map((g) => (
            <Paper key={g.grade ?? 'none'} withBorder p="md" data-testid="grade-total">
              <Group gap="xs" wrap="wrap">
                {g.grade === null ? (
                  <Text size="lg" fw={700}>
                    {m.rollsum_not_graded()}
                  </Text>
                ) : (
                  <GradeBadge grade={g.grade} size="xl" />
                )}
              </Group>
              <Text size="xl" fw={800} mt="xs">
                {m.rollsum_rolls_kg({ rolls: formatNumber(g.rolls), kg: formatKg(g.kg) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <RollTable rows={summary.rollRows} label={title} />
    </Stack>
  );
}

/**
 * production-roll-report-summary: the rolls of one job card, purchase order or sales order's PO,
 * with their count, kg and grades, and every roll.
 */
export function ReportSummaryPage({
  filters,
  onChange,
}: {
  filters: ReportSummaryFilters;
  onChange: (change: Partial<ReportSummaryFilters>) => void;
}) {
  const { by, doc } = filters;
  const query = useQuery({
    ...reportSummaryQuery(by, doc ?? ''),
    enabled: doc !== undefined,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.rollsum_report_title()}
      </Title>
      <Segmented
        label={m.rollsum_group_by()}
        wrap
        value={by}
        onChange={(next) => onChange({ by: next, doc: undefined })}
        data={(['jobCard', 'po', 'sopo'] as const).map((k) => ({
          value: k,
          label: kindLabels[k](),
        }))}
      />
      {/* A new kind starts with an empty field: a job card's number is no PO's. */}
      <DocField key={by} by={by} doc={doc} onShow={(d) => onChange({ doc: d })} />
      {doc === undefined ? (
        <Text size="lg" c="dimmed">
          {m.rollsum_pick_doc()}
        </Text>
      ) : query.isError ? (
        <ErrorState title={m.rollsum_summary_not_loaded({ docNo: doc })} error={query.error} />
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.rollsum_loading()} />
      ) : (
        <Summary summary={query.data} by={by} />
      )}
    </Stack>
  );
}
