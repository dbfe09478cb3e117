import { useState } from 'react';
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PageName } from '@contract';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { callQuery } from '../../lib/rpc';
import { useAdminSave } from './api';
import { RolePageGroups } from './RolePageGroups';

const ADMIN_ROLE = 'admin';

/** Pick a role, tick the pages it grants, save: its users see the change on their next call. */
export function RoleEditor() {
  const roles = useQuery(callQuery('getRoles', {}));
  const [role, setRole] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ role: string; pages: Set<PageName> } | null>(null);
  const save = useAdminSave('saveRolePages', m.users_role_pages_saved, ['getRoles', 'getSession']);
  const row = roles.data?.find((r) => r.name === role);
  const saved = new Set<PageName>(row?.pages ?? []);
  const granted = draft && draft.role === role ? draft.pages : saved;
  const changed = granted.size !== saved.size || [...granted].some((p) => !saved.has(p));
  const locked = role === ADMIN_ROLE;

  const setPages = (names: PageName[], on: boolean) => {
    if (!role) return;
    const next = new Set(granted);
    names.forEach((n) => (on ? next.add(n) : next.delete(n)));
    setDraft({ role, pages: next });
  };

  return (
    <Stack gap="md">
      {roles.isError && <Alert color="red">{errorMessage(roles.error)}</Alert>}
      <Select
        label={m.users_role()}
        placeholder={m.users_pick_role()}
        size="lg"
        data={(roles.data ?? []).map((r) => ({
          value: r.name,
          label: m.users_role_option({ title: r.title, count: r.users }),
        }))}
        value={role}
        onChange={setRole}
      />
      {row && (
        <>
          <Text>{row.description}</Text>
          {locked && (
            <Alert color="blue" variant="light">
              {m.users_admin_all_pages()}
            </Alert>
          )}
          <RolePageGroups granted={granted} disabled={locked} onChange={setPages} />
          {save.isError && (
            <Alert color="red" variant="light" title={m.users_pages_not_saved()}>
              {errorMessage(save.error)}
            </Alert>
          )}
          {!locked && (
            <Button
              disabled={!changed}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { jsonData: { role: row.name, pages: [...granted] } },
                  { onSuccess: () => setDraft(null) },
                )
              }
              style={{ position: 'sticky', bottom: 16 }}
            >
              {m.users_save_pages({ role: row.title })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
