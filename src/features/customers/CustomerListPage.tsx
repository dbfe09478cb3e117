import { useMemo, useState } from 'react';
import { Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CallOutput, Calls } from '@contract';
import { ErrorState } from '../../components/ErrorState';
import { LinkButton } from '../../components/LinkButton';
import type { TableColumn } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { m } from '../../i18n';
import { callQuery } from '../../lib/rpc';

type CustomerRow = CallOutput<Calls['getCustomerDataFromDB']>[number];

const columns = (): TableColumn<CustomerRow>[] => [
  { key: 'customerName', label: m.people_col_name, format: 'text', width: 2.4, priority: 1 },
  { key: 'city', label: m.people_col_city, format: 'text', width: 1.4, priority: 2 },
  { key: 'gstin', label: m.people_col_gstin, format: 'text', width: 2.2, priority: 3 },
  { key: 'state', label: m.people_col_state, format: 'text', width: 1.6, priority: 4 },
  { key: 'phone', label: m.people_col_phone, format: 'text', width: 1.6, priority: 3 },
  { key: 'customerGroup', label: m.people_col_group, format: 'text', width: 1.4, priority: 5 },
  { key: 'segment', label: m.people_col_segment, format: 'text', width: 1.2, priority: 5 },
  {
    key: 'syncedToErp',
    label: m.people_col_erp,
    format: 'text',
    width: 1.2,
    priority: 6,
    display: (r) => (r.syncedToErp ? m.people_erp_synced() : m.people_erp_waiting()),
  },
];

/** What a search matches: the name, GSTIN, city, phone or email, in any case. */
const matches = (r: CustomerRow, words: string[]) => {
  const hay = [r.customerName, r.gstin, r.city, r.phone, r.email, r.state]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
};

/** customer-list: every customer, searched as typed; a tap opens one to see and edit it. */
export function CustomerListPage({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const customers = useQuery(callQuery('getCustomerDataFromDB', {}));
  const navigate = useNavigate();
  const [typed, setTyped] = useState(q);
  const cols = useMemo(() => columns(), []);
  const rows = useMemo(() => {
    const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
    return (customers.data ?? []).filter((r) => matches(r, words));
  }, [customers.data, typed]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {m.people_list_title()}
        </Title>
        <LinkButton to="/customer-create" size="lg" mih={48}>
          {m.people_new_customer()}
        </LinkButton>
      </Group>
      <TextInput
        size="lg"
        type="search"
        label={m.people_search()}
        description={m.people_search_hint()}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onBlur={() => onSearch(typed)}
        maw={520}
      />
      {customers.isError ? (
        <ErrorState title={m.people_not_loaded()} error={customers.error} />
      ) : customers.isPending ? (
        <Loader size="lg" aria-label={m.people_loading()} />
      ) : (
        <>
          <Text size="lg" aria-live="polite">
            {m.people_count({ shown: rows.length, total: customers.data.length })}
          </Text>
          <DataTable
            label={m.people_list_title()}
            rows={rows}
            columns={cols}
            rowKey={(r) => r.customerId}
            rowName={(r) => r.customerName}
            onOpen={(r) =>
              void navigate({ to: '/customer-create', search: { customerId: r.customerId } })
            }
            empty={m.people_no_customers()}
            virtual={rows.length > 60 ? { total: rows.length } : undefined}
          />
        </>
      )}
    </Stack>
  );
}
