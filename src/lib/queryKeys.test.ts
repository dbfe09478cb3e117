import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callKey, savedKey } from './rpc';

describe('query keys from the contract', () => {
  it('carry service, domain and call', () => {
    expect(callKey('getAllQIReportFromDB', {})).toEqual([
      'api',
      'main',
      'inspection',
      'getAllQIReportFromDB',
      {},
    ]);
    expect(callKey('getSettings')).toEqual(['api', 'main', 'users', 'getSettings']);
    expect(callKey('getbatchFromDB')).toEqual(['api', 'main', 'lookups', 'getbatchFromDB']);
  });

  it('let a save make stale the reads of its own domain, not the whole service', async () => {
    const client = new QueryClient();
    const reports = callKey('getAllQIReportFromDB', {});
    const settings = callKey('getSettings', {});
    const batches = callKey('getbatchFromDB', { searchBatchText: '', searchItemText: '' });
    for (const key of [reports, settings, batches]) client.setQueryData(key, []);

    await client.invalidateQueries({ queryKey: savedKey('postRollData') });

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(reports)).toBe(true);
    expect(stale(settings)).toBe(false);
    expect(stale(batches)).toBe(false);
  });
});
