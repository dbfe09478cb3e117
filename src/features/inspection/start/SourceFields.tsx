import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { sourceName } from '../labels';
import type { StartForm } from './form';
import { useOnlyOption } from './onlyOption';
import { chosenSource, noneWaiting, useRollsWaiting, waitingText } from './waiting';

interface Props {
  form: StartForm;
  set: (patch: Partial<StartForm>) => void;
  errors: Record<string, string>;
}

interface Option {
  value: string;
  label: string;
  /** What picking it sets besides the document (or supplier) itself. */
  patch: Partial<StartForm>;
  /** Rolls waiting for it; undefined when the count could not be had. */
  rolls?: number;
}

/**
 * Each source with the rolls waiting for it beside its name; those with rolls first (each group
 * in the list's own order), so a source with none is still there, last, for a roll inspected again.
 */
function withWaiting(
  list: Option[] | undefined,
  rollsOf: (source: string) => number | undefined,
): Option[] | undefined {
  const counted = list?.map((o) => {
    const rolls = rollsOf(o.value);
    return rolls === undefined ? o : { ...o, rolls, label: `${o.label} · ${waitingText(rolls)}` };
  });
  return counted?.sort((a, b) => Number(a.rolls === 0) - Number(b.rolls === 0));
}

const pick = { size: 'lg', searchable: true, limit: 100 } as const;

/** The order (or supplier) the fabric came from, each a pick list fed by the ERP mirror. */
export function SourceFields({ form, set, errors }: Props) {
  const k = form.kind;
  const po = useQuery({
    ...callQuery('getAllPurchaseOrderFromDB', {}),
    enabled: k === 'purchaseOrder',
  });
  const so = useQuery({
    ...callQuery('getAllSubcontractingOrderFromDB', {}),
    enabled: k === 'subcontractingOrder',
  });
  const wo = useQuery({ ...callQuery('getAllWorkOrderFromDB', {}), enabled: k === 'workOrder' });
  const sup = useQuery({ ...callQuery('getAllSupplierFromDB', {}), enabled: k === 'supplier' });
  const jc = useQuery({
    ...callQuery('getAllJobCardForWOFromDB', { jsonWorkOrder: form.docNo || '-' }),
    enabled: k === 'workOrder' && !!form.docNo,
  });
  const failed = [po, so, wo, sup, jc].find((q) => q.isError);
  const loadError = failed ? m.inspection_list_failed() : undefined;
  const nothingFoundMessage = m.inspection_nothing_matches();
  // A new order names its item and colour afresh.
  const fresh = { itemCode: '', colour: '', orderColour: '', lot: '' };

  const listed: Option[] | undefined =
    k === 'purchaseOrder'
      ? po.data?.map((o) => ({
          value: o.poNo,
          label: `${o.poNo} · ${o.supplierName}`,
          patch: { docNo: o.poNo, pickedName: o.poNo, supplier: o.supplier, ...fresh },
        }))
      : k === 'subcontractingOrder'
        ? so.data?.map((o) => ({
            value: o.soNo,
            label: `${o.soNo} · ${o.supplierName}`,
            patch: { docNo: o.soNo, pickedName: o.soNo, supplier: o.supplier, ...fresh },
          }))
        : k === 'workOrder'
          ? wo.data?.map((o) => ({
              value: o.workOrderNo,
              label: `${o.workOrderNo} · ${o.itemName}`,
              patch: {
                docNo: o.workOrderNo,
                pickedName: o.workOrderNo,
                jobCardNo: '',
                ...fresh,
                itemCode: o.itemCode,
              },
            }))
          : sup.data?.map((s) => ({
              value: s.supplier,
              label: s.supplierName,
              patch: { supplier: s.supplier, pickedName: s.supplierName },
            }));
  const chosen = chosenSource(form);
  const waiting = useRollsWaiting(form);
  // A source already picked stays shown while the counts of another stage load.
  const options = waiting.settled || chosen ? withWaiting(listed, waiting.rollsOf) : undefined;
  const chosenRolls = chosen ? waiting.rollsOf(chosen) : undefined;
  const dimmed = new Set(options?.filter((o) => o.rolls === 0).map((o) => o.value));
  const choose = (o: Option | undefined) =>
    set(
      o
        ? o.patch
        : k === 'supplier'
          ? { supplier: '', pickedName: '' }
          : { docNo: '', pickedName: '', supplier: '', ...fresh },
    );
  useOnlyOption(options, chosen, choose, (o) => o.value);

  const source = (
    <Select
      {...pick}
      nothingFoundMessage={nothingFoundMessage}
      label={sourceName(k)}
      data={(options ?? []).map(({ value, label }) => ({ value, label }))}
      renderOption={({ option }) => (
        <Text span inherit c={dimmed.has(option.value) ? 'dimmed' : undefined}>
          {option.label}
        </Text>
      )}
      value={chosen || null}
      onChange={(v) => choose(options?.find((o) => o.value === v))}
      // Below the box, where the eye goes after picking.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        chosenRolls === 0
          ? noneWaiting(form)
          : waiting.failed
            ? m.inspection_waiting_failed()
            : undefined
      }
      error={(k === 'supplier' ? errors.supplier : (errors.docNo ?? errors.supplier)) ?? loadError}
    />
  );
  if (k !== 'workOrder') return source;
  return (
    <>
      {source}
      <Select
        {...pick}
        nothingFoundMessage={nothingFoundMessage}
        label={m.inspection_job_card_optional()}
        disabled={!form.docNo}
        clearable
        data={(jc.data ?? []).map((c) => ({
          value: c.jobCardNo,
          label: `${c.jobCardNo} · ${c.operation}${c.machine ? ` · ${c.machine}` : ''}`,
        }))}
        value={form.jobCardNo || null}
        onChange={(v) => set({ jobCardNo: v ?? '' })}
      />
    </>
  );
}
