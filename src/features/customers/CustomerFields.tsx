import {
  Autocomplete,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { indianStates } from '@rules/india';
import { m } from '../../i18n';
import type { AddressType, CustomerForm, CustomerType } from './form';
import { gstinStatus } from './gstin';
import { addressTypeWords, customerTypeWords, gstinProblemWords } from './labels';

interface Props {
  form: UseFormReturnType<CustomerForm>;
  /** Values the other customers use, offered as the user types. */
  known: { groups: string[]; territories: string[]; segments: string[] };
}

const pick = <T extends string>(options: readonly T[], v: string): T | undefined =>
  options.find((o) => o === v);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The customer's three parts: who it is (with its GSTIN), where it is, and whom to call. */
export function CustomerFields({ form, known }: Props) {
  const { values } = form;
  const gst = gstinStatus(values.gstin);
  const text = (field: keyof CustomerForm & string) => ({
    size: 'lg' as const,
    ...form.getInputProps(field),
  });
  const customerTypes = Object.keys(customerTypeWords) as CustomerType[];
  const addressTypes = Object.keys(addressTypeWords) as AddressType[];
  const stateFromGstin = gst.kind === 'ok' ? gst.state : null;
  return (
    <Stack gap="xl">
      <Section title={m.people_customer()}>
        <TextInput label={m.people_customer_name()} required {...text('customerName')} />
        <NativeSelect
          size="lg"
          label={m.people_customer_type()}
          data={customerTypes.map((t) => ({ value: t, label: customerTypeWords[t]() }))}
          value={values.customerType}
          onChange={(e) => {
            const t = pick(customerTypes, e.currentTarget.value);
            if (t) form.setFieldValue('customerType', t);
          }}
        />
        <TextInput
          label={m.people_gstin_optional()}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          description={
            gst.kind === 'ok' ? m.people_gstin_state({ state: gst.state }) : m.people_gstin_hint()
          }
          {...text('gstin')}
          error={gst.kind === 'wrong' ? gstinProblemWords[gst.problem]() : form.errors.gstin}
        />
        <Autocomplete
          size="lg"
          label={m.people_group()}
          required
          data={known.groups}
          {...form.getInputProps('customerGroup')}
        />
        <Autocomplete
          size="lg"
          label={m.people_territory()}
          required
          data={known.territories}
          {...form.getInputProps('territory')}
        />
        <Autocomplete
          size="lg"
          label={m.people_segment_optional()}
          data={known.segments}
          {...form.getInputProps('segment')}
        />
      </Section>
      <Section title={m.people_address()}>
        <NativeSelect
          size="lg"
          label={m.people_address_type()}
          data={addressTypes.map((t) => ({ value: t, label: addressTypeWords[t]() }))}
          value={values.addressType}
          onChange={(e) => {
            const t = pick(addressTypes, e.currentTarget.value);
            if (t) form.setFieldValue('addressType', t);
          }}
        />
        <TextInput label={m.people_line1()} required {...text('addressLine1')} />
        <TextInput label={m.people_line2_optional()} {...text('addressLine2')} />
        <TextInput label={m.people_city()} required {...text('city')} />
        {stateFromGstin ? (
          <Stack gap={2}>
            <Text fw={600} size="lg">
              {m.people_state()}
            </Text>
            <Text size="lg" role="status">
              {m.people_state_from_gstin({ state: stateFromGstin })}
            </Text>
          </Stack>
        ) : (
          <NativeSelect
            size="lg"
            label={m.people_state()}
            data={[{ value: '', label: m.people_state_choose() }, ...indianStates]}
            {...form.getInputProps('state')}
          />
        )}
        <TextInput
          label={m.people_pincode()}
          inputMode="numeric"
          maxLength={10}
          required
          {...text('pincode')}
        />
        <TextInput label={m.people_country()} {...text('country')} />
      </Section>
      <Section title={m.people_contact()}>
        <TextInput label={m.people_first_name()} required {...text('firstName')} />
        <TextInput label={m.people_last_name_optional()} {...text('lastName')} />
        <TextInput label={m.people_designation_optional()} {...text('designation')} />
        <TextInput
          label={m.people_phone()}
          type="tel"
          inputMode="tel"
          required
          {...text('phone')}
        />
        <TextInput label={m.people_email_optional()} type="email" {...text('email')} />
      </Section>
    </Stack>
  );
}
