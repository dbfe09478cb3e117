import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import '../../../styles/print.css';
import { saveImmediate } from '../../../lib/save';
import { emailFailureText } from './email';
import type { VisitorInput } from './form';
import { PassQr } from './PassQr';
import './pass.css';

/** Where the entry is: on its way (kept on the phone), or given its pass by the server. */
export type PassState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'issued'; readonly visitorId: string; readonly passNo: string };

/** Sends the visitor's record to the host now: the guard hears at once whether it went. */
function EmailHost({ visitorId }: { visitorId: string }) {
  const [why, setWhy] = useState('');
  const email = useMutation({
    mutationFn: () => saveImmediate('sendVistorDataViaEmail', { rowData: { visitorId } }),
    onMutate: () => setWhy(''),
    onError: async (error) => setWhy(await emailFailureText(error)),
  });
  return (
    <Stack gap={6}>
      <Button
        size="lg"
        mih={56}
        variant={email.isSuccess ? 'default' : 'filled'}
        loading={email.isPending}
        onClick={() => email.mutate()}
      >
        {email.isError ? m.gate_email_again() : m.gate_email_host()}
      </Button>
      {email.isSuccess && (
        <Text size="lg" role="status" c="green.9" fw={600}>
          {m.gate_email_sent({ to: email.data.sentTo })}
        </Text>
      )}
      {email.isError && why && (
        <Alert color="red" variant="light" role="alert" title={m.gate_email_not_sent()}>
          {why}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The pass on screen after an entry: its number and QR code (scanned to mark the visitor out),
 * who came to see whom and when. Printed, the pass alone fits a small label.
 */
export function VisitorPass({
  visitor,
  state,
  onNext,
}: {
  visitor: VisitorInput;
  state: PassState;
  onNext: () => void;
}) {
  const facts: [string, string][] = [
    [m.gate_name(), visitor.name],
    [m.gate_company(), visitor.company],
    [m.gate_host(), visitor.hostEmployee],
    [m.gate_in_time(), formatDateTime(visitor.inTime)],
    ...(visitor.vehicleNo ? [[m.gate_vehicle(), visitor.vehicleNo] as [string, string]] : []),
  ];
  return (
    <Stack gap="md" className="gate-pass-page" maw={900} mx="auto">
      <Title order={2} size="h3">
        {m.gate_pass_title()}
      </Title>
      {state.kind === 'waiting' && (
        <Alert color="yellow" variant="light" role="status" title={m.gate_saved_on_phone()}>
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text size="lg">{m.gate_pass_waiting()}</Text>
          </Group>
        </Alert>
      )}
      <article className="gate-pass" aria-label={m.gate_pass_title()}>
        {state.kind === 'issued' && (
          <>
            <div className="gate-pass-no">{state.passNo}</div>
            <PassQr passNo={state.passNo} />
          </>
        )}
        {visitor.photo && <img src={visitor.photo} alt={m.gate_photo_of_visitor()} />}
        <dl>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          size="lg"
          mih={56}
          variant="default"
          disabled={state.kind !== 'issued'}
          onClick={() => window.print()}
        >
          {m.gate_print_pass()}
        </Button>
        <Button size="lg" mih={56} variant="default" onClick={onNext}>
          {m.gate_next_visitor()}
        </Button>
      </Group>
      {state.kind === 'issued' && <EmailHost visitorId={state.visitorId} />}
    </Stack>
  );
}
