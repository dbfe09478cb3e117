import { beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { pageNames, pages, type PageName } from '../../contract/core/pages';
import { signIn } from '../support/browser';
import {
  demoRoll,
  FAILURE_TEXTS,
  freshTablet,
  pageInFileContext,
  pageOfFile,
  screenTitle,
  searchOf,
  visit,
  waitForPath,
} from './helpers';

/**
 * The signed-in screens in the order the walk visits them in one page: never one right after a
 * screen of the same title, whose heading would already stand when the test looks for it.
 */
const signedInRoutes: PageName[] = [];
for (const rest = pageNames.filter((p) => p !== 'login'); rest.length > 0;) {
  const before = signedInRoutes.at(-1);
  const next = rest.findIndex((p) => !before || pages[p].title !== pages[before].title);
  signedInRoutes.push(...rest.splice(Math.max(next, 0), 1));
}

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
    const page = await pageOfFile();
    await signIn(page);
    roll = await demoRoll(page.context());
  });

  test.for(signedInRoutes)('sees /%s with its title and no error', async (name) => {
    const page = await pageOfFile();
    const crashes: string[] = [];
    const crashed = (error: Error) => crashes.push(error.message);
    page.on('pageerror', crashed);
    onTestFinished(() => void page.off('pageerror', crashed));

    await visit(page, addressOf(name));

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
      // A page of its own: the walk's page may still show the alert of the screen before.
      const { page } = await pageInFileContext();
      await page.goto(`/${name}`);
      const alert = page.getByRole('alert').filter({ hasText: 'Nothing picked yet' });
      await alert.waitFor();
      // What the screen shows and where to pick it, never the address it lacks.
      expect(await alert.innerText()).toMatch(/This screen .*Pick /s);
      expect(await alert.innerText()).not.toMatch(/address/);
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(/something went wrong|invalid input|"expected"/i);
      await alert.getByRole('link', { name: /^Pick/ }).click();
      await waitForPath(page, pickFrom);
    },
  );

  test('is sent on from /login to Home', async () => {
    const page = await pageOfFile();
    await visit(page, '/login');
    await waitForPath(page, '/select-home');
    await screenTitle(page).filter({ hasText: pages['select-home'].title }).waitFor();
  });
});

test('after start, the code of all 57 routes is loaded without visiting them', async () => {
  const { page } = await freshTablet();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.ok()) loaded.add(new URL(response.url()).pathname);
  });

  await page.goto('/login');

  const missing = () =>
    pageNames.filter((name) => ![...loaded].some((path) => chunkPattern(name).test(path)));
  await expect.poll(missing, { timeout: 15_000, interval: 200 }).toEqual([]);
  // The seed's 54, the roll passport, the alerts and a machine's page.
  expect(pageNames).toHaveLength(57);
  // Nothing navigated meanwhile: the chunks came from the preload, not from visits.
  expect(new URL(page.url()).pathname).toBe('/login');
});
