import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { ShadeSelect } from './fields';

/** The roll's words rather than numbers; both roll forms keep them under these keys. */
export interface RollText {
  operator: string;
  machine: string;
  shade: string;
  remarks: string;
}

interface Props {
  value: RollText;
  set: (patch: Partial<RollText>) => void;
  errors: Record<string, string>;
}

/** Operator and machine are picked from the mill's lists, shade from the standard's. */
export function RollTextFields({ value, set, errors }: Props) {
  const operators = useQuery(callQuery('getAllOperatorFromDB', {}));
  const machines = useQuery(callQuery('getAllMachinesFromDB', {}));
  const operatorNames = [...new Set((operators.data ?? []).map((o) => o.employeeName))];
  // The roll's own value stays pickable even if it left the list (a retired machine).
  const withCurrent = (names: string[], current: string) =>
    current && !names.includes(current) ? [current, ...names] : names;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Select
          size="lg"
          label={m.inspection_operator()}
          data={withCurrent(operatorNames, value.operator)}
          value={value.operator || null}
          placeholder={m.start_not_recorded()}
          onChange={(v) => set({ operator: v ?? '' })}
          error={errors.operator}
          searchable
          clearable
        />
        <Select
          size="lg"
          label={m.inspection_machine()}
          data={withCurrent(
            (machines.data ?? []).filter((x) => x.kind !== 'inspection_table').map((x) => x.name),
            value.machine,
          )}
          value={value.machine || null}
          placeholder={m.start_not_recorded()}
          onChange={(v) => set({ machine: v ?? '' })}
          error={errors.machine}
          searchable
          clearable
        />
      </SimpleGrid>
      <ShadeSelect value={value.shade} onChange={(shade) => set({ shade })} error={errors.shade} />
      <TextInput
        size="lg"
        label={m.inspection_remarks()}
        value={value.remarks}
        onChange={(e) => set({ remarks: e.currentTarget.value })}
        error={errors.remarks}
      />
    </>
  );
}
