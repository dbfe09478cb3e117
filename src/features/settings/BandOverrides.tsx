import { Button, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { DEFAULT_BAND } from './defaults';
import { callQuery } from '../../lib/rpc';
import { numberField, type MillForm } from './millForm';
import { StepperInput } from './StepperInput';

type Override = MillForm['overrides'][number];

/** Items or customers graded by their own band instead of the mill's (picked from the mirror). */
export function BandOverrides({ form }: { form: UseFormReturnType<MillForm> }) {
  const items = useQuery(callQuery('getAllItemsFromDB', {}));
  const customers = useQuery(callQuery('getCustomerDataFromDB', {}));
  const options = {
    item: (items.data ?? []).map((i) => ({
      value: i.itemCode,
      label: `${i.itemName} (${i.itemCode})`,
    })),
    customer: (customers.data ?? []).map((c) => ({ value: c.customerId, label: c.customerName })),
  };
  const error = form.errors.overrides;

  return (
    <Stack gap="md">
      <Text fw={600}>{m.settings_overrides_title()}</Text>
      {error && <Text c="red.8">{error}</Text>}
      {form.values.overrides.map((o, i) => (
        <Paper key={i} withBorder p="md" aria-label={m.settings_override_n({ n: i + 1 })}>
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              size="lg"
              value={o.scope}
              onChange={(v) => {
                form.setFieldValue(`overrides.${i}.scope`, v as Override['scope']);
                form.setFieldValue(`overrides.${i}.key`, '');
              }}
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
              {...form.getInputProps(`overrides.${i}.key`)}
              value={o.key || null}
              onChange={(v) => form.setFieldValue(`overrides.${i}.key`, v ?? '')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <StepperInput
                label={m.settings_grade1_below()}
                min={0}
                decimalScale={1}
                {...numberField(form, `overrides.${i}.grade1Below`)}
              />
              <StepperInput
                label={m.settings_grade3_above()}
                min={0}
                decimalScale={1}
                {...numberField(form, `overrides.${i}.grade3Above`)}
              />
            </SimpleGrid>
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => form.removeListItem('overrides', i)}
            >
              {m.settings_remove()}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        onClick={() =>
          form.insertListItem('overrides', { scope: 'item', key: '', ...DEFAULT_BAND })
        }
      >
        {m.settings_add_override()}
      </Button>
    </Stack>
  );
}
