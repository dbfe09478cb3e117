import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Segmented } from '../../../components/Segmented';
import { Stat } from '../../../components/Stat';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { isoDay } from '../../../lib/datePresets';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { usePaged } from '../paged';
import type { StockSearch } from './search';
import { GroupTable, LineTable, nextSort, type Sort } from './StockTables';
import {
  groupColumns,
  groupStock,
  isCollarCuff,
  kinds,
  stockColumns,
  viewCalls,
  viewLabels,
  type ListView,
  type StockKind,
  type StockRow,
} from './stock';

/** Lines read to group a list; past it, a narrower search serves better. */
const GROUP_LINES_MAX = 5000;

const kindLabels: Readonly<Record<StockKind, () => string>> = {
  all: m.stock_kind_all,
  Fabric: m.stock_kind_fabric,
  Collar: m.stock_kind_collar,
  Cuff: m.stock_kind_cuff,
};
const groupLabels = {
  line: m.stock_by_line,
  warehouse: m.stock_by_warehouse,
  item: m.stock_by_item,
};

/** The search box: typed freely, written to the address (and asked of the server) as typing pauses. */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const settle = useDebouncedCallback(onChange, 350);
  return (
    <TextInput
      size="lg"
      w={360}
      maw="100%"
      type="search"
      label={m.stock_search()}
      description={m.stock_search_hint()}
      value={text}
      maxLength={80}
      autoComplete="off"
      onChange={(e) => {
        setText(e.currentTarget.value);
        settle(e.currentTarget.value.trim());
      }}
    />
  );
}

/**
 * One list view: the whole list's totals as the server sums them, its lines a page at a time
 * (more on request), sortable and exportable. Grouped by warehouse or item, it reads on to every
 * line (up to a cap), since a group's sums need all of its lines; past the cap it says so.
 */
export function ListStock({
  view,
  search,
  onChange,
  onOpenItem,
}: {
  view: ListView;
  search: StockSearch;
  onChange: (c: Partial<StockSearch>) => void;
  onOpenItem: (itemCode: string) => void;
}) {
  const input = {
    ...(search.q ? { search: search.q } : {}),
    ...(search.kind !== 'all' ? { itemGroup: search.kind } : {}),
  };
  const list = usePaged(viewCalls[view], input, { keepPrevious: true });
  const { query, rows, total, totals, complete } = list;
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort>({ key: 'qtyKg', desc: true });
  const by = search.by;
  // Grouped, the list reads on page after page (a page that fails stops it, with its error).
  const grouping =
    by !== 'line' &&
    query.hasNextPage &&
    !query.isFetchNextPageError &&
    rows.length < GROUP_LINES_MAX;
  const readOn = grouping && !query.isFetching;
  const { fetchNextPage } = query;
  // Once per page read: the effect runs again when the page has come (rows grew) or stopped.
  useEffect(() => {
    if (readOn) void fetchNextPage();
  }, [readOn, fetchNextPage, rows.length]);
  const grouped = useMemo(() => (by === 'line' ? [] : groupStock(rows, by)), [rows, by]);
  const lineColumns = useMemo(() => stockColumns(view), [view]);
  const title = viewLabels[view]();

  const openLine = (r: StockRow) => {
    if (isCollarCuff(r))
      void navigate({
        to: '/collar-cuff-stock-modal',
        search: { name: r.itemCode, warehouse: r.warehouse },
      });
    else onOpenItem(r.itemCode);
  };
  const exportRows = () =>
    by === 'line'
      ? downloadCsv(csvFileName('stock', view, isoDay(new Date())), rows, lineColumns)
      : downloadCsv(csvFileName('stock', view, by, isoDay(new Date())), grouped, groupColumns(by));

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchBox
          key={`${view}:${by}`}
          value={search.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined })}
        />
        <CsvButton name={title} onExport={exportRows} />
      </Group>
      <Segmented
        label={m.stock_kind()}
        wrap
        value={search.kind}
        onChange={(kind) => onChange({ kind })}
        data={kinds.map((k) => ({ value: k, label: kindLabels[k]() }))}
      />
      <Segmented
        label={m.stock_group()}
        wrap
        value={by}
        onChange={(next) => onChange({ by: next })}
        data={(['line', 'warehouse', 'item'] as const).map((g) => ({
          value: g,
          label: groupLabels[g](),
        }))}
      />
      {query.isError && !query.data ? (
        <ErrorState title={m.stock_not_loaded()} error={query.error} />
      ) : query.isPending || !totals ? (
        <Loader size="lg" aria-label={m.stock_loading()} />
      ) : (
        <>
          <Group gap="sm" aria-live="polite">
            <Text size="lg" fw={600}>
              {title}
            </Text>
            <Text size="lg" c="dimmed" data-stock-total={total}>
              {m.stock_lines({ count: total, n: formatNumber(total) })}
            </Text>
            {query.isFetching && <Loader size="sm" aria-label={m.stock_loading()} />}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Stat label={m.stock_total_kg()} value={formatKg(totals.qtyKg)} detail={title} />
            <Stat
              label={m.stock_total_pieces()}
              value={formatNumber(totals.pieces)}
              detail={totals.pieces === null ? m.stock_pieces_detail() : title}
            />
            <Stat label={m.stock_total_rolls()} value={formatNumber(totals.rolls)} detail={title} />
          </SimpleGrid>
          {query.isFetchNextPageError && (
            <ErrorState title={m.stock_not_loaded()} error={query.error} />
          )}
          {!complete && !grouping && (
            <Alert color="blue" variant="light" title={m.stock_partial_title()}>
              {(by === 'line' ? m.stock_partial : m.stock_partial_groups)({
                n: formatNumber(rows.length),
                total: formatNumber(total),
              })}
            </Alert>
          )}
          {grouping ? (
            <Loader size="lg" aria-label={m.stock_loading()} />
          ) : by === 'line' ? (
            <LineTable
              rows={rows}
              label={title}
              columns={lineColumns}
              sort={sort}
              onSort={(key) => setSort((was) => nextSort(was, key))}
              onOpen={openLine}
            />
          ) : (
            <GroupTable
              rows={grouped}
              by={by}
              label={`${title} · ${groupLabels[by]()}`}
              onOpen={(g) =>
                by === 'item' ? onOpenItem(g.key) : onChange({ by: 'line', q: g.key })
              }
            />
          )}
          {by === 'line' && query.hasNextPage && (
            <Button
              size="lg"
              mih={48}
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {m.stock_load_more()}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
