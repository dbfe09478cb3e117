import { Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { sendNow } from '../lib/outbox';
import type { OutboxSnapshot } from '../lib/outbox/state';
import { authState } from '../lib/session';
import { NeedsAttentionList } from './NeedsAttention';
import { PendingSavesList } from './PendingSavesList';

/** The saves kept on this tablet: those that need the user first, then those waiting to be sent. */
export function SavesDrawer({
  opened,
  onClose,
  outbox,
  online,
}: {
  opened: boolean;
  onClose: () => void;
  outbox: OutboxSnapshot;
  online: boolean;
}) {
  const waiting = outbox.pending.length;
  const attention = outbox.attention.length;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Saves on this tablet"
    >
      <Stack gap="lg">
        {attention > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4" c="red.9">
              Needs attention
            </Title>
            <NeedsAttentionList items={outbox.attention} />
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            Waiting to be sent
          </Title>
          {waiting === 0 ? (
            <Text>Everything saved on this tablet has reached the server.</Text>
          ) : (
            <>
              <Text>
                {online
                  ? 'Being sent now, each record’s saves in the order they were made.'
                  : 'Kept safely on this tablet; sent as soon as the server can be reached.'}
              </Text>
              <PendingSavesList items={outbox.pending} currentUser={authState.username()} />
              <Button h={48} variant="light" onClick={() => void sendNow()}>
                Send now
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
