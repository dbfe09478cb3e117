import type { ReactNode } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { Icon } from '../../../components/Icon';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { ccCompletedQuery, ccOngoingQuery, type CcReport } from '../view/queries';
import { CcReportCard } from './CcReportCard';
import { CcTodayStats } from './CcTodayStats';
import { todayFigures } from './todayFigures';

interface Words {
  failed: () => string;
  loading: () => string;
  none: () => string;
}

/** A list of report cards, or why there is none: loading, failed, or nothing that day. */
function Cards({
  query,
  words,
  card,
}: {
  query: UseQueryResult<{ rows: CcReport[] }>;
  words: Words;
  card: (r: CcReport) => ReactNode;
}) {
  if (query.isError && !query.data)
    return <ErrorState title={words.failed()} error={query.error} />;
  if (!query.data) return <Loader aria-label={words.loading()} />;
  if (query.data.rows.length === 0)
    return (
      <Text size="lg" c="dimmed">
        {words.none()}
      </Text>
    );
  return <Stack gap="sm">{query.data.rows.map(card)}</Stack>;
}

/**
 * The collar & cuff inspector's start: a big button to start a lot, today's figures, the lots on
 * the tables (to carry on) and the ones completed today (to read or print).
 */
export function CcInspectorHome({ date }: { date: string }) {
  const ongoing = useQuery(ccOngoingQuery(date));
  const completed = useQuery(ccCompletedQuery(date));
  const figures =
    ongoing.data && completed.data ? todayFigures(ongoing.data.rows, completed.data.rows) : null;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <LinkButton
        to="/select-create-collar-cuff"
        size="xl"
        mih={80}
        fz={24}
        leftSection={<Icon name="zoomCheck" size={32} />}
      >
        {m.ccreport_home_start()}
      </LinkButton>
      <CcTodayStats figures={figures} />
      <section aria-labelledby="cc-ongoing">
        <Title order={2} size="h3" id="cc-ongoing" mb="sm">
          {m.ccreport_home_ongoing()}
        </Title>
        <Cards
          query={ongoing}
          words={{
            failed: m.ccreport_home_ongoing_failed,
            loading: m.ccreport_home_ongoing_loading,
            none: m.ccreport_home_ongoing_none,
          }}
          card={(r) => <CcReportCard key={r.reportNo} report={r} resume />}
        />
      </section>
      <section aria-labelledby="cc-completed">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="cc-completed">
            {m.ccreport_home_completed()}
          </Title>
          <LinkButton variant="subtle" size="lg" to="/qi-ccreport-view">
            {m.ccreport_all_reports()}
          </LinkButton>
        </Group>
        <Cards
          query={completed}
          words={{
            failed: m.ccreport_home_completed_failed,
            loading: m.ccreport_home_completed_loading,
            none: m.ccreport_home_completed_none,
          }}
          card={(r) => <CcReportCard key={r.reportNo} report={r} />}
        />
      </section>
    </Stack>
  );
}
