import { Alert, Button, Group } from '@mantine/core';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';

interface Props {
  /** The save's failure, shown here only when no field carries it. */
  error: unknown;
  showError: boolean;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** A refusal no field explains, then the form's two buttons. */
export function FormActions({ error, showError, saving, submitLabel, onCancel }: Props) {
  return (
    <>
      {showError && (
        <Alert color="red" variant="light" title={m.settings_defect_not_saved()}>
          {errorMessage(error)}
        </Alert>
      )}
      <Group gap="sm" grow>
        <Button type="submit" size="lg" loading={saving}>
          {submitLabel}
        </Button>
        <Button size="lg" variant="default" onClick={onCancel}>
          {m.settings_defect_cancel()}
        </Button>
      </Group>
    </>
  );
}
