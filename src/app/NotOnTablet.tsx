import { useId } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { m } from '../i18n';
import { arrowLeft, Glyph } from '../components/Glyph';
import { PendingScreen } from '../components/PendingScreen';
import { useNotOnTablet } from '../lib/notOnTablet';

/**
 * Offline, a screen whose data never reached this tablet: said in words, with the way back to the
 * screen before and to the start page. Nothing to retry: the screen opens by itself once the
 * connection is back (its reads resume), and this goes.
 */
function NotOnTabletPanel() {
  const router = useRouter();
  const title = useId();
  return (
    <Paper withBorder p="xl" maw={40 * 16} mx="auto" mt="xl" role="alert" aria-labelledby={title}>
      <Stack align="center" gap="md" ta="center">
        <Title order={2} id={title}>
          {m.frame_not_on_tablet()}
        </Title>
        <Text size="lg">{m.frame_not_on_tablet_text()}</Text>
        <Group justify="center">
          {router.history.canGoBack() && (
            <Button
              size="lg"
              onClick={() => router.history.back()}
              leftSection={<Glyph d={arrowLeft} />}
            >
              {m.frame_back()}
            </Button>
          )}
          <Button component={Link} to="/" size="lg" variant="default">
            {m.frame_start_page()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Offline: `pending`, the router's wait for a screen (a loader while its data may still come from
 * the worker's cache, else the panel); otherwise above a drawn screen whose own reads wait.
 */
export function NotOnTablet({ pending }: { pending: boolean }) {
  // A route's loader reads with no screen watching yet; a drawn screen's reads are watched.
  const missing = useNotOnTablet({ shownOnly: !pending });
  if (missing) return <NotOnTabletPanel />;
  return pending ? <PendingScreen /> : null;
}
