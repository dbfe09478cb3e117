import { useMemo } from 'react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ErrorState';
import { Stat } from '../../../components/Stat';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { sortRows } from '../../../lib/sortRows';
import type { StockRow } from '../levels/stock';
import { usePaged } from '../paged';
import { ccStockSearch } from './search';
import { piecesPerKg } from './perKg';

type BatchLine = StockRow & { perKg: number | null };

/** A line's batch, or that it has none: the batch is what names each line here. */
const batchName = (r: Pick<BatchLine, 'batchNo'>): string => r.batchNo || m.stock_no_batch();

const columns = (): TableColumn<BatchLine>[] => [
  {
    key: 'batchNo',
    label: m.stock_col_batch,
    format: 'text',
    width: 1.6,
    priority: 1,
    display: batchName,
  },
  { key: 'pieces', label: m.stock_col_pieces, format: 'number', width: 1, priority: 1 },
  { key: 'qtyKg', label: m.stock_col_kg, format: 'kg', width: 1.1, priority: 1 },
  {
    key: 'perKg',
    label: m.stock_col_per_kg,
    format: 'number',
    width: 1,
    priority: 2,
    display: (r) => formatNumber(r.perKg, { max: 1 }),
  },
  { key: 'rolls', label: m.stock_col_rolls, format: 'number', width: 0.8, priority: 3 },
];

/**
 * collar-cuff-stock-modal: one collar or cuff item's stock in one warehouse, per batch (lot), in
 * pieces and kg, with the pieces a kg of each lot holds. Opened from the stock screen.
 */
export function CollarCuffStock({ search: raw }: { search: unknown }) {
  const { name, warehouse } = ccStockSearch.parse(raw);
  const list = usePaged(
    'getCollarCuffDetails',
    { name: name ?? '', warehouse: warehouse ?? '' },
    { enabled: !!name && !!warehouse },
  );
  const { query } = list;
  const cols = useMemo(() => columns(), []);
  const rows = useMemo(
    () =>
      sortRows(
        list.rows.map((r) => ({ ...r, perKg: piecesPerKg(r) })),
        'batchNo',
        false,
      ),
    [list.rows],
  );
  if (!name || !warehouse)
    return (
      <Alert color="yellow" variant="light" title={m.stock_cc_missing_title()}>
        {m.stock_cc_missing()}
      </Alert>
    );
  const { totals } = list;
  const itemName = rows[0]?.itemName;
  const title = m.stock_cc_of({ item: itemName ? `${itemName} (${name})` : name, warehouse });
  return (
    <Stack gap="md">
      <Text size="lg" fw={700}>
        {title}
      </Text>
      {query.isError ? (
        <ErrorState title={m.stock_not_loaded()} error={query.error} />
      ) : query.isPending || !totals ? (
        <Loader size="lg" aria-label={m.stock_loading()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Stat
              label={m.stock_total_pieces()}
              value={formatNumber(totals.pieces ?? 0)}
              detail={warehouse}
            />
            <Stat label={m.stock_total_kg()} value={formatKg(totals.qtyKg)} detail={warehouse} />
            <Stat
              label={m.stock_col_per_kg()}
              value={formatNumber(piecesPerKg(totals), {
                max: 1,
              })}
              detail={m.stock_cc_per_kg_detail()}
            />
          </SimpleGrid>
          <DataTable
            label={title}
            rows={rows}
            columns={cols}
            rowKey={(r) => r.batchNo ?? '–'}
            rowName={batchName}
            empty={m.stock_none_here()}
          />
          {query.hasNextPage && (
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
