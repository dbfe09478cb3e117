import { beforeAll, describe, expect, test } from 'vitest';
import { pageNames, pages, type PageName } from '../../contract/core/pages';
import { signIn } from '../support/browser';
import { FAILURE_TEXTS, freshTablet, pageInFileContext, screenTitle, waitForPath } from './helpers';

const signedInRoutes = pageNames.filter((p) => p !== 'login');

/** The route's code chunk as the build names it: `/assets/<route>-<8-character hash>.js`. */
const chunkPattern = (name: PageName) => new RegExp(`^/assets/${name}-[A-Za-z0-9_-]{8}\\.js$`);

describe('an administrator', () => {
  // One signed-in context for the file: visiting screens does not change the session.
  beforeAll(async () => {
    const { page } = await pageInFileContext();
    await signIn(page);
  });

  test.for(signedInRoutes)('sees /%s with its title and no error', async (name) => {
    const { page } = await pageInFileContext();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));

    await page.goto(`/${name}`);

    await screenTitle(page).filter({ hasText: pages[name].title }).waitFor();
    // The screen's own content below the title (every screen has a level-2 heading).
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${name}`);
    const text = (await page.locator('body').innerText()).split('\n').map((l) => l.trim());
    for (const failure of FAILURE_TEXTS) expect(text.filter((l) => failure.test(l))).toEqual([]);
    expect(crashes).toEqual([]);
  });

  test('is sent on from /login to Home', async () => {
    const { page } = await pageInFileContext();
    await page.goto('/login');
    await waitForPath(page, '/select-home');
    await screenTitle(page).filter({ hasText: pages['select-home'].title }).waitFor();
  });
});

test('after start, the code of all 54 routes is loaded without visiting them', async () => {
  const { page } = await freshTablet();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.ok()) loaded.add(new URL(response.url()).pathname);
  });

  await page.goto('/login');

  const missing = () =>
    pageNames.filter((name) => ![...loaded].some((path) => chunkPattern(name).test(path)));
  await expect.poll(missing, { timeout: 15_000, interval: 200 }).toEqual([]);
  expect(pageNames).toHaveLength(54);
  // Nothing navigated meanwhile: the chunks came from the preload, not from visits.
  expect(new URL(page.url()).pathname).toBe('/login');
});
