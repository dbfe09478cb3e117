import { useState } from 'react';
import { Anchor, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import type { StartForm } from './form';
import { Suspense } from 'react';
import { sameColour } from './colour';
import type { LotColourProps } from './LotColourCheck';
import { answersYes, onUse } from './onUse';

/**
 * Shown only when a lot's colour differs, so its code and words load then; without them
 * (offline, no service worker) the lot is used as picked.
 */
const LotColourCheck = onUse(
  () => import('./LotColourCheck').then((x) => x.LotColourCheck),
  answersYes<LotColourProps>((p) => p.onUse),
);

interface Props {
  form: StartForm;
  set: (patch: Partial<StartForm>) => void;
  error?: string;
}

interface Lot {
  value: string;
  label: string;
  colour: string | null;
}

/**
 * The lot, picked from the item's batches in the mirror: of the order's colour when its line names
 * one (the server filters, so the list's cap counts only those), all of them on request. Typing is
 * the fallback for a lot the ERP does not know yet (a supplier's delivery not booked in), so it is
 * one tap away, not the default.
 */
export function LotField({ form, set, error }: Props) {
  const [typing, setTyping] = useState(false);
  // Per order colour, so the next order's lots are of its colour again.
  const [everyColourFor, setEveryColourFor] = useState<string | null>(null);
  const [differs, setDiffers] = useState<(Lot & { itemCode: string }) | null>(null);
  const orderColour = form.orderColour.trim();
  const colour = orderColour && everyColourFor !== orderColour ? orderColour : '';
  const batches = useQuery({
    ...callQuery('getbatchFromDB', {
      searchBatchText: '',
      searchItemText: form.itemCode,
      ...(colour ? { colour } : {}),
    }),
    enabled: !!form.itemCode,
  });
  // Batches come newest first; a lot split over several batches is listed once, by its newest.
  const byLot = new Map<string, Lot>();
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
  const fill = (lot: string, lotColour: string | null) => {
    setDiffers(null);
    set({ lot, ...(lotColour ? { colour: lotColour } : {}) });
  };
  // The lot's batch knows its colour: the report's colour follows the lot picked, but a colour
  // other than the form's is said first.
  const choose = (value: string | null) => {
    const lot = lots.find((l) => l.value === value);
    if (lot?.colour && form.colour.trim() && !sameColour(lot.colour, form.colour)) {
      setDiffers({ ...lot, itemCode: form.itemCode });
      return;
    }
    fill(value ?? '', lot?.colour ?? null);
  };
  const pending = differs?.itemCode === form.itemCode ? differs : null;
  const empty = colour
    ? m.inspection_lot_none_of_colour({ colour })
    : m.inspection_lot_none_in_erp();

  return (
    <Stack gap={4}>
      {pick ? (
        <Select
          size="lg"
          label={m.inspection_lot()}
          description={colour ? m.inspection_lot_order_colour({ colour }) : undefined}
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
          description={form.itemCode && batches.isSuccess && !lots.length ? empty : undefined}
          value={form.lot}
          onChange={(e) => set({ lot: e.currentTarget.value })}
          error={error}
        />
      )}
      {pending?.colour && (
        <Suspense fallback={null}>
          <LotColourCheck
            lot={pending.value}
            lotColour={pending.colour}
            colour={form.colour}
            fromOrder={!!orderColour && sameColour(form.colour, orderColour)}
            onUse={() => fill(pending.value, pending.colour)}
            onKeep={() => setDiffers(null)}
          />
        </Suspense>
      )}
      {orderColour && form.itemCode && (
        <Anchor
          component="button"
          type="button"
          size="md"
          mih={48}
          ta="left"
          onClick={() => setEveryColourFor(colour ? orderColour : null)}
        >
          {colour
            ? m.inspection_lot_every_colour()
            : m.inspection_lot_only_colour({ colour: orderColour })}
        </Anchor>
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
