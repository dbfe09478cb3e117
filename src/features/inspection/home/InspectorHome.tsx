import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/Icon';
import { m } from '../../../i18n';
import { LinkButton } from '../LinkButton';
import { ErrorState } from '../ErrorState';
import { ongoingQuery, recentReportsQuery } from '../queries';
import { ReportCard } from './ReportCard';
import { TodayStats } from './TodayStats';

const RECENT = 8;

/** The inspector's start: a big button to start, what is ongoing today, today's totals, recent reports. */
export function InspectorHome({ date }: { date: string }) {
  const ongoing = useQuery(ongoingQuery(date));
  const recent = useQuery(recentReportsQuery());
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <LinkButton
        to="/select-create-roll"
        size="xl"
        mih={80}
        fz={24}
        leftSection={<Icon name="zoomCheck" size={32} />}
      >
        {m.inspection_start()}
      </LinkButton>
      <TodayStats date={date} />
      <section aria-labelledby="ongoing">
        <Title order={2} size="h3" id="ongoing" mb="sm">
          {m.inspection_ongoing_today()}
        </Title>
        {ongoing.isError && !ongoing.data ? (
          <ErrorState title={m.inspection_ongoing_failed()} error={ongoing.error} />
        ) : ongoing.isPending ? (
          <Loader aria-label={m.inspection_ongoing_loading()} />
        ) : ongoing.data.rows.length === 0 ? (
          <Text size="lg" c="dimmed">
            {m.inspection_ongoing_none()}
          </Text>
        ) : (
          <Stack gap="sm">
            {ongoing.data.rows.map((r) => (
              <ReportCard key={r.reportNo} report={r} resume />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="recent">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="recent">
            {m.inspection_recent()}
          </Title>
          <LinkButton variant="subtle" size="lg" to="/qi-report-view">
            {m.inspection_all_reports()}
          </LinkButton>
        </Group>
        {recent.isError && !recent.data ? (
          <ErrorState title={m.inspection_recent_failed()} error={recent.error} />
        ) : recent.isPending ? (
          <Loader aria-label={m.inspection_recent_loading()} />
        ) : (
          <Stack gap="sm">
            {recent.data.rows.slice(0, RECENT).map((r) => (
              <ReportCard key={r.reportNo} report={r} resume={r.status === 'ongoing'} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
