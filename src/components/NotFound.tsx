import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../i18n';

/** An address that is no route of the app (old bookmark, typo). */
export function NotFound() {
  return (
    <Stack align="center" gap="md" p="xl" ta="center" component="main">
      <Title order={1}>{m.frame_not_found()}</Title>
      <Text size="lg">{m.frame_not_found_text()}</Text>
      <Button component={Link} to="/">
        {m.frame_start_page()}
      </Button>
    </Stack>
  );
}
