import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callKey, rpc } from '../../lib/rpc';

/** Alerts a page at a time: a mill's list stays short, but a year of resolved ones does not. */
const PAGE_ROWS = 50;

/**
 * The alerts screen's list, newest first: those to act on, or those resolved. Under the alerts
 * domain's key, so an acknowledgement or a resolution reads it again.
 */
export const alertPagesQuery = (state: 'active' | 'resolved') =>
  infiniteQueryOptions({
    queryKey: [...callKey('getAlerts'), state, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      rpc(
        'getAlerts',
        { state, limit: PAGE_ROWS, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** How many days of a machine's history its page shows. */
export const MACHINE_DAYS = 30;

/** A machine's defect rate per day, its alerts and its last rolls. */
export const machineQuery = (machine: string) => {
  const input = { machine, days: MACHINE_DAYS };
  return queryOptions({
    queryKey: callKey('getMachineHistory', input),
    queryFn: ({ signal }) => rpc('getMachineHistory', input, { signal }),
  });
};
