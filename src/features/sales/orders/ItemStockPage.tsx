import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayInZone } from '@rules/periods';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { Stat } from '../../../components/Stat';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { callQuery, savedKey } from '../../../lib/rpc';
import { newClientId, saveForAnswer } from '../../../lib/save';
import { gradeText } from './grade';
import { itemRollsQuery, orderItemsQuery } from './queries';
import { nothingPicked, pickedKg, toggle, type Picked } from './pick';
import { transferRefusal } from './refusal';
import { SentRolls } from './SentRolls';

/** Where sent fabric goes by default: the dispatch group's first warehouse. */
const dispatchGroup = 'PTSASTRI';

/**
 * sales-order-item-stock-view: the rolls in store that can serve one order item. The user picks
 * rolls (from one store at a time), chooses where they go, and sends them by one stock entry;
 * the item's sent kg and the order's stock entry report follow at once.
 */
export function ItemStockPage({ so, itemRowId }: { so: string; itemRowId: string }) {
  const items = useQuery(orderItemsQuery(so));
  const item = items.data?.find((i) => i.itemRowId === itemRowId);
  const rolls = useInfiniteQuery(itemRollsQuery(itemRowId));
  const places = useQuery(callQuery('getWarehousesFromDB', {}));
  const rows = useMemo(() => (rolls.data?.pages ?? []).flatMap((p) => p.rows), [rolls.data]);
  const total = rolls.data?.pages[0]?.total ?? 0;
  const [picked, setPicked] = useState<Picked>(nothingPicked);
  const [clientId, setClientId] = useState(newClientId);
  const destinations = useMemo(
    () =>
      (places.data ?? [])
        .filter((w) => !w.processor && w.name !== picked.warehouse)
        .sort(
          (a, b) =>
            Number(b.warehouseGroup === dispatchGroup) -
              Number(a.warehouseGroup === dispatchGroup) || a.name.localeCompare(b.name),
        ),
    [places.data, picked.warehouse],
  );
  const [chosenTo, setTo] = useState<string | null>(null);
  const to =
    chosenTo && destinations.some((d) => d.name === chosenTo)
      ? chosenTo
      : (destinations[0]?.name ?? '');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      saveForAnswer(
        'postStockEntryData',
        {
          jsonData: {
            salesOrderNo: so,
            itemRowId,
            itemCode: item?.itemCode ?? '',
            postingDate: dayInZone(new Date()),
            fromWarehouse: picked.warehouse ?? '',
            toWarehouse: to,
            rolls: [...picked.rolls.values()].map((r) => ({
              rollNo: r.rollNo,
              qtyKg: r.qtyKg,
              ...(r.batchNo ? { batchNo: r.batchNo } : {}),
            })),
          },
        },
        { clientId, chain: ['dispatch', clientId] },
      ),
    onSuccess: () => {
      setPicked(nothingPicked);
      setClientId(newClientId());
      void queryClient.invalidateQueries({ queryKey: savedKey('postStockEntryData') });
      void queryClient.invalidateQueries({ queryKey: savedKey('getWarehousesFromDB') });
    },
    // The next try is a new save: the same key would be answered with the refusal again.
    onError: () => setClientId(newClientId()),
  });

  if (items.isError) return <ErrorState title={m.order_not_loaded()} error={items.error} />;
  if (items.isPending) return <Loader size="lg" aria-label={m.order_loading()} />;
  if (!item)
    return (
      <Alert color="yellow" title={m.order_item_unknown()}>
        {m.order_item_unknown_detail({ order: so })}
      </Alert>
    );
  const kg = pickedKg(picked);
  const over = kg > item.pendingQtyKg;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {item.itemName}
        </Title>
        <Group gap="sm">
          <Text size="lg">{m.order_item_of({ order: so, code: item.itemCode })}</Text>
          <LinkButton
            to="/sales-order-item-view"
            search={{ so }}
            variant="subtle"
            size="lg"
            mih={48}
          >
            {m.order_back_to_order()}
          </LinkButton>
          <LinkButton
            to="/sales-order-item-stock-roll-view"
            search={{ so, item: itemRowId }}
            variant="subtle"
            size="lg"
            mih={48}
          >
            {m.order_item_sheet()}
          </LinkButton>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stat label={m.order_col_ordered()} value={formatKg(item.qtyKg)} detail="" />
        <Stat label={m.order_col_sent()} value={formatKg(item.transferredQtyKg)} detail="" />
        <Stat label={m.order_col_pending()} value={formatKg(item.pendingQtyKg)} detail="" />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="in-store">
        <Title order={3} size="h4" id="in-store">
          {m.order_in_store({ count: formatNumber(total) })}
        </Title>
        {rolls.isError ? (
          <ErrorState title={m.order_not_loaded()} error={rolls.error} />
        ) : rolls.isPending ? (
          <Loader size="lg" aria-label={m.order_loading()} />
        ) : rows.length === 0 ? (
          <Text size="lg">{m.order_in_store_none()}</Text>
        ) : (
          <Stack gap="xs" role="group" aria-label={m.order_pick_label()}>
            {rows.map((r) => {
              const otherStore = picked.warehouse !== null && picked.warehouse !== r.warehouse;
              return (
                <Paper key={r.rollNo} withBorder px="md" py="xs">
                  <Checkbox
                    size="lg"
                    checked={picked.rolls.has(r.rollNo)}
                    disabled={otherStore}
                    onChange={() => setPicked((p) => toggle(p, r))}
                    label={`${r.rollNo} · ${formatKg(r.qtyKg)} · ${gradeText(r.grade)}`}
                    description={
                      otherStore ? m.order_other_store({ store: r.warehouse }) : r.warehouse
                    }
                    styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                  />
                </Paper>
              );
            })}
            {rolls.hasNextPage ? (
              <Button
                variant="default"
                size="lg"
                mih={48}
                loading={rolls.isFetchingNextPage}
                onClick={() => void rolls.fetchNextPage()}
              >
                {m.order_more_rolls()}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>

      <Paper withBorder p="md" component="section" aria-labelledby="send">
        <Stack gap="sm">
          <Title order={3} size="h4" id="send">
            {m.order_send_title()}
          </Title>
          <Text size="lg" aria-live="polite">
            {m.order_picked({ rolls: picked.rolls.size, kg: formatKg(kg) })}
          </Text>
          {over ? (
            <Alert color="yellow" role="status">
              {m.order_picked_over({ pending: formatKg(item.pendingQtyKg) })}
            </Alert>
          ) : null}
          <NativeSelect
            size="lg"
            label={m.order_send_to()}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            data={destinations.map((d) => ({ value: d.name, label: d.name }))}
            maw={520}
          />
          {send.isError ? (
            <Alert color="red" title={m.order_send_refused()}>
              {transferRefusal(send.error)}
            </Alert>
          ) : null}
          {send.isSuccess ? (
            <Alert color="green" role="status" title={m.order_sent_ok_title()}>
              {m.order_sent_ok({
                entry: send.data.stockEntryNo,
                rolls: send.data.rolls,
                kg: formatKg(send.data.totalQtyKg),
              })}
            </Alert>
          ) : null}
          <Group>
            <Button
              size="lg"
              mih={48}
              disabled={picked.rolls.size === 0 || !to}
              loading={send.isPending}
              onClick={() => send.mutate()}
            >
              {m.order_send({ rolls: picked.rolls.size })}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <SentRolls so={so} itemRowId={itemRowId} removable />
    </Stack>
  );
}
