import { useState } from 'react';
import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { m } from '../i18n';
import { formatDateTime } from '../i18n/format';
import { saveSummary } from '../i18n/saves';
import { issueText, problemText } from '../lib/errors';
import { discardSave, retrySave, type OutboxItem } from '../lib/outbox';
import { useLoadedCall } from '../lib/useLoadedCall';
import { fixableFields } from './fixFields';
import { FixSaveForm } from './FixSaveForm';

/** Longer values (a photo's data) are cut: the line names the field, not its 300 KB of base64. */
const SHOWN_CHARS = 120;
const shown = (value: string) =>
  value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value;

/** The saved values as "field: value" lines, so the user can see what the server refused. */
function describe(input: unknown, prefix = ''): string[] {
  if (input === null || typeof input !== 'object') return [`${prefix}: ${shown(String(input))}`];
  return Object.entries(input as Record<string, unknown>).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? describe(v, prefix ? `${prefix}.${k}` : k)
      : [
          `${prefix ? `${prefix}.` : ''}${k}: ${shown(Array.isArray(v) ? v.join(', ') : String(v))}`,
        ],
  );
}

/** What happened to the save, in the user's words, from the server's last answer. */
function verdict(item: OutboxItem): string {
  const status = item.problem?.status ?? 0;
  if (status === 501) return m.frame_verdict_not_built();
  if (status >= 500 || status === 408 || status === 409 || status === 429) {
    return m.frame_verdict_failed({ count: item.failures ?? item.attempts });
  }
  return m.frame_verdict_refused();
}

/**
 * Saves the server refused (4xx), cannot take (501) or failed too often (5xx). Nothing is dropped
 * silently: each stays here, holding the later saves of its record, until the user corrects the
 * fields the server named, sends it again (after the cause is fixed, e.g. access granted or the
 * server mended) or discards it.
 */
export function NeedsAttentionList({ items }: { items: readonly OutboxItem[] }) {
  return (
    <Stack gap="md" data-testid="needs-attention">
      {items.map((item) => (
        <NeedsAttentionItem key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function NeedsAttentionItem({ item }: { item: OutboxItem }) {
  const [confirming, setConfirming] = useState(false);
  // The fields become editable once the call's schemas are here (at once after the first load).
  const call = useLoadedCall(item.call);
  const fields = call ? fixableFields(item, call.input) : [];
  return (
    <Alert color="red" variant="light" title={saveSummary(item.call)}>
      <Stack gap="xs">
        <Text>
          {verdict(item)}{' '}
          <strong>{item.problem ? problemText(item.problem) : m.frame_no_reason()}</strong>
        </Text>
        {fields.length > 0
          ? call && <FixSaveForm item={item} fields={fields} schema={call.input} />
          : item.problem?.issues && (
              <List size="sm">
                {item.problem.issues.map((issue) => (
                  <List.Item key={issue.path}>
                    {issue.path}: {issueText(issue)}
                  </List.Item>
                ))}
              </List>
            )}
        <Text size="sm" c="dimmed">
          {item.user
            ? m.frame_saved_by({ when: formatDateTime(item.savedAt), user: item.user })
            : m.frame_saved_at({ when: formatDateTime(item.savedAt) })}
        </Text>
        <Code block>{describe(item.input).join('\n')}</Code>
        <Group gap="sm">
          <Button mih={48} onClick={() => void retrySave(item.id)}>
            {m.frame_send_again()}
          </Button>
          {confirming ? (
            <Button mih={48} color="red" onClick={() => void discardSave(item.id)}>
              {m.frame_discard_confirm()}
            </Button>
          ) : (
            <Button mih={48} color="red" variant="outline" onClick={() => setConfirming(true)}>
              {m.frame_discard()}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
