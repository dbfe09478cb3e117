import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/errors';

interface Props {
  title: string;
  onSubmit: () => Promise<void>;
  /** A refused save, or a message the form's own check found. */
  failure: unknown;
  failureTitle: string;
  submitLabel: string;
  children: ReactNode;
}

/** The frame both roll forms share: a titled card, the fields, why a save failed, one big button. */
export function RollFormFrame({
  title,
  onSubmit,
  failure,
  failureTitle,
  submitLabel,
  children,
}: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <Paper withBorder p="lg" maw={900} mx="auto" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
        {failure !== null && failure !== undefined && (
          <Alert color="red" variant="light" title={failureTitle}>
            {typeof failure === 'string' ? failure : errorMessage(failure)}
          </Alert>
        )}
        <Button type="submit" size="xl" mih={72}>
          {submitLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
