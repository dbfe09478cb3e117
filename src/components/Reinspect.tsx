import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { m } from '../i18n';

/** Shortest reason the server takes (the contract's `reinspection.reason`). */
const MIN_REASON = 3;

/**
 * Offered when the roll was already inspected at this stage: a second inspection is a decision,
 * not a slip, so it asks why before it opens the roll's form. A mill re-inspects after rework.
 */
export function Reinspect({ onGo }: { onGo: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= MIN_REASON;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onGo(reason.trim());
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {m.inspection_reinspect_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.inspection_reinspect_hint()}
        </Text>
        <TextInput
          size="lg"
          label={m.inspection_reinspect_reason()}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.currentTarget.value)}
          autoComplete="off"
        />
        <Button type="submit" size="lg" mih={56} variant="outline" disabled={!ready}>
          {m.inspection_reinspect_go()}
        </Button>
      </Stack>
    </Paper>
  );
}
