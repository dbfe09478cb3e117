import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An address that is no route of the app (old bookmark, typo). */
export function NotFound() {
  return (
    <Stack align="center" gap="md" p="xl" ta="center" component="main">
      <Title order={1}>Page not found</Title>
      <Text size="lg">There is no screen at this address.</Text>
      <Button component={Link} to="/">
        Go to the start page
      </Button>
    </Stack>
  );
}
