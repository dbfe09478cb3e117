import { useMemo } from 'react';
import { Button, Drawer, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Stat } from '../../../components/Stat';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { sortRows } from '../../../lib/sortRows';
import { usePaged, type PagedList } from '../paged';
import { isCollarCuff, type StockRow } from './stock';

const placeColumns = (): TableColumn<StockRow>[] => [
  { key: 'warehouse', label: m.stock_col_warehouse, format: 'text', width: 1.8, priority: 1 },
  { key: 'batchNo', label: m.stock_col_batch, format: 'text', width: 1.4, priority: 2 },
  { key: 'qtyKg', label: m.stock_col_kg, format: 'kg', width: 1.2, priority: 1 },
  { key: 'pieces', label: m.stock_col_pieces, format: 'number', width: 1, priority: 3 },
  { key: 'rolls', label: m.stock_col_rolls, format: 'number', width: 0.8, priority: 3 },
];

/** One list of places: its totals (the server's, of every line) on top, then its lines, largest first. */
function Places({ title, list }: { title: string; list: PagedList<StockRow> }) {
  const { query, totals } = list;
  const navigate = useNavigate();
  const columns = useMemo(() => placeColumns(), []);
  const rows = useMemo(() => sortRows(list.rows, 'qtyKg', true), [list.rows]);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {query.isError ? (
        <ErrorState title={m.stock_not_loaded()} error={query.error} />
      ) : query.isPending || !totals ? (
        <Loader size="md" aria-label={m.stock_loading()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Stat label={m.stock_total_kg()} value={formatKg(totals.qtyKg)} detail={title} />
            <Stat
              label={m.stock_total_rolls()}
              value={formatNumber(totals.rolls)}
              detail={
                totals.pieces === null
                  ? title
                  : m.stock_pieces_n({ n: formatNumber(totals.pieces) })
              }
            />
          </SimpleGrid>
          <DataTable
            label={title}
            rows={rows}
            columns={columns}
            rowKey={(r) => `${r.warehouse}|${r.batchNo ?? ''}`}
            rowName={(r) => r.warehouse}
            // A collar or cuff line opens its batches in that warehouse, in pieces and kg.
            onOpen={(r) =>
              isCollarCuff(r) &&
              void navigate({
                to: '/collar-cuff-stock-modal',
                search: { name: r.itemCode, warehouse: r.warehouse },
              })
            }
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

/**
 * Where one item lies: every warehouse and batch holding it, and the job-work processors
 * holding it. A drawer over the list, kept in the address, loaded on the first tap.
 */
export default function ItemDrill({
  itemCode,
  onClose,
}: {
  itemCode: string;
  onClose: () => void;
}) {
  const everywhere = usePaged('getStockDetailsFromERPNEXT', { name: itemCode });
  const jobWork = usePaged('getStockDetailsForItemInJV', { itemcode: itemCode });
  const name = everywhere.rows[0]?.itemName ?? jobWork.rows[0]?.itemName;
  const heading = m.stock_item_places({ item: name ? `${name} (${itemCode})` : itemCode });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(100%, 48rem)"
      title={
        <Text fw={700} size="lg">
          {heading}
        </Text>
      }
      closeButtonProps={{ 'aria-label': m.stock_close(), size: 'xl' }}
    >
      <Stack gap="xl">
        <Places title={m.stock_places_all()} list={everywhere} />
        <Places title={m.stock_places_jv()} list={jobWork} />
      </Stack>
    </Drawer>
  );
}
