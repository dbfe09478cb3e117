import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { m } from '../../../i18n';
import { refusalText, useSavePeopleName, type PeopleName } from './save';

/**
 * One designation, department or shift: its English name as ERPNext has it, and its Tamil name
 * to type. Saved on its own, so a taken name shows beside the word it was meant for.
 */
export function NameRow({ row }: { row: PeopleName }) {
  const [typed, setTyped] = useState(row.nameTa ?? '');
  const save = useSavePeopleName();
  const changed = typed.trim() !== (row.nameTa ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ kind: row.kind, name: row.name, nameTa: typed.trim() });
  };
  return (
    <Group
      component="form"
      onSubmit={submit}
      gap="sm"
      align="flex-end"
      wrap="wrap"
      aria-label={row.name}
    >
      <Stack gap={0} miw={0} style={{ flex: '1 1 10rem' }}>
        <Text fw={600}>{row.name}</Text>
        {row.people !== null && (
          <Text size="sm" c="dimmed">
            {m.people_names_people({ count: row.people })}
          </Text>
        )}
      </Stack>
      <TextInput
        size="lg"
        aria-label={m.people_names_tamil_of({ name: row.name })}
        placeholder={row.name}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          save.reset();
        }}
        maxLength={40}
        error={save.isError ? refusalText(save.error) : undefined}
        style={{ flex: '2 1 12rem' }}
        miw={0}
      />
      <Button
        type="submit"
        size="lg"
        mih={50}
        variant="light"
        loading={save.isPending}
        disabled={!changed}
        aria-label={m.people_names_save_of({ name: row.name })}
      >
        {m.people_names_save()}
      </Button>
    </Group>
  );
}
