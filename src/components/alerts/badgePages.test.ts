import { describe, expect, it } from 'vitest';
import { calls } from '@contract';
import { sessionOf } from '../../../tests/setup/sessions';
import { alertBadgePages, seesAlertBadge } from './badgePages';

describe('who sees the header’s alert count', () => {
  it('is whoever the server lets read the count', () => {
    expect([...alertBadgePages].sort()).toEqual([...calls.getAlertCount.access].sort());
  });

  it('is a user who sees alerts on a screen, not one with only the home page', () => {
    expect(seesAlertBadge(sessionOf({ pages: ['select-home', 'production-dashboard'] }))).toBe(
      true,
    );
    expect(seesAlertBadge(sessionOf({ pages: ['select-home', 'create-batch'] }))).toBe(false);
    expect(seesAlertBadge(sessionOf())).toBe(false);
    expect(seesAlertBadge(undefined)).toBe(false);
  });
});
