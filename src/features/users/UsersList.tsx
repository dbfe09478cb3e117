import { useState } from 'react';
import {
  Alert,
  Center,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { callQuery } from '../../lib/rpc';
import { filterUsers, type UserFilter, type UserRow } from './filterUsers';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserCard } from './UserCard';

/** Every user with their roles and status; administrators disable users and reset passwords here. */
export function UsersList() {
  const users = useQuery(callQuery('getUserData', {}));
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [resetFor, setResetFor] = useState<UserRow | null>(null);
  // The three filters side by side do not fit a phone's width.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  if (users.isLoading) {
    return (
      <Center p="xl">
        <Loader aria-label={m.users_loading()} />
      </Center>
    );
  }
  if (!users.data) {
    return (
      <Alert color="red" variant="light" title={m.users_not_loaded()}>
        {errorMessage(users.error)}
      </Alert>
    );
  }
  const waiting = users.data.filter((u) => u.waiting && u.active).length;
  const shown = filterUsers(users.data, search, filter);

  return (
    <Stack gap="md" maw={80 * 16} mx="auto">
      <TextInput
        label={m.users_search()}
        placeholder={m.users_search_hint()}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <SegmentedControl
        aria-label={m.users_show()}
        fullWidth
        orientation={orientation}
        size="lg"
        value={filter}
        onChange={(v) => setFilter(v as UserFilter)}
        data={[
          { value: 'all', label: m.users_filter_all({ count: users.data.length }) },
          { value: 'waiting', label: m.users_filter_waiting({ count: waiting }) },
          { value: 'disabled', label: m.users_filter_disabled() },
        ]}
      />
      {waiting > 0 && filter === 'all' && (
        <Alert color="yellow" variant="light" title={m.users_waiting_title()}>
          {m.users_waiting_text({ count: waiting })}
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text size="lg">{m.users_none()}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {shown.map((u) => (
            <UserCard key={u.username} user={u} onResetPassword={() => setResetFor(u)} />
          ))}
        </SimpleGrid>
      )}
      <ResetPasswordModal user={resetFor} onClose={() => setResetFor(null)} />
    </Stack>
  );
}
