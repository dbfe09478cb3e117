import { beforeEach, describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { callKey } from '../lib/rpc';
import { PERSIST_KEY } from '../lib/storageKeys';
import { boundedJson, keptCache, worthKeeping } from './queryPersist';

const query = (name: 'getAllQIReportFromDB' | 'postRollData', status = 'success') => ({
  queryKey: [...callKey(name), {}],
  state: { status },
});

describe('the persisted query cache', () => {
  it('keeps only answers of read calls that arrived', () => {
    expect(worthKeeping(query('getAllQIReportFromDB'))).toBe(true);
    expect(worthKeeping(query('getAllQIReportFromDB', 'error'))).toBe(false);
    expect(worthKeeping(query('postRollData'))).toBe(false);
    expect(worthKeeping({ queryKey: ['draft', 'roll'], state: { status: 'success' } })).toBe(false);
  });

  it('drops the least recently fetched reports until it fits the size bound', () => {
    const queries = Array.from({ length: 40 }, (_, i) => ({
      queryKey: ['api', 'main', `q${i}`],
      state: { dataUpdatedAt: i, data: 'x'.repeat(1000) },
    }));
    const json = boundedJson(
      { timestamp: 0, buster: '', clientState: { mutations: [], queries } },
      10_000,
    );
    expect(json.length).toBeLessThanOrEqual(10_000);
    const kept = (
      JSON.parse(json) as { clientState: { queries: { state: { dataUpdatedAt: number } }[] } }
    ).clientState.queries.map((q) => q.state.dataUpdatedAt);
    expect(kept.length).toBeGreaterThan(0);
    expect(Math.min(...kept)).toBeGreaterThan(30);
  });
});

describe('the kept cache flushed when the page is left', () => {
  // Only what the store reads of a query's state.
  const client = (n: number) =>
    ({
      timestamp: n,
      buster: 'greige-2',
      clientState: {
        mutations: [],
        queries: [{ queryKey: ['api', 'main', 'q'], queryHash: 'q', state: { dataUpdatedAt: n } }],
      },
    }) as unknown as PersistedClient;
  const stored = () => {
    const json = localStorage.getItem(PERSIST_KEY);
    return json === null ? null : (JSON.parse(json) as { timestamp: number }).timestamp;
  };
  beforeEach(() => localStorage.clear());

  it('writes the last state handed over at once, which the throttled write would store later', async () => {
    const { options, flush } = keptCache();
    await options.persister.persistClient(client(1));
    await options.persister.persistClient(client(2));
    expect(stored()).toBeNull();
    flush();
    expect(stored()).toBe(2);
  });

  it('writes nothing when nothing waits, nor what a removal dropped', async () => {
    const { options, flush } = keptCache();
    flush();
    expect(stored()).toBeNull();
    await options.persister.persistClient(client(3));
    await options.persister.removeClient();
    flush();
    expect(stored()).toBeNull();
  });
});
