import { beforeEach, describe, expect, it } from 'vitest';
import { authState, HOME_TILES_KEY } from '../../lib/session';
import { keepTiles, tileGroups } from './tiles';

describe('the home page tiles kept for the start frame', () => {
  beforeEach(() => localStorage.clear());

  it('groups pages under their areas in the areas’ order, each area’s pages as given', () => {
    expect(tileGroups(['users-list', 'qi-report-view', 'security-scan', 'dashboard'])).toEqual([
      ['inspection', ['qi-report-view', 'dashboard']],
      ['gate', ['security-scan']],
      ['admin', ['users-list']],
    ]);
    expect(tileGroups([])).toEqual([]);
  });

  it('keeps them with their user, and signing out takes them off the device', () => {
    authState.signedIn('ravi');
    keepTiles('ravi', tileGroups(['qi-report-view']));
    expect(JSON.parse(localStorage.getItem(HOME_TILES_KEY) ?? 'null')).toEqual({
      user: 'ravi',
      groups: [['inspection', ['qi-report-view']]],
    });
    authState.signedOut();
    expect(localStorage.getItem(HOME_TILES_KEY)).toBeNull();
  });
});
