/**
 * The alert reads as query options, shared by the alerts screen, the live floor, the production
 * dashboard and the header's badge. Keyed by the contract (callKey), so a save of the alerts
 * domain (acknowledge, resolve) invalidates every one of them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CallInput, Calls } from '@contract';
import { FRAME_READ } from '../../lib/notOnTablet';
import { callKey, rpc } from '../../lib/rpc';

/** How often a live wall asks again: the live floor's rhythm. */
export const ALERTS_LIVE_REFRESH_MS = 5000;
/** How often the header's badge asks again. */
export const ALERT_COUNT_REFRESH_MS = 30_000;

export interface AlertsQueryOptions {
  /** Still to act on (open and acknowledged), or resolved. */
  state?: 'active' | 'resolved';
  /** One machine, supplier or collar & cuff report. */
  subject?: string;
  limit?: number;
  /** On the live floor or a dashboard wall: ask again every 5 s. */
  live?: boolean;
}

/** The first page of alerts (newest first); `live` refreshes it like the live floor. */
export const alertsQuery = (opts: AlertsQueryOptions = {}) => {
  const input: CallInput<Calls['getAlerts']> = {
    state: opts.state ?? 'active',
    ...(opts.subject ? { subject: opts.subject } : {}),
    ...(opts.limit ? { limit: opts.limit } : {}),
  };
  return queryOptions({
    queryKey: callKey('getAlerts', input),
    queryFn: ({ signal }) => rpc('getAlerts', input, { signal }),
    ...(opts.live
      ? {
          refetchInterval: ALERTS_LIVE_REFRESH_MS,
          refetchIntervalInBackground: false,
          staleTime: ALERTS_LIVE_REFRESH_MS,
        }
      : {}),
  });
};

/** How many alerts are open and acknowledged; `live` asks every 5 s, else every 30 s. */
export const alertCountQuery = (opts: { live?: boolean } = {}) =>
  queryOptions({
    queryKey: callKey('getAlertCount', {}),
    queryFn: ({ signal }) => rpc('getAlertCount', {}, { signal }),
    refetchInterval: opts.live ? ALERTS_LIVE_REFRESH_MS : ALERT_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // The header's count, drawn around every screen: waiting offline, it is no screen's data.
    meta: { [FRAME_READ]: true },
  });
