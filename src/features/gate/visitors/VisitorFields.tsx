import { Autocomplete, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import type { VisitorForm } from './form';
import { idProofTypes, idProofWords } from './labels';

type Set = (patch: Partial<VisitorForm>) => void;

/**
 * The people a visitor may come to see, by name. Typing a name not on the list still works (an
 * employee ERPNext has not sent yet, a phone offline before the list was ever read).
 */
function useHosts(): string[] {
  const hosts = useQuery({ ...callQuery('getVisitorHostsFromDB', {}), staleTime: 10 * 60_000 });
  return [...new Set((hosts.data ?? []).map((e) => e.employeeName))].sort();
}

/** Everything typed about the visitor but the phone (looked up first) and the photo. */
export function VisitorFields({
  form,
  set,
  errors,
}: {
  form: VisitorForm;
  set: Set;
  errors: Record<string, string>;
}) {
  const hosts = useHosts();
  const text = (field: 'name' | 'company' | 'purpose' | 'idProofNo' | 'vehicleNo' | 'passNo') => ({
    size: 'lg' as const,
    value: form[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set({ [field]: e.currentTarget.value }),
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
        value={form.hostEmployee}
        onChange={(hostEmployee) => set({ hostEmployee })}
        error={errors.hostEmployee}
      />
      <NativeSelect
        size="lg"
        label={m.gate_id_type()}
        required
        data={[
          { value: '', label: m.gate_id_choose() },
          ...idProofTypes.map((t) => ({ value: t, label: idProofWords[t]() })),
        ]}
        value={form.idProofType}
        onChange={(e) => {
          const v = e.currentTarget.value;
          set({ idProofType: idProofTypes.find((t) => t === v) ?? '' });
        }}
        error={errors.idProofType}
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
        value={form.remarks}
        onChange={(e) => set({ remarks: e.currentTarget.value })}
        error={errors.remarks}
      />
    </SimpleGrid>
  );
}
