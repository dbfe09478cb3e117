import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ALERT_NOTE_MAX } from '../../../contract/main/alerts';
import { m } from '../../i18n';
import { noteProblem, type AlertActionKind } from './useAlertAction';

interface NoteFormProps {
  kind: AlertActionKind;
  /** What the alert is about, to name the form for a screen reader. */
  what: string;
  /** Resolves true once the save is kept; false leaves the form open with `problem`. */
  onSend: (note: string) => Promise<boolean>;
  onCancel: () => void;
  problem: string | null;
}

/**
 * The note an acknowledgement or a resolution carries ("needle changed"), with a counter; a note
 * over the limit is refused here, with the field named, before anything is kept or sent.
 */
export function NoteForm({ kind, what, onSend, onCancel, problem }: NoteFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = note.trim().length;
  const action = kind === 'acknowledge' ? m.alerts_acknowledge() : m.alerts_resolve();
  return (
    <form
      aria-label={
        kind === 'acknowledge'
          ? m.alerts_acknowledge_what({ what })
          : m.alerts_resolve_what({ what })
      }
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = noteProblem(note);
        setError(wrong);
        if (wrong || busy) return;
        setBusy(true);
        void onSend(note).finally(() => setBusy(false));
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={m.alerts_note()}
          // The counter is part of the field's description, so a screen reader hears it with it.
          description={
            <>
              {kind === 'acknowledge'
                ? m.alerts_note_hint_acknowledge()
                : m.alerts_note_hint_resolve()}{' '}
              <Text span size="sm" c={length > ALERT_NOTE_MAX ? 'red.9' : undefined} fw={600}>
                {m.alerts_note_count({ count: length, max: ALERT_NOTE_MAX })}
              </Text>
            </>
          }
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            if (error) setError(noteProblem(event.currentTarget.value));
          }}
          error={error}
          rows={3}
          size="md"
          autoFocus
        />
        {problem && (
          <Alert color="red" variant="light" title={m.alerts_refused()}>
            {problem}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button variant="default" size="md" mih={48} onClick={onCancel}>
            {m.alerts_cancel()}
          </Button>
          <Button type="submit" size="md" mih={48} loading={busy}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
