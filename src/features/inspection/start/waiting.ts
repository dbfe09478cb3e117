/** How many rolls wait for each source the start form offers, as the server counts them. */
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { stageName } from '../labels';
import { callQuery } from '../../../lib/rpc';
import type { StartForm } from './form';

/** The source the form names: the order (a work order for its job cards too), or the supplier. */
export const chosenSource = (f: StartForm): string =>
  f.kind === 'supplier' ? f.supplier : f.docNo;

/**
 * Rolls waiting per source of the form's kind at its stage, summed over the items. Unknown until
 * the answer comes, and when it fails: the form works without counts. A source the server leaves
 * out has none.
 */
export function useRollsWaiting(f: Pick<StartForm, 'stage' | 'kind'>) {
  const query = useQuery(
    callQuery('getRollsWaitingFromDB', { jsonStage: f.stage, jsonSourceKind: f.kind }),
  );
  let counts: Map<string, number> | undefined;
  if (query.data) {
    counts = new Map();
    for (const row of query.data) counts.set(row.source, (counts.get(row.source) ?? 0) + row.rolls);
  }
  return {
    /** Rolls waiting for `source`; undefined while unknown. */
    rollsOf: (source: string): number | undefined =>
      counts ? (counts.get(source) ?? 0) : undefined,
    /**
     * Answered, failed, or waiting for a connection: the pick list may show (offline, without
     * counts) and will not reorder under a finger when the counts come.
     */
    settled: query.data !== undefined || query.isError || query.fetchStatus !== 'fetching',
    failed: query.isError,
  };
}

/** "3 rolls waiting" or "none waiting", to stand beside a source's name. */
export const waitingText = (rolls: number): string =>
  rolls > 0 ? m.inspection_rolls_waiting({ count: rolls }) : m.inspection_none_waiting();

/** Why a source with no rolls waiting is a poor start, naming it and the form's stage. */
export const noneWaiting = (f: StartForm): string =>
  m.inspection_source_none_waiting({
    source: f.pickedName || chosenSource(f),
    stage: stageName(f.stage),
  });
