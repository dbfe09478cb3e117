import { useMemo } from 'react';
import {
  Autocomplete,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { m, useLocale } from '../../../i18n';
import { mistakeName } from '../../../lib/mistakeName';
import { callQuery } from '../../../lib/rpc';
import type { VisitorForm } from './form';
import { idProofTypes, idProofWords } from './labels';

/**
 * The people a visitor may come to see, by name, each with their designation and department (in
 * Tamil on a Tamil screen, where the mill named them) to tell the right one. Typing a name not on
 * the list still works (an employee ERPNext has not sent yet, a phone offline before the list was
 * ever read).
 */
function useHosts(): { names: string[]; roleOf: ReadonlyMap<string, string> } {
  const hosts = useQuery({ ...callQuery('getVisitorHostsFromDB', {}), staleTime: 10 * 60_000 });
  const locale = useLocale();
  return useMemo(() => {
    const roleOf = new Map<string, string>();
    for (const e of hosts.data ?? []) {
      if (roleOf.has(e.employeeName)) continue;
      const role = [
        mistakeName(e.designation, e.designationTa, locale),
        mistakeName(e.department, e.departmentTa, locale),
      ];
      roleOf.set(e.employeeName, role.filter(Boolean).join(' · '));
    }
    return { names: [...roleOf.keys()].sort(), roleOf };
  }, [hosts.data, locale]);
}

/** Everything typed about the visitor but the phone (looked up first) and the photo. */
export function VisitorFields({ form }: { form: UseFormReturnType<VisitorForm> }) {
  const { names: hosts, roleOf } = useHosts();
  const text = (field: 'name' | 'company' | 'purpose' | 'idProofNo' | 'vehicleNo' | 'passNo') => ({
    size: 'lg' as const,
    ...form.getInputProps(field),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={m.gate_name()} autoComplete="off" required {...text('name')} />
      <TextInput label={m.gate_company()} required {...text('company')} />
      <TextInput label={m.gate_purpose()} required {...text('purpose')} />
      <Autocomplete
        size="lg"
        label={m.gate_host()}
        description={m.gate_host_hint()}
        required
        data={hosts}
        limit={20}
        renderOption={({ option }) => (
          <Stack gap={0} miw={0}>
            <Text span inherit>
              {option.value}
            </Text>
            {roleOf.get(option.value) && (
              <Text span size="sm" c="dimmed">
                {roleOf.get(option.value)}
              </Text>
            )}
          </Stack>
        )}
        {...form.getInputProps('hostEmployee')}
      />
      <NativeSelect
        size="lg"
        label={m.gate_id_type()}
        required
        data={[
          { value: '', label: m.gate_id_choose() },
          ...idProofTypes.map((t) => ({ value: t, label: idProofWords[t]() })),
        ]}
        {...form.getInputProps('idProofType')}
        onChange={(e) => {
          const v = e.currentTarget.value;
          form.setFieldValue('idProofType', idProofTypes.find((t) => t === v) ?? '');
        }}
      />
      <TextInput label={m.gate_id_no()} required {...text('idProofNo')} />
      <TextInput
        label={m.gate_vehicle_optional()}
        autoCapitalize="characters"
        {...text('vehicleNo')}
      />
      <TextInput
        label={m.gate_badge_optional()}
        description={m.gate_badge_hint()}
        autoCapitalize="characters"
        {...text('passNo')}
      />
      <Textarea
        size="lg"
        label={m.gate_remarks_optional()}
        rows={2}
        {...form.getInputProps('remarks')}
      />
    </SimpleGrid>
  );
}
