import { useState, type FormEvent } from 'react';
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
  const [form, setForm] = useState<Form>(emptyPair);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  // The items in stock of each kind (their first lines are enough to name them).
  const fabricLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Fabric' });
  const collarLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Collar' });
  const cuffLines = usePaged('getStockDetailsForAllBatches', { itemGroup: 'Cuff' });
  const rows = fabricLines.rows;
  const fabric = itemChoices(rows);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveQueued('postFabricCollarCuffStockDetails', { jsonData: toPairInput(form) }),
    onSuccess: (kept) => {
      afterSync(
        kept,
        () =>
          void queryClient.invalidateQueries({
            queryKey: savedKey('postFabricCollarCuffStockDetails'),
          }),
      );
      onDone(form.colour.trim() || null);
    },
  });
  const errors = fieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
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
            value={form.fabricItemCode || null}
            onChange={(v) => set({ fabricItemCode: v ?? '', fabricBatchNo: '' })}
            error={errors.fabricItemCode}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_batch()}
            data={batchesOf(rows, form.fabricItemCode)}
            value={form.fabricBatchNo || null}
            onChange={(v) => set({ fabricBatchNo: v ?? '' })}
            error={errors.fabricBatchNo}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <TextInput
            size="lg"
            label={m.stock_pair_colour()}
            value={form.colour}
            maxLength={80}
            onChange={(e) => set({ colour: e.currentTarget.value })}
            error={errors.colour}
          />
          <TextInput
            size="lg"
            label={m.stock_pair_per_kg()}
            description={m.stock_pair_per_kg_hint()}
            inputMode="decimal"
            value={form.garmentsPerKg}
            onChange={(e) => set({ garmentsPerKg: e.currentTarget.value })}
            error={errors.garmentsPerKg}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_collar()}
            data={itemChoices(collarLines.rows)}
            value={form.collarItemCode || null}
            onChange={(v) => set({ collarItemCode: v ?? '' })}
            error={errors.collarItemCode}
            nothingFoundMessage={m.stock_nothing_found()}
          />
          <Select
            size="lg"
            searchable
            clearable
            label={m.stock_pair_cuff()}
            data={itemChoices(cuffLines.rows)}
            value={form.cuffItemCode || null}
            onChange={(v) => set({ cuffItemCode: v ?? '' })}
            error={errors.cuffItemCode}
            nothingFoundMessage={m.stock_nothing_found()}
          />
        </SimpleGrid>
        <TextInput
          size="lg"
          label={m.stock_pair_remarks()}
          value={form.remarks}
          maxLength={500}
          onChange={(e) => set({ remarks: e.currentTarget.value })}
          error={errors.remarks}
        />
        {save.isError && Object.keys(errors).length === 0 && (
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
