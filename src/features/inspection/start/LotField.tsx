import { useState } from 'react';
import { Anchor, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import type { StartForm } from './form';

interface Props {
  form: StartForm;
  set: (patch: Partial<StartForm>) => void;
  error?: string;
}

/**
 * The lot, picked from the item's batches in the mirror. Typing is the fallback for a lot the ERP
 * does not know yet (a supplier's delivery not booked in), so it is one tap away, not the default.
 */
export function LotField({ form, set, error }: Props) {
  const [typing, setTyping] = useState(false);
  const batches = useQuery({
    ...callQuery('getbatchFromDB', { searchBatchText: '', searchItemText: form.itemCode }),
    enabled: !!form.itemCode,
  });
  // Batches come newest first; a lot split over several batches is listed once, by its newest.
  const byLot = new Map<string, { value: string; label: string; colour: string | null }>();
  for (const b of batches.data ?? []) {
    const lot = b.lot ?? b.batchNo;
    if (b.itemCode !== form.itemCode || byLot.has(lot)) continue;
    const label = b.colour
      ? m.inspection_lot_option_colour({ lot, batchNo: b.batchNo, colour: b.colour })
      : m.inspection_lot_option({ lot, batchNo: b.batchNo });
    byLot.set(lot, { value: lot, label, colour: b.colour });
  }
  const lots = [...byLot.values()];
  const typed = form.lot && !lots.some((l) => l.value === form.lot);
  const pick = !typing && !typed && lots.length > 0;
  // The lot's batch knows its colour: the report's colour follows the lot picked.
  const choose = (lot: string | null) => {
    const colour = lots.find((l) => l.value === lot)?.colour;
    set({ lot: lot ?? '', ...(colour ? { colour } : {}) });
  };

  return (
    <Stack gap={4}>
      {pick ? (
        <Select
          size="lg"
          label={m.inspection_lot()}
          data={lots.map(({ value, label }) => ({ value, label }))}
          value={form.lot || null}
          onChange={choose}
          error={error}
          searchable
          clearable
          nothingFoundMessage={m.inspection_lot_none_like()}
        />
      ) : (
        <TextInput
          size="lg"
          label={m.inspection_lot()}
          description={form.itemCode && !lots.length ? m.inspection_lot_none_in_erp() : undefined}
          value={form.lot}
          onChange={(e) => set({ lot: e.currentTarget.value })}
          error={error}
        />
      )}
      {lots.length > 0 && (
        <Anchor
          component="button"
          type="button"
          size="md"
          mih={48}
          ta="left"
          onClick={() => {
            setTyping(pick);
            set({ lot: '' });
          }}
        >
          {pick ? m.inspection_lot_type_it() : m.inspection_lot_pick_it()}
        </Anchor>
      )}
    </Stack>
  );
}
