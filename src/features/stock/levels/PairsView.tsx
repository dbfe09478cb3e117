import { useMemo, useState } from 'react';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { isoDay } from '../../../lib/datePresets';
import { callQuery } from '../../../lib/rpc';
import { sortRows } from '../../../lib/sortRows';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { PairForm } from './PairForm';
import { pairColumns, type PairRow } from './pairs';

/**
 * Fabric beside the collar and cuff knitted to match it (every pairing, or those of a fabric or
 * colour searched for) and how many garments the three allow together; a new pairing is added
 * below.
 */
export default function PairsView({
  text,
  onSearch,
}: {
  text: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(text ?? '');
  const [adding, setAdding] = useState(false);
  const [sort, setSort] = useState<{ key: keyof PairRow & string; desc: boolean }>({
    key: 'fabricQtyKg',
    desc: true,
  });
  const wanted = text?.trim() ?? '';
  const query = useQuery(callQuery('getFabricCollarCuffStockDetails', { jsonData: wanted }));
  const columns = useMemo(() => pairColumns(), []);
  const rows = useMemo(() => sortRows(query.data ?? [], sort.key, sort.desc), [query.data, sort]);
  const title = wanted ? m.stock_pairs_of({ text: wanted }) : m.stock_pairs_all();
  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(typed.trim() || undefined);
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            size="lg"
            w={360}
            maw="100%"
            label={m.stock_pairs_search()}
            description={m.stock_pairs_search_hint()}
            value={typed}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" size="lg" mih={48}>
            {m.stock_show()}
          </Button>
          {query.data && (
            <CsvButton
              name={title}
              onExport={() =>
                downloadCsv(
                  csvFileName('stock', 'pairs', wanted || 'all', isoDay(new Date())),
                  rows,
                  columns,
                )
              }
            />
          )}
        </Group>
      </form>
      {query.isError ? (
        <ErrorState title={m.stock_not_loaded()} error={query.error} />
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.stock_loading()} />
      ) : (
        <DataTable
          label={title}
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          rowName={(r) => `${r.fabricItemName} · ${r.colour}`}
          note={(r) => (r.garmentsPossible === null ? m.stock_pairs_no_rate() : null)}
          sort={{
            ...sort,
            onSort: (key) => {
              const c = columns.find((x) => x.key === key);
              if (c) setSort((was) => ({ key: c.key, desc: was.key === c.key ? !was.desc : true }));
            },
          }}
          empty={wanted ? m.stock_pairs_none() : m.stock_pairs_none_yet()}
        />
      )}
      {adding ? (
        <PairForm
          onDone={(colour) => {
            setAdding(false);
            if (colour) {
              setTyped(colour);
              onSearch(colour);
            }
          }}
        />
      ) : (
        <Button size="lg" mih={48} variant="default" onClick={() => setAdding(true)}>
          {m.stock_pair_add()}
        </Button>
      )}
    </Stack>
  );
}
