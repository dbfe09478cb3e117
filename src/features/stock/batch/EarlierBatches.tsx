import { useMemo, useState } from 'react';
import { Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { batchesQuery, type BatchRow } from './queries';

const columns = (): TableColumn<BatchRow>[] => [
  { key: 'batchNo', label: m.batch_col_batch, format: 'text', width: 1.4, priority: 1 },
  { key: 'colour', label: m.batch_colour, format: 'text', width: 1.2, priority: 2 },
  { key: 'qtyKg', label: m.batch_col_kg, format: 'kg', width: 1.1, priority: 1 },
  { key: 'rolls', label: m.batch_card_rolls, format: 'number', width: 0.8, priority: 3 },
  { key: 'lot', label: m.batch_lot, format: 'text', width: 1.2, priority: 4 },
  { key: 'itemName', label: m.batch_item, format: 'text', width: 2, priority: 4 },
  { key: 'warehouse', label: m.batch_col_warehouse, format: 'text', width: 1.5, priority: 5 },
  { key: 'createdOn', label: m.batch_date, format: 'date', width: 1.2, priority: 3 },
];

/**
 * Batches already made, found by their number and the fabric chosen above; one tap opens a
 * batch's card to print it again.
 */
export default function EarlierBatches({
  itemCode,
  onOpen,
}: {
  itemCode: string;
  onOpen: (batchNo: string) => void;
}) {
  const [text, setText] = useState('');
  const [wanted] = useDebouncedValue(text.trim(), 300);
  const query = useQuery({ ...batchesQuery(wanted, itemCode), placeholderData: keepPreviousData });
  const cols = useMemo(() => columns(), []);
  const title = m.batch_earlier();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="md">{m.batch_earlier_hint()}</Text>
      <TextInput
        size="lg"
        type="search"
        w={320}
        maw="100%"
        label={m.batch_search_batch()}
        value={text}
        maxLength={80}
        autoComplete="off"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {query.isError && !query.data ? (
        <ErrorState title={m.batch_earlier_not_loaded()} error={query.error} />
      ) : query.isPending ? (
        <Loader size="md" aria-label={m.batch_loading()} />
      ) : (
        <DataTable
          label={title}
          rows={(query.data ?? []).slice(0, 50)}
          columns={cols}
          rowKey={(b) => b.batchNo}
          rowName={(b) => b.batchNo}
          onOpen={(b) => onOpen(b.batchNo)}
          empty={m.batch_earlier_none()}
        />
      )}
    </Stack>
  );
}
