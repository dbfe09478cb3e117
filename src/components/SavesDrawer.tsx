import { Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { m } from '../i18n';
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
      title={m.frame_saves_title()}
      closeButtonProps={{ 'aria-label': m.frame_close(), size: 48 }}
    >
      <Stack gap="lg">
        {attention > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4" c="red.9">
              {m.frame_needs_attention()}
            </Title>
            <NeedsAttentionList items={outbox.attention} />
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.frame_waiting_to_send()}
          </Title>
          {waiting === 0 ? (
            <Text>{m.frame_all_sent()}</Text>
          ) : (
            <>
              <Text>{online ? m.frame_sending_now() : m.frame_kept_offline()}</Text>
              <PendingSavesList items={outbox.pending} currentUser={authState.username()} />
              <Button mih={48} variant="light" onClick={() => void sendNow()}>
                {m.frame_send_now()}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
