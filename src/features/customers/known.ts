import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../lib/rpc';

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].sort();

/** Groups, territories and segments the mill's customers already use, offered while typing. */
export function useKnownValues() {
  const customers = useQuery({ ...callQuery('getCustomerDataFromDB', {}), staleTime: 60_000 });
  const rows = customers.data ?? [];
  return {
    groups: distinct(rows.map((r) => r.customerGroup)),
    territories: distinct(rows.map((r) => r.territory)),
    segments: distinct(rows.map((r) => r.segment)),
  };
}
