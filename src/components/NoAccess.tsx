import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PageName } from '@contract';
import { pages } from '@contract/client';
import { Icon } from './Icon';

/** Shown instead of a screen the signed-in user's roles do not grant. */
export function NoAccess({ page }: { page: PageName }) {
  return (
    <Paper withBorder p="xl" maw={40 * 16} mx="auto" mt="xl" role="alert">
      <Stack align="center" gap="md" ta="center">
        <Icon name="lock" size={48} />
        <Title order={2}>No access</Title>
        <Text size="lg">
          Your account may not open “{pages[page].title}”. An administrator can grant it to one of
          your roles.
        </Text>
      </Stack>
    </Paper>
  );
}
