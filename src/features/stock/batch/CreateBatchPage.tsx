import { lazy, Suspense, useRef, useState } from 'react';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { isoDay } from '../../../lib/datePresets';
import { fieldErrors } from '../../../lib/errors';
import { BatchFields } from './BatchFields';
import { emptyBatch, toBatchPayload, type BatchForm } from './form';
import { ItemIndent } from './ItemIndent';
import { PickedRolls } from './PickedRolls';
import {
  afterCheck,
  beforeCheck,
  cleanCode,
  toggleRoll,
  type Candidate,
  type ScanResult,
} from './pick';
import { batchesQuery, fabricItemsQuery, rollCheckQuery, type IndentRow } from './queries';
import { RefusalAlert } from './RefusalAlert';
import { RollList } from './RollList';
import { RollScan } from './RollScan';
import { batchSearch } from './search';
import { SaveBar } from './SaveBar';
import { useSaveBatch } from './useSaveBatch';

// The card (and the barcode library) load when a card is shown, not with the screen; the list of
// earlier batches (and its table) after the rest of the screen.
const BatchCard = lazy(() => import('./BatchCard'));
const EarlierBatches = lazy(() => import('./EarlierBatches'));

/**
 * create-batch: a dyeing batch from greige rolls of one fabric, scanned or picked from the list
 * with their running kg; then colour, shade, lot and the processor the rolls go to. Saved, the
 * rolls leave greige stock for the processor and the batch's card is shown to print; an earlier
 * batch's card can be opened again. The card shown lives in the address (`?card=`).
 */
export function CreateBatchPage({
  search: raw,
  onCard,
}: {
  search: unknown;
  onCard: (batchNo: string | undefined) => void;
}) {
  const { card } = batchSearch.parse(raw);
  const form = useForm<BatchForm>({ initialValues: emptyBatch(isoDay(new Date())) });
  const { itemCode } = form.values;
  const [picked, setPickedState] = useState<Candidate[]>([]);
  // Scans are checked one after another with the server; each must see the rolls the one before
  // added, before React has drawn them, so the list is also kept here, always current.
  const pickedNow = useRef<Candidate[]>([]);
  const itemNow = useRef('');
  const setPicked = (next: (now: Candidate[]) => Candidate[]) => {
    pickedNow.current = next(pickedNow.current);
    setPickedState(pickedNow.current);
  };
  const [indent, setIndent] = useState<IndentRow | null>(null);
  const [justSaved, setJustSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const items = useQuery(fabricItemsQuery());
  const earlier = useQuery({ ...batchesQuery('', itemCode), enabled: !!itemCode });

  const chooseItem = (chosen: string) => {
    if (chosen === form.getValues().itemCode) return;
    // Rolls of another fabric cannot stay in the batch.
    setPicked(() => []);
    if (indent && indent.itemCode !== chosen) setIndent(null);
    itemNow.current = chosen;
    form.setFieldValue('itemCode', chosen);
  };
  const onScan = async (code: string): Promise<ScanResult> => {
    const early = beforeCheck(pickedNow.current, code);
    if (early) return early;
    const rollNo = cleanCode(code);
    const check = await queryClient.fetchQuery(rollCheckQuery(rollNo));
    const result = afterCheck(pickedNow.current, rollNo, check, itemNow.current);
    if (result.kind !== 'added') return result;
    setPicked((now) => [...now, result.roll]);
    // The first roll scanned with no fabric chosen chooses it.
    if (!itemNow.current) {
      itemNow.current = result.roll.itemCode;
      form.setFieldValue('itemCode', result.roll.itemCode);
    }
    return result;
  };

  const { save, clientId, reset } = useSaveBatch(
    (batchNo) => {
      setJustSaved(batchNo);
      onCard(batchNo);
    },
    (code) => items.data?.find((i) => i.itemCode === code)?.itemName ?? code,
  );
  const submit = form.onSubmit((values) =>
    save.mutate(toBatchPayload(values, picked, clientId), {
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const startNew = () => {
    setPicked(() => []);
    setIndent(null);
    itemNow.current = '';
    form.setValues({ ...emptyBatch(isoDay(new Date())), processor: form.getValues().processor });
    setJustSaved(null);
    reset();
    onCard(undefined);
  };

  if (card)
    return (
      <Suspense fallback={<Loader size="lg" aria-label={m.batch_loading()} />}>
        <BatchCard batchNo={card} justSaved={justSaved === card} onNew={startNew} />
      </Suspense>
    );

  const { errors } = form;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2} size="h3">
        {m.batch_title()}
      </Title>
      <Paper withBorder p="md">
        <ItemIndent
          itemCode={itemCode}
          indentNo={indent?.indentNo ?? null}
          onItem={chooseItem}
          onIndent={(i) => {
            setIndent(i);
            chooseItem(i.itemCode);
          }}
          error={errors.itemCode}
        />
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <RollScan itemChosen={!!itemCode} onScan={onScan} />
          <PickedRolls
            picked={picked}
            targetKg={indent ? indent.qtyKg - indent.orderedKg : null}
            onRemove={(r) => setPicked((p) => toggleRoll(p, r))}
          />
          {errors.greigeRollNos && (
            <Text c="red.8" fw={600} role="alert">
              {errors.greigeRollNos}
            </Text>
          )}
          {itemCode && (
            <RollList
              itemCode={itemCode}
              picked={picked}
              onToggle={(r) => setPicked((p) => toggleRoll(p, r))}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <BatchFields form={form} earlier={earlier.data ?? []} />
          {save.isError && (
            <RefusalAlert error={save.error} rollNos={save.variables?.greigeRollNos ?? []} />
          )}
          <SaveBar busy={save.isPending} rolls={picked.length} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Suspense fallback={<Loader size="md" aria-label={m.batch_loading()} />}>
          <EarlierBatches itemCode={itemCode} onOpen={onCard} />
        </Suspense>
      </Paper>
    </Stack>
  );
}
