import { List, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { calls } from '@contract';
import type { OutboxItem } from '../lib/outbox';

/** Saves kept on the tablet, oldest first: what, when, and whose (another user's wait for them). */
export function PendingSavesList({
  items,
  currentUser,
}: {
  items: readonly OutboxItem[];
  currentUser: string;
}) {
  return (
    <List spacing="xs" listStyleType="none" data-testid="pending-saves-list">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text fw={600}>{calls[item.call].summary}</Text>
          <Text size="sm" c="dimmed">
            Saved {dayjs(item.savedAt).format('DD MMM HH:mm')}
            {item.attempts > 0
              ? ` · ${item.attempts} attempt${item.attempts === 1 ? '' : 's'}`
              : ''}
            {item.user && item.user !== currentUser ? ` · waits for ${item.user} to sign in` : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
