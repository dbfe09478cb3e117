import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { useOnlyOption } from '../../../lib/onlyOption';
import { callQuery } from '../../../lib/rpc';
import { kindName } from '../labels';
import { kindOfGroup, type KnitStartForm } from './form';

interface Props {
  form: KnitStartForm;
  set: (patch: Partial<KnitStartForm>) => void;
  errors: Record<string, string>;
}

/** Designations of the people on the operator list who inspect rather than knit. */
const inspecting = new Set(['Inspector', 'Checker']);

/** The flat machine and its operator: the masters' lists, one option taken without a tap. */
export function MachineOperatorFields({ form, set, errors }: Props) {
  const machines = useQuery(callQuery('getAllMachinesFromDB', {}));
  const operators = useQuery(callQuery('getAllOperatorFromDB', {}));
  const flat = machines.data?.filter((x) => x.kind === 'flat').map((x) => x.name);
  const knitters = operators.data
    ?.filter((o) => !inspecting.has(o.designation ?? ''))
    .map((o) => o.employeeName);
  const uniqueKnitters = knitters && [...new Set(knitters)];
  useOnlyOption(flat, form.machine, (machine) => set({ machine }), String);
  useOnlyOption(uniqueKnitters, form.operator, (operator) => set({ operator }), String);
  return (
    <>
      <Select
        size="lg"
        label={m.knitting_machine()}
        searchable
        data={flat ?? []}
        value={form.machine || null}
        onChange={(v) => set({ machine: v ?? '' })}
        error={errors.machine ?? (machines.isError ? m.knitting_list_failed() : undefined)}
        nothingFoundMessage={m.knitting_nothing_found()}
        allowDeselect={false}
      />
      <Select
        size="lg"
        label={m.knitting_operator()}
        searchable
        limit={100}
        data={uniqueKnitters ?? []}
        value={form.operator || null}
        onChange={(v) => set({ operator: v ?? '' })}
        error={errors.operator ?? (operators.isError ? m.knitting_list_failed() : undefined)}
        nothingFoundMessage={m.knitting_nothing_found()}
        allowDeselect={false}
      />
    </>
  );
}

/** A collar or cuff item: its kind follows from its group, so nobody picks it twice. */
export function CcItemField({ form, set, errors }: Props) {
  const items = useQuery(callQuery('getAllItemsFromDB', {}));
  const cc = items.data?.flatMap((i) => {
    const kind = kindOfGroup(i.itemGroup);
    return kind ? [{ value: i.itemCode, label: `${i.itemName} (${i.itemCode})`, kind }] : [];
  });
  const choose = (o: { value: string; kind: 'collar' | 'cuff' } | undefined) =>
    set({ itemCode: o?.value ?? '', kind: o?.kind ?? '' });
  useOnlyOption(cc, form.itemCode, choose, (o) => o.value);
  return (
    <Select
      size="lg"
      label={m.knitting_item()}
      description={form.kind ? kindName(form.kind) : m.knitting_item_hint()}
      searchable
      limit={100}
      data={(cc ?? []).map(({ value, label }) => ({ value, label }))}
      value={form.itemCode || null}
      onChange={(v) => choose(cc?.find((o) => o.value === v))}
      error={
        errors.itemCode ?? errors.kind ?? (items.isError ? m.knitting_list_failed() : undefined)
      }
      nothingFoundMessage={m.knitting_nothing_found()}
      allowDeselect={false}
    />
  );
}
