import { describe, expect, test } from 'vitest';
import { pageNames, pages, type PageName } from '../../contract/core/pages';
import { pageOfFile, screenTitle, searchOf, visit, waitForPath } from './helpers';

/** The seed's unguarded routes (§2): login, registration and the eight modal routes. */
const SEED_UNGUARDED = [
  'login',
  'registration',
  'mistake-modal',
  'roll-modal',
  'roll-summary-modal',
  'collar-cuff-knitting-modal',
  'lab-rolls-modal',
  'sales-order-bmview',
  'sales-order-item-stock-roll-view',
  'collar-cuff-stock-modal',
] as const satisfies readonly PageName[];

const ROLL_MODALS: readonly PageName[] = ['mistake-modal', 'roll-modal', 'roll-summary-modal'];

const guarded = pageNames.filter((p) => pages[p].guarded);
const openWithoutSession = pageNames.filter((p) => !pages[p].guarded && p !== 'login');

/** Pages the mill has beyond the seed's: the roll passport, the alerts and a machine's page. */
const BEYOND_SEED: readonly PageName[] = ['roll-passport', 'alerts', 'machine-view'];

test('the app has the seed’s 54 routes and its own three, guarded exactly as the seed says', () => {
  expect(pageNames.filter((p) => !BEYOND_SEED.includes(p))).toHaveLength(54);
  expect(pageNames.filter((p) => !pages[p].guarded).sort()).toEqual([...SEED_UNGUARDED].sort());
  // The seed's 44 and the three, which need a session like every page of the mill's data.
  expect(guarded).toHaveLength(47);
});

// One signed-out page for the file, visiting one route after another: that does not change it.
describe('without a session', () => {
  test.for(guarded)('/%s sends the visitor to sign in, with no message', async (name) => {
    const page = await pageOfFile();
    await visit(page, `/${name}`);

    await waitForPath(page, '/login');
    await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
    // No alert on the form, no toast: the seed redirects silently.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await page.getByRole('status').textContent())?.trim()).toBe('');
  });

  test.for(openWithoutSession)('/%s opens as it is', async (name) => {
    const page = await pageOfFile();
    // The roll modals open from links that name a report and a roll.
    const search = ROLL_MODALS.includes(name)
      ? searchOf({ reportNo: 'QI-E2E-1', rollNo: '17' })
      : '';
    await visit(page, `/${name}${search}`);

    await screenTitle(page).filter({ hasText: pages[name].title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${name}`);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });
});
