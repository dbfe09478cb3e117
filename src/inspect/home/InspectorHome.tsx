import type { UseQueryResult } from '@tanstack/react-query';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/ErrorState';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { HomeKind, HomeList, HomeReport } from './kind';
import { ReportCard } from './ReportCard';
import { TodayStats } from './TodayStats';

/** One of the home's lists: its heading, and its cards or why there is none. */
function Section<R extends HomeReport>({
  kind,
  list,
  query,
}: {
  kind: HomeKind<R>;
  list: HomeList<R>;
  query: UseQueryResult<{ rows: R[] }>;
}) {
  const title = (
    <Title order={2} size="h3" id={list.id} mb={list.all ? undefined : 'sm'}>
      {list.title()}
    </Title>
  );
  const rows = query.data?.rows.slice(0, list.limit);
  const all = list.all?.();
  return (
    <section aria-labelledby={list.id}>
      {all ? (
        <Group justify="space-between" mb="sm">
          {title}
          <LinkButton variant="subtle" size="lg" {...all.link}>
            {all.label}
          </LinkButton>
        </Group>
      ) : (
        title
      )}
      {query.isError && !query.data ? (
        <ErrorState title={list.failed()} error={query.error} />
      ) : !rows ? (
        <Loader aria-label={list.loading()} />
      ) : rows.length === 0 && list.none ? (
        <Text size="lg" c="dimmed">
          {list.none()}
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((r) => (
            <ReportCard key={r.reportNo} kind={kind} report={r} resume={list.resume(r)} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/**
 * The inspector's start, whatever the kind: a big button to start, today's figures, the reports
 * on the tables (to carry on) and the kind's second list (recent or completed reports).
 */
export function InspectorHome<R extends HomeReport>({
  kind,
  date,
}: {
  kind: HomeKind<R>;
  date: string;
}) {
  const [first, second] = kind.lists;
  const { useList: useFirst } = first;
  const { useList: useSecond } = second;
  const a = useFirst(date);
  const b = useSecond(date);
  const { useStats } = kind;
  const stats = useStats(date, [a.data, b.data]);
  const start = kind.start();
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <LinkButton
        size="xl"
        mih={80}
        fz={24}
        leftSection={<Icon name="zoomCheck" size={32} />}
        {...start.link}
      >
        {start.label}
      </LinkButton>
      <TodayStats stats={stats} />
      <Section kind={kind} list={first} query={a} />
      <Section kind={kind} list={second} query={b} />
    </Stack>
  );
}
