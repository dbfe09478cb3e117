import { useState, type FormEvent } from 'react';
import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { m } from '../i18n';
import { issueText } from '../lib/errors';
import { fixSave, type OutboxItem } from '../lib/outbox';
import { newClientId } from '../lib/outbox/uuid';
import { withValueAt, type FixField } from './fixFields';

/** The typed text as the value the contract expects: numbers as numbers, empty as absent. */
function toValue(field: FixField, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return field.kind.kind === 'number' ? Number(trimmed) : text;
}

/**
 * Lets the user correct the fields the server refused and send the save again. The corrected
 * save is checked against the same contract the server uses, so a still-wrong value is named
 * here and never goes back into the queue.
 */
export function FixSaveForm({
  item,
  fields,
  schema,
}: {
  item: OutboxItem;
  fields: readonly FixField[];
  /** The call's input schema: the contract the server applies. */
  schema: z.ZodType;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.path, f.current])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (path: string, value: string) => setValues((v) => ({ ...v, [path]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = fields.reduce<unknown>(
      (acc, f) => withValueAt(acc, f.keys, toValue(f, values[f.path] ?? '')),
      item.input,
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const named: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        named[path] ??= issueText(issue);
      }
      const other = parsed.error.issues.find(
        (i) => !fields.some((f) => f.path === i.path.join('.')),
      );
      if (other) {
        named['(other)'] = `${other.path.join('.') || m.frame_the_save()}: ${issueText(other)}`;
      }
      setErrors(named);
      return;
    }
    setErrors({});
    setSending(true);
    // The raw corrected input, not the parsed one: the server applies the contract itself.
    void fixSave(item.id, input, newClientId()).finally(() => setSending(false));
  };

  return (
    <form onSubmit={submit} aria-label={m.frame_fix_form()}>
      <Stack gap="sm">
        {fields.map((f) => {
          const label = f.path;
          const description = m.frame_server_said({ message: issueText(f) });
          const error = errors[f.path];
          const value = values[f.path] ?? '';
          return f.kind.kind === 'choice' ? (
            <Select
              key={f.path}
              label={label}
              description={description}
              error={error}
              data={[...f.kind.options]}
              value={value || null}
              onChange={(v) => set(f.path, v ?? '')}
              allowDeselect={false}
              size="lg"
            />
          ) : (
            <TextInput
              key={f.path}
              label={label}
              description={description}
              error={error}
              type={f.kind.kind === 'number' ? 'number' : 'text'}
              inputMode={f.kind.kind === 'number' ? 'decimal' : 'text'}
              value={value}
              onChange={(e) => set(f.path, e.currentTarget.value)}
              size="lg"
            />
          );
        })}
        {errors['(other)'] && <Text c="red">{errors['(other)']}</Text>}
        <Button type="submit" mih={48} loading={sending}>
          {m.frame_save_corrected()}
        </Button>
      </Stack>
    </form>
  );
}
