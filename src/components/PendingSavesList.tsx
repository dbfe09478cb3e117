import { List, Text } from '@mantine/core';
import { m } from '../i18n';
import { formatDateTime } from '../i18n/format';
import { MAX_FAILURES, outboxState, type OutboxItem } from '../lib/outbox';
import { heldByAttention } from '../lib/outbox/chains';
import { usePhotoSaveLine } from './PhotoSaveLine';

/** Saves kept on the tablet, oldest first: what, when, and whose (another user's wait for them). */
export function PendingSavesList({
  items,
  currentUser,
}: {
  items: readonly OutboxItem[];
  currentUser: string;
}) {
  const held = heldByAttention(outboxState.items());
  const lineOf = usePhotoSaveLine();
  return (
    <List spacing="xs" listStyleType="none" data-testid="pending-saves-list">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text fw={600}>{lineOf(item)}</Text>
          <Text size="sm" c="dimmed">
            {[
              m.frame_saved_at({ when: formatDateTime(item.savedAt) }),
              item.attempts > 0 && m.frame_attempts({ count: item.attempts }),
              item.user && item.user !== currentUser && m.frame_waits_for_user({ user: item.user }),
              held.has(item.id) && m.frame_waits_for_above(),
              !held.has(item.id) &&
                item.failures &&
                m.frame_failed_retrying({ failures: item.failures, max: MAX_FAILURES }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
