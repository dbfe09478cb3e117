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
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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

  if (users.isLoading) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading users" />
      </Center>
    );
  }
  if (!users.data) {
    return (
      <Alert color="red" variant="light" title="Users could not be loaded">
        {errorMessage(users.error)}
      </Alert>
    );
  }
  const waiting = users.data.filter((u) => u.waiting && u.active).length;
  const shown = filterUsers(users.data, search, filter);

  return (
    <Stack gap="md" maw={80 * 16} mx="auto">
      <TextInput
        label="Search users"
        placeholder="Name, email or role"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <SegmentedControl
        aria-label="Show"
        size="lg"
        value={filter}
        onChange={(v) => setFilter(v as UserFilter)}
        data={[
          { value: 'all', label: `All (${users.data.length})` },
          { value: 'waiting', label: `Waiting for access (${waiting})` },
          { value: 'disabled', label: 'Disabled' },
        ]}
      />
      {waiting > 0 && filter === 'all' && (
        <Alert color="yellow" variant="light" title="New users are waiting">
          {waiting === 1 ? 'One user has' : `${waiting} users have`} no role yet. Grant one under
          User roles and permissions.
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text size="lg">No user matches.</Text>
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
