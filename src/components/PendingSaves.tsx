import { useState, useSyncExternalStore } from 'react';
import { Badge, Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { connectivity } from '../lib/connectivity';
import { outboxState, sendNow } from '../lib/outbox';
import { authState } from '../lib/session';
import { NeedsAttentionList } from './NeedsAttention';
import { PendingSavesList } from './PendingSavesList';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Always in the header: how many saves are kept on this tablet and not yet on the server, and
 * whether any needs the user. Opens the lists of both.
 */
export function PendingSaves() {
  const outbox = useSyncExternalStore(outboxState.subscribe, outboxState.get);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  const [opened, setOpened] = useState(false);
  const waiting = outbox.pending.length;
  const attention = outbox.attention.length;
  const label =
    attention > 0
      ? plural(attention, 'save needs you', 'saves need you')
      : waiting > 0
        ? plural(waiting, 'save waiting', 'saves waiting')
        : 'All saved';

  return (
    <>
      <Button
        variant={attention > 0 ? 'filled' : 'light'}
        color={attention > 0 ? 'red' : waiting > 0 ? 'yellow' : 'green'}
        h={48}
        px="sm"
        onClick={() => setOpened(true)}
        aria-label={`${label}${online ? '' : ', offline'}. Show saves`}
        data-testid="pending-saves"
        data-pending={waiting}
        data-attention={attention}
        rightSection={
          online ? null : (
            <Badge color="gray" variant="filled">
              Offline
            </Badge>
          )
        }
      >
        {label}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
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
    </>
  );
}
