import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { callQuery } from '../../lib/rpc';
import { passportQuery, type PassportAnswer } from './queries';
import { greigeOnly } from './testPassport';

afterEach(() => vi.useRealTimers());

describe('a passport kept on the tablet', () => {
  it('stays (and so stays kept for offline use) long after it was last shown, unlike other reads', () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const passport = passportQuery('GR-17').queryKey;
    const other = callQuery('getAllQIReportFromDB', {}).queryKey;
    const seen: PassportAnswer = { found: 'one', passport: greigeOnly() };
    client.setQueryData(passport, seen);
    client.setQueryData(other, { rows: [], total: 0, nextCursor: null });

    vi.advanceTimersByTime(6 * 24 * 3600_000);

    expect(client.getQueryData(other)).toBeUndefined();
    expect(client.getQueryData(passport)).toMatchObject({ found: 'one' });
  });
});
