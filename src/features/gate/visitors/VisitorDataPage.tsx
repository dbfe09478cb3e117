import { useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { loadCall } from '@contract/client';
import { m } from '../../../i18n';
import { errorMessage, fieldErrors, problemText } from '../../../lib/errors';
import { discardSave } from '../../../lib/outbox';
import { ApiError, savedKey } from '../../../lib/rpc';
import { newClientId, saveQueued, whenSettled } from '../../../lib/save';
import {
  emptyVisitor,
  fromReturning,
  toVisitorInput,
  type VisitorForm,
  type VisitorInput,
} from './form';
import { wordServerIssues, wordVisitorIssues } from './issues';
import { PhotoField } from './PhotoField';
import { ReturningVisitors } from './ReturningVisitors';
import { VisitorFields } from './VisitorFields';
import { VisitorPass, type PassState } from './VisitorPass';

interface Entry {
  readonly visitor: VisitorInput;
  readonly state: PassState;
}

/**
 * visitor-data: a visitor registered at the gate. The phone comes first: a returning visitor is
 * found by it and filled in. The entry is kept on the phone at once (the gate's network comes and
 * goes) and the pass shows; its number and QR code appear as soon as the server has the entry.
 */
export function VisitorDataPage() {
  const form = useForm<VisitorForm>({ initialValues: emptyVisitor() });
  const [failure, setFailure] = useState<string | null>(null);
  const [entry, setEntry] = useState<Entry | null>(null);
  const queryClient = useQueryClient();
  // The entry on screen: an answer for one the guard has moved on from changes nothing here (a
  // refusal of it waits under "needs attention").
  const current = useRef<string | null>(null);
  const issued = (input: VisitorInput, out: { visitorId: string; passNo: string }) =>
    setEntry({
      visitor: input,
      state: { kind: 'issued', visitorId: out.visitorId, passNo: out.passNo },
    });

  const refused = (clientId: string, message: string, fields: Record<string, string>) => {
    if (current.current !== clientId) return;
    setEntry(null);
    form.setErrors(fields);
    // Refused fields the form shows are worded under them: the server's sentence would only
    // repeat them in English.
    const shown =
      Object.keys(fields).length > 0 && Object.keys(fields).every((f) => f in form.getValues());
    setFailure(shown ? null : message);
  };

  const send = async (values: VisitorForm) => {
    setFailure(null);
    const clientId = newClientId();
    const { input, issues } = await toVisitorInput(values, new Date(), clientId);
    form.setErrors(wordVisitorIssues(issues));
    if (!input) return;
    current.current = clientId;
    try {
      // A record of its own: an entry never waits behind another visitor's.
      const kept = await saveQueued(
        'postVistorDataToDB',
        { jsonData: input },
        {
          clientId,
          chain: ['visitor', clientId],
        },
      );
      if (kept.state === 'sent') {
        issued(input, kept.output);
      } else {
        setEntry({ visitor: input, state: { kind: 'waiting' } });
        const settled = await whenSettled(clientId);
        if (settled.kind === 'refused') {
          // Back on the form with its fields as typed: nothing to keep under "needs attention".
          if (current.current === clientId) void discardSave(clientId);
          refused(
            clientId,
            problemText(settled.problem),
            wordServerIssues(settled.problem.issues ?? []),
          );
          return;
        }
        const out = (await loadCall('postVistorDataToDB')).output.parse(settled.output);
        if (current.current === clientId) issued(input, out);
      }
      void queryClient.invalidateQueries({ queryKey: savedKey('postVistorDataToDB') });
    } catch (error) {
      refused(
        clientId,
        errorMessage(error),
        error instanceof ApiError && error.body?.issues
          ? wordServerIssues(error.body.issues)
          : fieldErrors(error),
      );
    }
  };

  if (entry)
    return (
      <VisitorPass
        visitor={entry.visitor}
        state={entry.state}
        onNext={() => {
          current.current = null;
          setEntry(null);
          form.reset();
        }}
      />
    );

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      maw={900}
      mx="auto"
      component="form"
      aria-label={m.gate_entry_title()}
      // Made when submitted, not while drawing: `send` reads which entry is on screen (a ref).
      onSubmit={(event) => form.onSubmit(send)(event)}
      noValidate
    >
      <Stack gap="lg">
        <TextInput
          size="lg"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          label={m.gate_phone()}
          description={m.gate_phone_hint()}
          required
          {...form.getInputProps('phone')}
        />
        <ReturningVisitors
          phone={form.values.phone}
          onPick={(r) => form.setValues(fromReturning(form.getValues(), r))}
        />
        <VisitorFields form={form} />
        <PhotoField
          value={form.values.photo}
          onChange={(photo) => form.setFieldValue('photo', photo)}
          error={form.errors.photo}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" title={m.gate_entry_refused()}>
            {failure}
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && !failure && (
          <Text size="lg" c="red.8" role="alert">
            {m.gate_entry_fix()}
          </Text>
        )}
        <Button type="submit" size="xl" mih={72} loading={form.submitting}>
          {m.gate_entry_save()}
        </Button>
      </Stack>
    </Paper>
  );
}
