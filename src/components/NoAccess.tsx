import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PageName } from '@contract';
import { m } from '../i18n';
import { pageTitle } from '../i18n/pages';
import { lock, Glyph } from './Glyph';

/** Shown instead of a screen the signed-in user's roles do not grant. */
export function NoAccess({ page }: { page: PageName }) {
  return (
    <Paper withBorder p="xl" maw={40 * 16} mx="auto" mt="xl" role="alert">
      <Stack align="center" gap="md" ta="center">
        <Glyph d={lock} size={48} />
        <Title order={2}>{m.frame_no_access()}</Title>
        <Text size="lg">{m.frame_no_access_text({ page: pageTitle(page) })}</Text>
      </Stack>
    </Paper>
  );
}
