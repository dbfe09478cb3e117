import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { m } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { callKey, callQuery } from '../../../lib/rpc';
import { saveImmediate } from '../../../lib/save';
import { toast } from '../../../lib/toast';

type Problems = CallOutput<Calls['getErpPushProblems']>;
type Refused = Problems['rows'][number];

/** The site's doctypes in the reader's language; a mill's own doctype keeps its name. */
const doctypeNames: Readonly<Record<string, () => string>> = {
  Customer: m.erppush_doctype_customer,
  Address: m.erppush_doctype_address,
  Contact: m.erppush_doctype_contact,
  Batch: m.erppush_doctype_batch,
  'Stock Entry': m.erppush_doctype_stock_entry,
};
const doctypeName = (doctype: string): string => doctypeNames[doctype]?.() ?? doctype;

function useRetry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: Refused) => saveImmediate('retryErpPush', { id: row.id }),
    onSuccess: async (_answer, row) => {
      toast(m.erppush_retried({ doctype: doctypeName(row.doctype), id: row.greigeId }));
      await client.invalidateQueries({ queryKey: callKey('getErpPushProblems') });
    },
  });
}

/** One refused document: what it is, the site's reasons in its words, and Send again. */
function RefusedCard({ row }: { row: Refused }) {
  const retry = useRetry();
  const kind = doctypeName(row.doctype);
  return (
    <Paper withBorder p="md" component="li" aria-label={`${kind} ${row.greigeId}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="lg" variant="light">
              {kind}
            </Badge>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {row.greigeId}
            </Text>
          </Group>
          {row.title && (
            <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Text>
          )}
          <Text fw={600} mt="xs">
            {m.erppush_site_said()}
          </Text>
          {row.messages.length > 0 ? (
            <List spacing={4}>
              {row.messages.map((message, i) => (
                <List.Item key={i}>
                  <Text c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {message}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">{m.erppush_no_reason()}</Text>
          )}
          <Text size="sm" c="dimmed" mt="xs">
            {row.refusedAt && m.erppush_refused_at({ when: formatDateTime(row.refusedAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {row.createdBy
              ? m.erppush_made_by({ user: row.createdBy, when: formatDateTime(row.createdAt) })
              : m.erppush_made_on({ when: formatDateTime(row.createdAt) })}
          </Text>
        </div>
        <Button
          size="lg"
          miw={44}
          mih={44}
          loading={retry.isPending}
          onClick={() => retry.mutate(row)}
          aria-label={m.erppush_retry_label({ doctype: kind, id: row.greigeId })}
        >
          {m.erppush_retry()}
        </Button>
      </Group>
      {retry.isError && (
        <Alert color="red" variant="light" mt="sm" title={m.erppush_retry_failed()}>
          {errorMessage(retry.error)}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * For administrators: the documents the ERPNext site refused (a 417, in its words), each with
 * Send again once the record or the site is fixed; and how many still wait to go.
 */
export function PushProblems() {
  const problems = useQuery(callQuery('getErpPushProblems', {}));
  const data = problems.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="erp-push-problems">
      <Title order={2} size="h3" mb="xs" id="erp-push-problems">
        {m.erppush_title()}
      </Title>
      <Text c="dimmed" mb="md">
        {m.erppush_intro()}
      </Text>
      <Stack gap="md">
        {problems.isError && !data && (
          <Alert color="red" variant="light">
            {errorMessage(problems.error)}
          </Alert>
        )}
        {problems.isPending && (
          <Center p="xl">
            <Loader aria-label={m.erppush_loading()} />
          </Center>
        )}
        {data && !data.connected && <Text>{m.erppush_not_connected()}</Text>}
        {data && data.waiting > 0 && <Text>{m.erppush_waiting({ count: data.waiting })}</Text>}
        {data?.connected && data.rows.length === 0 && <Text>{m.erppush_none()}</Text>}
        {data && data.rows.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.erppush_list()}
          >
            {data.rows.map((row) => (
              <RefusedCard key={row.id} row={row} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
