import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { afterSync, saveQueued } from '../../../lib/save';
import { batchesOf, emptyPair, itemChoices, toPairInput, type PairForm as Form } from './pairs';
import { usePaged } from '../paged';

/**
 * Pairs a fabric (and colour, maybe one batch) with the collar and cuff knitted to match it.
 * Kept on the tablet first like every save; the list is read again once the server has it.
 */
export function PairForm({ onDone }: { onDone: (colour: string | null) => void }) {
  const form = useForm<Form>({ initialValues: emptyPair });
  const { values } = form;
  // A cleared pick list holds an empty text, which the payload leaves out.
  const pick = (field: keyof Form) => ({
    ...form.getInputProps(field),
    value: values[field] || null,
    onChange: (v: string | null) => form.setFieldValue(field, v ?? ''),
  });
  // The items in stock of each kind (their first lines are enough to name them).
  const fabricLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Fabric' });
  const collarLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Collar' });
  const cuffLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Cuff' });
  const rows = fabricLines.rows;
  const fabric = itemChoices(rows);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (pair: Form) =>
      saveQueued('postFabricCollarCuffStockDetails', { jsonData: toPairInput(pair) }),
    onSuccess: (kept, pair) => {
      afterSync(
        kept,
        () =>
          void queryClient.invalidateQueries({
            queryKey: savedKey('postFabricCollarCuffStockDetails'),
          }),
      );
      onDone(pair.colour.trim() || null);
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });
  const submit = form.onSubmit((pair) => save.mutate(pair));
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {m.stock_pair_title()}
        </Title>
        <Text size="md">{m.stock_pair_hint()}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            size="lg"
            searchable
            label={m.stock_pair_fabric()}
            data={fabric}
            {...pick('fabricItemCode')}
            onChange={(v) => {
              form.setFieldValue('fabricItemCode', v ?? '');
              form.setFieldValue('fabricBatchNo', '');
            }}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_batch()}
            data={batchesOf(rows, values.fabricItemCode)}
            {...pick('fabricBatchNo')}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <TextInput
            size="lg"
            label={m.stock_pair_colour()}
            maxLength={80}
            {...form.getInputProps('colour')}
          />
          <TextInput
            size="lg"
            label={m.stock_pair_per_kg()}
            description={m.stock_pair_per_kg_hint()}
            inputMode="decimal"
            {...form.getInputProps('garmentsPerKg')}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_collar()}
            data={itemChoices(collarLines.rows)}
            {...pick('collarItemCode')}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_cuff()}
            data={itemChoices(cuffLines.rows)}
            {...pick('cuffItemCode')}
            nothingFoundMessage={m.stock_nothing_found()}
          />
        </SimpleGrid>
        <TextInput
          size="lg"
          label={m.stock_pair_remarks()}
          maxLength={500}
          {...form.getInputProps('remarks')}
        />
        {save.isError && Object.keys(fieldErrors(save.error)).length === 0 && (
          <Alert color="red" variant="light" title={m.stock_pair_failed()}>
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" size="lg" mih={48} loading={save.isPending}>
            {m.stock_pair_save()}
          </Button>
          <Button size="lg" mih={48} variant="default" onClick={() => onDone(null)}>
            {m.stock_cancel()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
