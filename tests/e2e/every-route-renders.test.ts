import { beforeAll, describe, expect, test } from 'vitest';
import { pageNames, pages, type PageName } from '../../contract/core/pages';
import { signIn } from '../support/browser';
import {
  demoRoll,
  FAILURE_TEXTS,
  freshTablet,
  pageInFileContext,
  screenTitle,
  searchOf,
  waitForPath,
} from './helpers';

const signedInRoutes = pageNames.filter((p) => p !== 'login');

/** Screens of one report, or one roll of it: they open from links carrying those numbers. */
const OF_A_REPORT: readonly PageName[] = ['report-view-detail', 'roll-details'];
const OF_A_ROLL: readonly PageName[] = [
  'roll-view',
  'mistake-details',
  'mistake-modal',
  'roll-modal',
  'roll-summary-modal',
];
let roll: { reportNo: string; rollNo: string } | undefined;

function addressOf(name: PageName): string {
  if (!roll || !(OF_A_REPORT.includes(name) || OF_A_ROLL.includes(name))) return `/${name}`;
  const { reportNo, rollNo } = roll;
  return `/${name}${searchOf(OF_A_ROLL.includes(name) ? { reportNo, rollNo } : { reportNo })}`;
}

/** The route's code chunk as the build names it: `/assets/<route>-<8-character hash>.js`. */
const chunkPattern = (name: PageName) => new RegExp(`^/assets/${name}-[A-Za-z0-9_-]{8}\\.js$`);

describe('an administrator', () => {
  // One signed-in context for the file: visiting screens does not change the session.
  beforeAll(async () => {
    const { context, page } = await pageInFileContext();
    await signIn(page);
    roll = await demoRoll(context);
  });

  test.for(signedInRoutes)('sees /%s with its title and no error', async (name) => {
    const { page } = await pageInFileContext();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));

    await page.goto(addressOf(name));

    await screenTitle(page).filter({ hasText: pages[name].title }).waitFor();
    // The screen itself has rendered below the title: some text, and no loader still turning.
    const main = page.getByRole('main');
    await expect
      .poll(
        async () =>
          (await main.innerText()).trim() !== '' &&
          (await main.getByLabel(/^loading/i).count()) === 0,
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/${name}`);
    const text = (await page.locator('body').innerText()).split('\n').map((l) => l.trim());
    for (const failure of FAILURE_TEXTS) expect(text.filter((l) => failure.test(l))).toEqual([]);
    expect(crashes).toEqual([]);
  });

  test.for([
    ['roll-details', '/home'],
    ['mistake-details', '/home'],
    ['report-view-detail', '/qi-report-view'],
    ['roll-view', '/qi-report-view'],
  ] as const)(
    'is told what /%s needs when its address lacks it, and picks it from %s',
    async ([name, pickFrom]) => {
      const { page } = await pageInFileContext();
      await page.goto(`/${name}`);
      const alert = page.getByRole('alert').filter({ hasText: 'Nothing picked yet' });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/it needs the report number/);
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(/something went wrong|invalid input|"expected"/i);
      await alert.getByRole('link', { name: /^Pick/ }).click();
      await waitForPath(page, pickFrom);
    },
  );

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
