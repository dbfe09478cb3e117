import { describe, expect, it } from 'vitest';
import { callKey } from '../lib/rpc';
import { boundedJson, worthKeeping } from './queryPersist';

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
