import { Alert } from '@mantine/core';
import { errorMessage } from '../lib/errors';

/** A failed read as a plain message (a 501 while a handler is missing, no permission, offline). */
export function ErrorState({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" variant="light" title={title}>
      {errorMessage(error)}
    </Alert>
  );
}
