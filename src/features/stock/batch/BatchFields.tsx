import { useId } from 'react';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
  earlier,
}: {
  form: UseFormReturnType<BatchForm>;
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
          {...form.getInputProps('processor')}
        />
        <TextInput
          size="lg"
          label={m.batch_colour()}
          list={colours.length ? coloursId : undefined}
          maxLength={80}
          autoComplete="off"
          {...form.getInputProps('colour')}
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
          maxLength={60}
          {...form.getInputProps('shade')}
        />
        <TextInput size="lg" label={m.batch_lot()} maxLength={80} {...form.getInputProps('lot')} />
        <TextInput
          size="lg"
          label={m.batch_machine()}
          description={m.batch_optional()}
          maxLength={60}
          {...form.getInputProps('machine')}
        />
        <TextInput size="lg" type="date" label={m.batch_date()} {...form.getInputProps('date')} />
      </SimpleGrid>
      <Textarea
        size="lg"
        label={m.batch_remarks()}
        description={m.batch_optional()}
        rows={2}
        maxLength={500}
        {...form.getInputProps('remarks')}
      />
    </>
  );
}
