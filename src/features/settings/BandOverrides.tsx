import { Button, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { DEFAULT_BAND } from './defaults';
import { callQuery } from '../../lib/rpc';
import type { MillForm } from './millForm';
import { StepperInput } from './StepperInput';

type Override = MillForm['overrides'][number];

interface Props {
  overrides: Override[];
  errors: Record<string, string>;
  onChange: (overrides: Override[]) => void;
}

/** Items or customers graded by their own band instead of the mill's (picked from the mirror). */
export function BandOverrides({ overrides, errors, onChange }: Props) {
  const items = useQuery(callQuery('getAllItemsFromDB', {}));
  const customers = useQuery(callQuery('getCustomerDataFromDB', {}));
  const options = {
    item: (items.data ?? []).map((i) => ({
      value: i.itemCode,
      label: `${i.itemName} (${i.itemCode})`,
    })),
    customer: (customers.data ?? []).map((c) => ({ value: c.customerId, label: c.customerName })),
  };
  const update = (index: number, patch: Partial<Override>) =>
    onChange(overrides.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const num = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

  return (
    <Stack gap="md">
      <Text fw={600}>{m.settings_overrides_title()}</Text>
      {errors.overrides && <Text c="red.8">{errors.overrides}</Text>}
      {overrides.map((o, i) => (
        <Paper key={i} withBorder p="md" aria-label={m.settings_override_n({ n: i + 1 })}>
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              size="lg"
              value={o.scope}
              onChange={(v) => update(i, { scope: v as Override['scope'], key: '' })}
              data={[
                { value: 'item', label: m.settings_item() },
                { value: 'customer', label: m.settings_customer() },
              ]}
            />
            <Select
              size="lg"
              searchable
              label={o.scope === 'item' ? m.settings_item() : m.settings_customer()}
              placeholder={m.settings_pick_one()}
              limit={50}
              data={options[o.scope]}
              value={o.key || null}
              onChange={(v) => update(i, { key: v ?? '' })}
              error={errors[`overrides.${i}.key`]}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <StepperInput
                label={m.settings_grade1_below()}
                min={0}
                decimalScale={1}
                value={o.grade1Below}
                onChange={(v) => update(i, { grade1Below: num(v) })}
                error={errors[`overrides.${i}.grade1Below`]}
              />
              <StepperInput
                label={m.settings_grade3_above()}
                min={0}
                decimalScale={1}
                value={o.grade3Above}
                onChange={(v) => update(i, { grade3Above: num(v) })}
                error={errors[`overrides.${i}.grade3Above`]}
              />
            </SimpleGrid>
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => onChange(overrides.filter((_, j) => j !== i))}
            >
              {m.settings_remove()}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        onClick={() => onChange([...overrides, { scope: 'item', key: '', ...DEFAULT_BAND }])}
      >
        {m.settings_add_override()}
      </Button>
    </Stack>
  );
}
