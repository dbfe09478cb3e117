import { useState } from 'react';
import { Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AlertList } from '../../components/alerts/AlertList';
import { ErrorState } from '../../components/ErrorState';
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { usePagedList } from '../../lib/usePagedList';
import { alertPagesQuery } from './queries';

type Shown = 'active' | 'resolved';

/**
 * alerts: what repeats on a knitting machine, a supplier's lot or a collar & cuff lot, newest
 * first. Those still to act on (open and acknowledged) first; the resolved ones on their own tab.
 */
export function AlertsPage() {
  const [shown, setShown] = useState<Shown>('active');
  return (
    <Stack maw={60 * 16} mx="auto">
      <Tabs
        value={shown}
        onChange={(value) => setShown(value === 'resolved' ? 'resolved' : 'active')}
        keepMounted={false}
      >
        <Tabs.List grow aria-label={m.alerts_tabs()}>
          <Tabs.Tab value="active" fz="lg" py="md">
            {m.alerts_tab_active()}
          </Tabs.Tab>
          <Tabs.Tab value="resolved" fz="lg" py="md">
            {m.alerts_tab_resolved()}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active" pt="lg">
          <AlertPages state="active" />
        </Tabs.Panel>
        <Tabs.Panel value="resolved" pt="lg">
          <AlertPages state="resolved" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function AlertPages({ state }: { state: Shown }) {
  const query = useInfiniteQuery(alertPagesQuery(state));
  const { rows, total, more } = usePagedList(query);
  if (query.isError) return <ErrorState title={m.alerts_not_loaded()} error={query.error} />;
  if (query.isPending) return <Loader size="lg" mx="auto" aria-label={m.alerts_loading()} />;
  if (rows.length === 0)
    return (
      <Text size="lg" ta="center" py="xl">
        {state === 'active' ? m.alerts_empty() : m.alerts_empty_resolved()}
      </Text>
    );
  return (
    <Stack gap="md">
      <AlertList alerts={rows} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {m.alerts_shown({ shown: formatNumber(rows.length), total: formatNumber(total) })}
        </Text>
        {(more || query.isFetchingNextPage) && (
          <Button
            size="md"
            mih={48}
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={more}
          >
            {m.alerts_load_more()}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
