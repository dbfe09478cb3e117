import { useId } from 'react';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import type { BatchForm } from './form';
import { processorsQuery, type BatchRow } from './queries';

const distinct = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

/**
 * Colour, shade, lot, the processor it goes to, machine, date and remarks; colours of earlier
 * batches of the fabric offered.
 */
export function BatchFields({
  form,
  set,
  errors,
  earlier,
}: {
  form: BatchForm;
  set: (patch: Partial<BatchForm>) => void;
  errors: Record<string, string>;
  /** Earlier batches of the item, whose colours are offered. */
  earlier: readonly BatchRow[];
}) {
  const processors = useQuery(processorsQuery());
  const coloursId = useId();
  const colours = distinct(earlier.map((b) => b.colour));
  // Native pick lists: the mill's few processors and earlier colours need no searchable
  // dropdown, and the screen stays light enough to open fast on a tablet.
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          size="lg"
          label={m.batch_processor()}
          description={m.batch_processor_hint()}
          data={[
            { value: '', label: m.batch_processor_pick() },
            ...(processors.data ?? []).map((w) => ({
              value: w.name,
              label: w.isJobWork ? m.batch_processor_jv({ name: w.name }) : w.name,
            })),
          ]}
          value={form.processor}
          onChange={(e) => set({ processor: e.currentTarget.value })}
          error={errors.processor}
        />
        <TextInput
          size="lg"
          label={m.batch_colour()}
          list={colours.length ? coloursId : undefined}
          value={form.colour}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => set({ colour: e.currentTarget.value })}
          error={errors.colour}
        />
        {colours.length > 0 && (
          <datalist id={coloursId}>
            {colours.slice(0, 50).map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        )}
        <TextInput
          size="lg"
          label={m.batch_shade()}
          description={m.batch_optional()}
          value={form.shade}
          maxLength={60}
          onChange={(e) => set({ shade: e.currentTarget.value })}
          error={errors.shade}
        />
        <TextInput
          size="lg"
          label={m.batch_lot()}
          value={form.lot}
          maxLength={80}
          onChange={(e) => set({ lot: e.currentTarget.value })}
          error={errors.lot}
        />
        <TextInput
          size="lg"
          label={m.batch_machine()}
          description={m.batch_optional()}
          value={form.machine}
          maxLength={60}
          onChange={(e) => set({ machine: e.currentTarget.value })}
          error={errors.machine}
        />
        <TextInput
          size="lg"
          type="date"
          label={m.batch_date()}
          value={form.date}
          onChange={(e) => set({ date: e.currentTarget.value })}
          error={errors.date}
        />
      </SimpleGrid>
      <Textarea
        size="lg"
        label={m.batch_remarks()}
        description={m.batch_optional()}
        rows={2}
        value={form.remarks}
        maxLength={500}
        onChange={(e) => set({ remarks: e.currentTarget.value })}
        error={errors.remarks}
      />
    </>
  );
}
