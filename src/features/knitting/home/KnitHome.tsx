import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { Icon } from '../../../components/Icon';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { knitReportsQuery } from '../queries';
import { KnitReportCard } from './KnitReportCard';

/**
 * The knitting floor's start: a big button to start a report, the reports still knitting (today's
 * first), then the recent ones, a page at a time.
 */
export function KnitHome({ date }: { date: string }) {
  const list = useInfiniteQuery(knitReportsQuery());
  const rows = (list.data?.pages ?? []).flatMap((p) => p.rows);
  const total = list.data?.pages[0]?.total ?? 0;
  const ongoing = rows.filter((r) => r.status === 'ongoing');
  const rest = rows.filter((r) => r.status !== 'ongoing');
  const today = rows.filter((r) => r.date === date);
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <LinkButton
        to="/select-knit-collar-cuff"
        size="xl"
        mih={80}
        fz={24}
        leftSection={<Icon name="shirt" size={32} />}
      >
        {m.knitting_start()}
      </LinkButton>
      {list.isError && !list.data ? (
        <ErrorState title={m.knitting_list_not_loaded()} error={list.error} />
      ) : list.isPending ? (
        <Loader aria-label={m.knitting_list_loading()} />
      ) : (
        <>
          <Text size="lg" role="status">
            {m.knitting_today_summary({
              reports: formatNumber(today.length),
              pieces: formatNumber(today.reduce((s, r) => s + r.pieces, 0)),
            })}
          </Text>
          <section aria-labelledby="knit-ongoing">
            <Title order={2} size="h3" id="knit-ongoing" mb="sm">
              {m.knitting_ongoing()}
            </Title>
            {ongoing.length === 0 ? (
              <Text size="lg" c="dimmed">
                {m.knitting_ongoing_none()}
              </Text>
            ) : (
              <Stack gap="sm">
                {ongoing.map((r) => (
                  <KnitReportCard key={r.reportNo} report={r} />
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby="knit-recent">
            <Title order={2} size="h3" id="knit-recent" mb="sm">
              {m.knitting_recent()}
            </Title>
            <Stack gap="sm">
              {rest.map((r) => (
                <KnitReportCard key={r.reportNo} report={r} />
              ))}
            </Stack>
            <Group mt="md" gap="md">
              <Text size="md" c="dimmed">
                {m.knitting_shown_of({
                  shown: formatNumber(rows.length),
                  total: formatNumber(total),
                })}
              </Text>
              {list.hasNextPage && (
                <Button
                  size="lg"
                  variant="default"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {m.knitting_more()}
                </Button>
              )}
            </Group>
            {list.isFetchNextPageError && (
              <ErrorState title={m.knitting_list_not_loaded()} error={list.error} />
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
