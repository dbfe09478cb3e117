import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/Icon';
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
        h={80}
        fz={24}
        leftSection={<Icon name="zoomCheck" size={32} />}
      >
        Start inspection
      </LinkButton>
      <TodayStats date={date} />
      <section aria-labelledby="ongoing">
        <Title order={2} size="h3" id="ongoing" mb="sm">
          Ongoing today
        </Title>
        {ongoing.isError && !ongoing.data ? (
          <ErrorState title="Ongoing reports could not be loaded" error={ongoing.error} />
        ) : ongoing.isPending ? (
          <Loader aria-label="Loading ongoing reports" />
        ) : ongoing.data.rows.length === 0 ? (
          <Text size="lg" c="dimmed">
            No report is ongoing today. Start one with the button above.
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
            Recent reports
          </Title>
          <LinkButton variant="subtle" size="lg" to="/qi-report-view">
            All reports
          </LinkButton>
        </Group>
        {recent.isError && !recent.data ? (
          <ErrorState title="Recent reports could not be loaded" error={recent.error} />
        ) : recent.isPending ? (
          <Loader aria-label="Loading recent reports" />
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
