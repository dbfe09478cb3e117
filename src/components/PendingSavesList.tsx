import { List, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { callMeta } from '@contract/client';
import { MAX_FAILURES, outboxState, type OutboxItem } from '../lib/outbox';
import { heldByAttention } from '../lib/outbox/chains';

/** Saves kept on the tablet, oldest first: what, when, and whose (another user's wait for them). */
export function PendingSavesList({
  items,
  currentUser,
}: {
  items: readonly OutboxItem[];
  currentUser: string;
}) {
  const held = heldByAttention(outboxState.items());
  return (
    <List spacing="xs" listStyleType="none" data-testid="pending-saves-list">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text fw={600}>{callMeta[item.call].summary}</Text>
          <Text size="sm" c="dimmed">
            Saved {dayjs(item.savedAt).format('DD MMM HH:mm')}
            {item.attempts > 0
              ? ` · ${item.attempts} attempt${item.attempts === 1 ? '' : 's'}`
              : ''}
            {item.user && item.user !== currentUser ? ` · waits for ${item.user} to sign in` : ''}
            {held.has(item.id) ? ' · waits for the save above that needs attention' : ''}
            {!held.has(item.id) && item.failures
              ? ` · the server failed it ${item.failures} of ${MAX_FAILURES} times, trying again`
              : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
