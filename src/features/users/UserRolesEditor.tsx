import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { callQuery } from '../../lib/rpc';
import { useAdminSave } from './api';

interface Props {
  user: string | undefined;
  onUserChange: (user: string | undefined) => void;
}

/** Pick a user, tick their roles, save: the change applies on their next call. */
export function UserRolesEditor({ user, onUserChange }: Props) {
  const users = useQuery(callQuery('getUserData', {}));
  const roles = useQuery(callQuery('getRoles', {}));
  const row = users.data?.find((u) => u.username === user);
  // Edits are kept per user, so picking another user starts from their saved roles.
  const [draft, setDraft] = useState<{ user: string; roles: string[] } | null>(null);
  const selected = draft && draft.user === user ? draft.roles : (row?.roles ?? []);
  const save = useAdminSave('submitUserRoles', m.users_roles_saved, [
    'getUserData',
    'getRoles',
    'getSession',
  ]);

  const toggle = (role: string, on: boolean) => {
    if (!user) return;
    const next = on ? [...selected, role] : selected.filter((r) => r !== role);
    setDraft({ user, roles: next.sort() });
  };
  const changed = row !== undefined && selected.join() !== row.roles.join();

  return (
    <Stack gap="md">
      <Select
        label={m.users_user()}
        placeholder={m.users_pick_user()}
        searchable
        size="lg"
        nothingFoundMessage={m.users_no_such_user()}
        data={(users.data ?? []).map((u) => ({
          value: u.username,
          label: u.waiting ? m.users_user_waiting({ username: u.username }) : u.username,
        }))}
        value={row ? row.username : null}
        onChange={(v) => onUserChange(v ?? undefined)}
      />
      {users.isError && <Alert color="red">{errorMessage(users.error)}</Alert>}
      {row && (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text c="dimmed">{row.email}</Text>
            {(roles.data ?? []).map((r) => (
              <Checkbox
                key={r.name}
                size="lg"
                checked={selected.includes(r.name)}
                onChange={(e) => toggle(r.name, e.currentTarget.checked)}
                label={r.title}
                description={r.description}
              />
            ))}
            {selected.length === 0 && (
              <Alert color="yellow" variant="light">
                {m.users_no_role_warning({ username: row.username })}
              </Alert>
            )}
            {save.isError && (
              <Alert color="red" variant="light" title={m.users_roles_not_saved()}>
                {errorMessage(save.error)}
              </Alert>
            )}
            <Button
              disabled={!changed}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { jsonData: { username: row.username, roles: selected } },
                  { onSuccess: () => setDraft(null) },
                )
              }
            >
              {m.users_save_roles()}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
