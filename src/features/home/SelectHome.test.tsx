import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageNames, pickedIn } from '@contract';
import { authState, HOME_TILES_KEY } from '../../lib/session';
import { renderAt } from '../../../tests/setup/renderAt';
import { sessionOf } from '../../../tests/setup/sessions';

afterEach(() => authState.signedOut());

/** Pages that show one record (a report, a roll, an order), and the lists they are picked in. */
const recordPages = pageNames.filter((p) => pickedIn(p));
const lists = [...new Set(recordPages.map((p) => pickedIn(p)))];

describe('the start page of a role with every page', () => {
  it('has a tile for each list, and none for a page that shows one record of a list', async () => {
    authState.signedIn('asha');
    renderAt('/select-home', sessionOf({ roles: ['everything'], pages: [...pageNames] }));
    await screen.findByRole('heading', { name: 'Fabric inspection' });

    const tiles = screen
      .getAllByRole('region')
      .flatMap((area) => within(area).getAllByRole('link'))
      .map((link) => link.getAttribute('href'));
    expect(recordPages.length).toBeGreaterThan(0);
    for (const page of recordPages) expect(tiles, page).not.toContain(`/${page}`);
    for (const list of lists) expect(tiles, list).toContain(`/${list}`);
    // As the user reads them: the reports' list is there, one report's screen is not.
    expect(screen.getByRole('link', { name: 'QI Fabric Report View' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report detail' })).not.toBeInTheDocument();

    // The tiles kept for the next start's frame (scripts/start-frame.ts) are the same.
    const kept = JSON.parse(localStorage.getItem(HOME_TILES_KEY) ?? 'null') as {
      groups: [string, string[]][];
    };
    const keptPages = kept.groups.flatMap(([, names]) => names);
    expect(keptPages).toEqual(tiles.map((href) => href?.slice(1)));
  });
});
