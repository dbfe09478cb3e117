import { useState } from 'react';
import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import type { StartForm } from './form';
import { useOnlyOption } from './onlyOption';

interface Props {
  form: StartForm;
  set: (patch: Partial<StartForm>) => void;
  error?: string;
}

interface Option {
  value: string;
  label: string;
  colour: string | null;
}

/**
 * The item: the order's lines for a purchase or subcontracting order, the work order's item, or a
 * search over all items when the fabric comes straight from a supplier.
 */
export function ItemField({ form, set, error }: Props) {
  const [search, setSearch] = useState('');
  const k = form.kind;
  const doc = form.docNo || '-';
  const poLines = useQuery({
    ...callQuery('getItemsDetailsForPOFromDB', { jsonData: doc }),
    enabled: k === 'purchaseOrder' && !!form.docNo,
  });
  const soLines = useQuery({
    ...callQuery('getItemsDetailsForSOFromDB', { jsonData: doc }),
    enabled: k === 'subcontractingOrder' && !!form.docNo,
  });
  const wo = useQuery({ ...callQuery('getAllWorkOrderFromDB', {}), enabled: k === 'workOrder' });
  const found = useQuery({
    ...callQuery('getItemsFromDB', { jsonData: search.trim() }),
    enabled: k === 'supplier',
    placeholderData: keepPreviousData,
  });

  const fromOrder = k === 'purchaseOrder' || k === 'subcontractingOrder';
  const lines = k === 'purchaseOrder' ? poLines.data : soLines.data;
  const label = (i: { itemName: string; itemCode: string }) => `${i.itemName} (${i.itemCode})`;
  /** Undefined until loaded: an order's lines, the work order's item, or what the search found. */
  const options: Option[] | undefined = fromOrder
    ? lines?.map((l) => ({ value: l.itemCode, label: label(l), colour: l.colour }))
    : k === 'workOrder'
      ? wo.data
          ?.filter((o) => o.workOrderNo === form.docNo)
          .map((o) => ({ value: o.itemCode, label: label(o), colour: null }))
      : found.data
          ?.filter((i) => i.itemGroup === 'Fabric')
          .map((i) => ({ value: i.itemCode, label: label(i), colour: null }));
  const unique = [...new Map((options ?? []).map((o) => [o.value, o])).values()];
  const failed = [poLines, soLines, found].some((q) => q.isError);
  const choose = (o: Option | undefined) =>
    set({
      itemCode: o?.value ?? '',
      lot: '',
      orderColour: o?.colour ?? '',
      ...(o?.colour ? { colour: o.colour } : {}),
    });
  // An order's lines are a real list; a search answer of one is only what was typed so far.
  useOnlyOption(
    k === 'supplier' || !options ? undefined : unique,
    form.itemCode,
    choose,
    (o) => o.value,
  );

  return (
    <Select
      label={m.inspection_item()}
      size="lg"
      searchable
      limit={100}
      nothingFoundMessage={
        k === 'supplier' ? m.inspection_item_type_name() : m.inspection_item_pick_order_first()
      }
      data={unique.map(({ value, label }) => ({ value, label }))}
      value={form.itemCode || null}
      onSearchChange={k === 'supplier' ? setSearch : undefined}
      onChange={(v) => choose(unique.find((x) => x.value === v))}
      error={error ?? (failed ? m.inspection_items_failed() : undefined)}
    />
  );
}
