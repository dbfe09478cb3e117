import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { m } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { callKey, callQuery } from '../../../lib/rpc';
import { saveImmediate } from '../../../lib/save';
import { toast } from '../../../lib/toast';

type Status = CallOutput<Calls['getErpStatus']>;
type Outcome = CallOutput<Calls['syncErpNow']>;

const outcomeText = (o: Outcome): string => {
  switch (o.state) {
    case 'finished':
      return m.erp_sync_done({ rows: formatNumber(o.doctypes.reduce((n, d) => n + d.rows, 0)) });
    case 'running':
      return m.erp_sync_running();
    case 'waiting':
      return m.erp_sync_waiting({ when: o.waitUntil ? formatDateTime(o.waitUntil) : '' });
    case 'noSite':
      return m.erp_sync_no_site();
  }
};

function DoctypeRow({ d }: { d: Status['doctypes'][number] }) {
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{d.doctype}</Text>
        <Text size="sm" c="dimmed">
          {d.lastSyncedAt
            ? m.erp_last_sync({ when: formatDateTime(d.lastSyncedAt) })
            : m.erp_never()}
        </Text>
      </Group>
      <Text size="sm">
        {m.erp_rows({ total: formatNumber(d.rowsPulled), last: formatNumber(d.lastRunRows) })}
      </Text>
      {d.error && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {d.error}
        </Text>
      )}
    </div>
  );
}

/** A field the site lacks, as the Custom Field to add: doctype, label, field name, type. */
function LackingFields({ fields }: { fields: Status['lacking'] }) {
  const byDoctype = new Map<string, Status['lacking']>();
  for (const f of fields) byDoctype.set(f.doctype, [...(byDoctype.get(f.doctype) ?? []), f]);
  return (
    <Alert color="yellow" title={m.erp_lacking_title()}>
      <Stack gap="xs">
        <Text size="sm">{m.erp_lacking_intro()}</Text>
        {[...byDoctype].map(([doctype, list]) => (
          <div key={doctype}>
            <Text fw={600}>{doctype}</Text>
            {list.map((f) => (
              <Text key={f.fieldname} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.erp_lacking_field({
                  label: f.label,
                  fieldname: f.fieldname,
                  fieldtype: f.fieldtype,
                })}
                {f.options && `, ${m.erp_lacking_link({ doctype: f.options })}`}
                {f.unique && `, ${m.erp_lacking_unique()}`}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The mirror's connection to the mill's ERPNext site, for administrators: the site and who Greige
 * signs in as, each doctype's last pull, and "Sync now". Without a site, one line says the demo
 * mill fills the mirror.
 */
export function SyncStatus() {
  const status = useQuery(callQuery('getErpStatus', {}));
  const client = useQueryClient();
  const sync = useMutation({
    mutationFn: () => saveImmediate('syncErpNow', {}),
    onSuccess: async (out) => {
      toast(outcomeText(out));
      await client.invalidateQueries({ queryKey: callKey('getErpStatus') });
    },
  });

  if (!status.data) {
    return status.isError ? (
      <Alert color="red">{errorMessage(status.error)}</Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={m.erp_loading()} />
      </Center>
    );
  }
  const s = status.data;
  return (
    <Paper withBorder p="lg" aria-labelledby="erp-sync-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="erp-sync-title">
          {m.erp_title()}
        </Title>
        {!s.configured ? (
          <Text>{m.erp_demo_fills()}</Text>
        ) : (
          <>
            <Stack gap={4}>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {m.erp_site()}: <b>{s.siteUrl}</b>
              </Text>
              {s.user && (
                <Text>
                  {m.erp_user()}: <b>{s.user}</b>
                </Text>
              )}
              {s.checkError && (
                <Alert color="red">{m.erp_check_failed({ error: s.checkError })}</Alert>
              )}
              <Text size="sm" c="dimmed">
                {m.erp_every({ minutes: formatNumber(s.syncSeconds / 60, { max: 1 }) })}
              </Text>
              {s.waitUntil && (
                <Alert color="yellow">
                  {m.erp_wait_until({ when: formatDateTime(s.waitUntil) })}
                </Alert>
              )}
              {s.siteTimeZone && (
                <Text size="sm" c="dimmed">
                  {m.erp_time_zone({ zone: s.siteTimeZone })}
                </Text>
              )}
              <Text size="sm">
                {m.erp_push_counts({
                  pending: formatNumber(s.push.pending),
                  refused: formatNumber(s.push.refused),
                })}
              </Text>
            </Stack>
            <Group>
              <Button
                size="md"
                mih={44}
                loading={sync.isPending || s.running}
                onClick={() => sync.mutate()}
              >
                {sync.isPending ? m.erp_syncing() : m.erp_sync_now()}
              </Button>
            </Group>
            {sync.isError && <Alert color="red">{errorMessage(sync.error)}</Alert>}
            {s.lacking.length > 0 && <LackingFields fields={s.lacking} />}
            <Title order={3} size="h4">
              {m.erp_doctypes()}
            </Title>
            <Stack gap="sm">
              {s.doctypes.map((d) => (
                <DoctypeRow key={d.doctype} d={d} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
