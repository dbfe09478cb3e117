import { Stack, Tabs } from '@mantine/core';
import { m } from '../../i18n';
import { AuditLogPanel } from './AuditLogPanel';
import { RoleEditor } from './RoleEditor';
import { UserRolesEditor } from './UserRolesEditor';

interface Props {
  /** The user to open with (from the users list's "Roles" button). */
  user: string | undefined;
  onUserChange: (user: string | undefined) => void;
}

/** Grant and remove roles, edit what each role grants page by page, and see who changed what. */
export function UserRolesPermission({ user, onUserChange }: Props) {
  return (
    <Stack maw={80 * 16} mx="auto">
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="users" fz="lg" py="md">
            {m.users_tab_user_roles()}
          </Tabs.Tab>
          <Tabs.Tab value="roles" fz="lg" py="md">
            {m.users_tab_role_pages()}
          </Tabs.Tab>
          <Tabs.Tab value="audit" fz="lg" py="md">
            {m.users_tab_audit()}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="lg">
          <UserRolesEditor user={user} onUserChange={onUserChange} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="lg">
          <RoleEditor />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <AuditLogPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
