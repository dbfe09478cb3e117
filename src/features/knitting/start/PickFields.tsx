import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { useOnlyOption } from '../../../lib/onlyOption';
import { callQuery } from '../../../lib/rpc';
import { kindName } from '../labels';
import { kindOfGroup, type KnitStartForm } from './form';

type Form = UseFormReturnType<KnitStartForm>;

/** Designations of the people on the operator list who inspect rather than knit. */
const inspecting = new Set(['Inspector', 'Checker']);

/** The flat machine and its operator: the masters' lists, one option taken without a tap. */
export function MachineOperatorFields({ form }: { form: Form }) {
  const machines = useQuery(callQuery('getAllMachinesFromDB', {}));
  const operators = useQuery(callQuery('getAllOperatorFromDB', {}));
  const flat = machines.data?.filter((x) => x.kind === 'flat').map((x) => x.name);
  const knitters = operators.data
    ?.filter((o) => !inspecting.has(o.designation ?? ''))
    .map((o) => o.employeeName);
  const uniqueKnitters = knitters && [...new Set(knitters)];
  const { machine, operator } = form.values;
  useOnlyOption(flat, machine, (only) => form.setFieldValue('machine', only), String);
  useOnlyOption(uniqueKnitters, operator, (only) => form.setFieldValue('operator', only), String);
  return (
    <>
      <Select
        size="lg"
        label={m.knitting_machine()}
        searchable
        data={flat ?? []}
        {...form.getInputProps('machine')}
        value={machine || null}
        onChange={(v) => form.setFieldValue('machine', v ?? '')}
        error={form.errors.machine ?? (machines.isError ? m.knitting_list_failed() : undefined)}
        nothingFoundMessage={m.knitting_nothing_found()}
        allowDeselect={false}
      />
      <Select
        size="lg"
        label={m.knitting_operator()}
        searchable
        limit={100}
        data={uniqueKnitters ?? []}
        {...form.getInputProps('operator')}
        value={operator || null}
        onChange={(v) => form.setFieldValue('operator', v ?? '')}
        error={form.errors.operator ?? (operators.isError ? m.knitting_list_failed() : undefined)}
        nothingFoundMessage={m.knitting_nothing_found()}
        allowDeselect={false}
      />
    </>
  );
}

/** A collar or cuff item: its kind follows from its group, so nobody picks it twice. */
export function CcItemField({
  form,
  onItem,
}: {
  form: Form;
  onItem: (item: Pick<KnitStartForm, 'itemCode' | 'kind'>) => void;
}) {
  const { values, errors } = form;
  const items = useQuery(callQuery('getAllItemsFromDB', {}));
  const cc = items.data?.flatMap((i) => {
    const kind = kindOfGroup(i.itemGroup);
    return kind ? [{ value: i.itemCode, label: `${i.itemName} (${i.itemCode})`, kind }] : [];
  });
  const choose = (o: { value: string; kind: 'collar' | 'cuff' } | undefined) =>
    onItem({ itemCode: o?.value ?? '', kind: o?.kind ?? '' });
  useOnlyOption(cc, values.itemCode, choose, (o) => o.value);
  return (
    <Select
      size="lg"
      label={m.knitting_item()}
      description={values.kind ? kindName(values.kind) : m.knitting_item_hint()}
      searchable
      limit={100}
      data={(cc ?? []).map(({ value, label }) => ({ value, label }))}
      {...form.getInputProps('itemCode')}
      value={values.itemCode || null}
      onChange={(v) => choose(cc?.find((o) => o.value === v))}
      error={
        errors.itemCode ?? errors.kind ?? (items.isError ? m.knitting_list_failed() : undefined)
      }
      nothingFoundMessage={m.knitting_nothing_found()}
      allowDeselect={false}
    />
  );
}
