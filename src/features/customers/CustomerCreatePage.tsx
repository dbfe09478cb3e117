import { useState } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { ApiError, callQuery, savedKey } from '../../lib/rpc';
import { saveForAnswer } from '../../lib/save';
import { CustomerFields } from './CustomerFields';
import { emptyCustomer, fromDetails, toInputs, type CustomerForm } from './form';
import { wordCustomerIssues } from './issues';
import { useKnownValues } from './known';

/**
 * customer-create: a new customer with its address and contact, or (with `customerId`) an
 * existing one opened from the list to edit. The customer is saved first, for its id; its
 * address and contact follow under it.
 */
export function CustomerCreatePage({ customerId }: { customerId?: string }) {
  const details = useQuery({
    ...callQuery('getCustomerDetailsFromDB', { customerId: customerId ?? '' }),
    enabled: customerId !== undefined,
  });
  if (customerId === undefined) return <CustomerEditor key="new" start={emptyCustomer()} />;
  if (details.isError) return <ErrorState title={m.people_not_loaded()} error={details.error} />;
  if (!details.data) return <Loader size="lg" aria-label={m.people_loading()} />;
  return <CustomerEditor key={customerId} start={fromDetails(details.data)} />;
}

function CustomerEditor({ start }: { start: CustomerForm }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({ initialValues: start, onValuesChange: () => setSaved(null) });
  const known = useKnownValues();
  const queryClient = useQueryClient();

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const checked = await toInputs(values);
    if (!checked.ok) {
      form.setErrors(wordCustomerIssues(checked.issues));
      return;
    }
    try {
      const { customerId } = await saveForAnswer('postCustomerData', {
        jsonData: checked.customer,
      });
      const chain = ['customer', customerId];
      const [address, contact] = await Promise.all([
        saveForAnswer('postAddressData', { jsonData: checked.address(customerId) }, { chain }),
        saveForAnswer('postContactData', { jsonData: checked.contact(customerId) }, { chain }),
      ]);
      form.setValues({ customerId, addressId: address.addressId, contactId: contact.contactId });
      await queryClient.invalidateQueries({ queryKey: savedKey('postCustomerData') });
      // The screen stays on the customer, now with its ids: saving again edits it.
      setSaved(values.customerName);
    } catch (error) {
      if (error instanceof ApiError && error.body?.issues)
        form.setErrors(wordCustomerIssues(error.body.issues));
      setFailure(errorMessage(error));
    }
  });

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      maw={1000}
      mx="auto"
      component="form"
      aria-label={form.values.customerId ? m.people_edit_title() : m.people_create_title()}
      onSubmit={submit}
      noValidate
    >
      <Stack gap="lg">
        <Text fw={700} size="xl">
          {form.values.customerId ? m.people_edit_title() : m.people_create_title()}
        </Text>
        <CustomerFields form={form} known={known} />
        {failure && (
          <Alert color="red" variant="light" role="alert" title={m.people_not_saved()}>
            {failure}
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && !failure && (
          <Text size="lg" c="red.8" role="alert">
            {m.people_fix_fields()}
          </Text>
        )}
        {saved && (
          <Alert color="green" variant="light" role="status" title={m.people_saved()}>
            {m.people_saved_named({ name: saved })}
          </Alert>
        )}
        <Button type="submit" size="xl" mih={64} loading={form.submitting}>
          {form.values.customerId ? m.people_save_changes() : m.people_create()}
        </Button>
      </Stack>
    </Paper>
  );
}
