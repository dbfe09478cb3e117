/**
 * The sales year (April by default, a mill setting): the presets of every sales screen follow it,
 * read on the mill's day (lib/dateFilter). Read once and kept: it changes once in a blue moon.
 */
import { useQuery } from '@tanstack/react-query';
import type { YearStart } from '@rules/periods';
import { callQuery } from '../../lib/rpc';

/** The year start, or null while it is read; India's financial year if it cannot be read. */
export function useSalesYear(): YearStart | null {
  const settings = useQuery({ ...callQuery('getSalesSettings', {}), staleTime: 10 * 60_000 });
  if (settings.isPending) return null;
  return settings.data ? { yearStartMonth: settings.data.yearStartMonth } : { yearStartMonth: 4 };
}
