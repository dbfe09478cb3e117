import { useEffect, useSyncExternalStore } from 'react';
import { Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { m } from '../i18n';
import { offlineReadiness, startOfflineReady, type OfflineReadiness } from '../lib/offlineReady';
import { sendNow } from '../lib/outbox';
import type { OutboxSnapshot } from '../lib/outbox/state';
import { authState } from '../lib/session';
import { NeedsAttentionList } from './NeedsAttention';
import { PendingSavesList } from './PendingSavesList';

const readinessWords: Record<OfflineReadiness, () => string> = {
  ready: m.frame_offline_ready,
  preparing: m.frame_offline_preparing,
  unavailable: m.frame_offline_unavailable,
};

/** Whether the app opens on this tablet without a connection (src/lib/offlineReady.ts). */
function OfflineState() {
  // The service worker's state is followed from start once it is registered; asked here too, a
  // tablet that installed it on an earlier visit shows "ready" before this visit registers it.
  useEffect(() => void startOfflineReady(), []);
  const readiness = useSyncExternalStore(offlineReadiness.subscribe, offlineReadiness.get);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {m.frame_offline_title()}
      </Title>
      <Text data-testid="offline-readiness" data-readiness={readiness}>
        {readinessWords[readiness]()}
      </Text>
    </Stack>
  );
}

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
        <OfflineState />
      </Stack>
    </Drawer>
  );
}
