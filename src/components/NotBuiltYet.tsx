import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PageName } from '@contract';
import { m } from '../i18n';
import { pageTitle } from '../i18n/pages';
import { Icon } from './Icon';

/** Stands in for a screen that exists as a route but is not built in this version yet. */
export function NotBuiltYet({ page }: { page: PageName }) {
  return (
    <Paper withBorder p="xl" maw={40 * 16} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <Icon name="tool" size={48} />
        <Title order={2}>{pageTitle(page)}</Title>
        <Text size="lg">{m.frame_not_built()}</Text>
      </Stack>
    </Paper>
  );
}
