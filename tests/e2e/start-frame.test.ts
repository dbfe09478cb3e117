import type { Locator, Page } from 'playwright-core';
import { dayInZone } from '../../rules/periods';
import { afterAll, expect, inject, test } from 'vitest';
import { launchBrowser, signIn } from '../support/browser';
import { CLIENT_HEADERS, logOut, screenTitle, searchOf } from './helpers';
import { ta } from './tamil-support';

/**
 * A signed-in device's start screen is the frame of the page it opens (scripts/start-frame.ts):
 * the header and the page's title, drawn from index.html alone, before the app's code has
 * arrived. Here the start chunk never arrives, so all the screen shows is index.html's own.
 */

const START_CHUNK = /\/assets\/index-[\w-]+\.js$/;

const pages: Page[] = [];
afterAll(() => Promise.all(pages.map((p) => p.context().close())));

/**
 * A fresh tablet without a service worker: its precache would hand the page the start chunk
 * without asking the network, where the test holds it back.
 */
async function freshTablet(): Promise<{ page: Page }> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 800, height: 1280 },
    locale: 'en-IN',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  pages.push(page);
  return { page };
}

/** The start screen as it stands with the app's code held back. */
async function startScreenOf(page: Page, path: string) {
  await page.route(START_CHUNK, (route) => route.abort());
  await page.goto(path);
  // Painted from index.html: nothing more is coming.
  await page.locator('#root > *').first().waitFor();
  const shown = await page.evaluate(
    `({ root: document.getElementById('root').innerText.trim(), lang: document.documentElement.lang })`,
  );
  await page.unroute(START_CHUNK);
  return shown as { root: string; lang: string };
}

/** Where the header's title and the header's bottom edge are: a jump would move them. */
const titlePlace = (page: Page) =>
  page.evaluate(`(() => {
    const title = document.querySelector('header h1').getBoundingClientRect();
    const header = document.querySelector('header').getBoundingClientRect();
    return [title.x, title.y, title.height, header.height].map(Math.round);
  })()`);

const policyErrors = (page: Page): string[] => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
};

test('signed in, a page opens on its frame and title before its code has run, then the app takes it over', async () => {
  const { page } = await freshTablet();
  const refused = policyErrors(page);
  await signIn(page);

  expect(await startScreenOf(page, '/qi-report-view')).toEqual({
    root: 'QI Fabric Report View',
    lang: 'en',
  });
  await expect(screenTitle(page).textContent()).resolves.toBe('QI Fabric Report View');
  // The start script ran under the Content-Security-Policy, which allows it by its hash.
  expect(refused).toEqual([]);

  // With its code, the app's own header replaces it: one header, the same title in the same
  // place, on a tablet and on a phone (where the header is one row, its status an icon).
  for (const width of [800, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await startScreenOf(page, '/qi-report-view');
    const before = await titlePlace(page);
    await page.reload();
    await page.getByRole('button', { name: /menu/i }).waitFor();
    await expect(page.locator('header').count()).resolves.toBe(1);
    await expect(page.locator('.boot-frame').count()).resolves.toBe(0);
    await expect(screenTitle(page).textContent()).resolves.toBe('QI Fabric Report View');
    expect(await titlePlace(page)).toEqual(before);
  }
});

test('the start frame speaks the language chosen on the device', async () => {
  const { page } = await freshTablet();
  await signIn(page);
  await page.evaluate(`localStorage.setItem('greige-preferences', '{"language":"ta"}')`);

  expect(await startScreenOf(page, '/qi-report-view')).toEqual({
    root: ta('page_qi_report_view'),
    lang: 'ta',
  });
  // The start path of a signed-in device is its home page, greeting the user in Tamil.
  const home = (await startScreenOf(page, '/')).root.split('\n');
  expect(home[0]).toBe(ta('page_select_home'));
  expect(home).toContain(ta('home_hello', { name: 'admin' }));
});

test('signed out, or on a path that is no page, the start screen is the app’s name alone', async () => {
  const { page } = await freshTablet();
  expect(await startScreenOf(page, '/qi-report-view')).toEqual({ root: 'Greige', lang: 'en' });

  await signIn(page);
  expect((await startScreenOf(page, '/no-such-page')).root).toBe('Greige');
});

/** The home page's texts and where each stands: a tile moved by the app's would show here. */
const homePlaces = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('main h2, main h3, main .boot-tile-title, main a > span')]
    .map((e) => { const r = e.getBoundingClientRect();
      return [e.textContent, ...[r.x, r.y, r.width, r.height].map(Math.round)].join(' '); })`) as Promise<
    string[]
  >;

test('the home page opens on the tiles its user saw there last, and the app’s tiles take their places', async () => {
  const { page } = await freshTablet();
  await signIn(page);
  // Seen once with the app: the tiles are kept for the next start.
  await page.getByRole('link', { name: 'QI Fabric Report View' }).waitFor();

  for (const width of [1280, 800, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await startScreenOf(page, '/select-home');
    const before = await homePlaces(page);
    // The greeting, each area's name and each tile's title, before any of the app's code.
    expect(before[0]).toMatch(/^Hello, admin /);
    expect(before.some((p) => p.startsWith('Inspection '))).toBe(true);
    expect(before.some((p) => p.startsWith('QI Fabric Report View '))).toBe(true);
    expect(before.length).toBeGreaterThan(20);
    await expect(page.getByRole('link').count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole('link', { name: 'QI Fabric Report View' }).waitFor();
    await expect(page.locator('.boot-main').count()).resolves.toBe(0);
    expect(await homePlaces(page)).toEqual(before);
  }

  // Signing out takes them off the device.
  await logOut(page);
  await expect(page.evaluate(`localStorage.getItem('greige-home-tiles')`)).resolves.toBeNull();
});

/** A roll still being inspected on the demo mill today: mistake-details shows its defect grid. */
async function openRoll(page: Page): Promise<{ reportNo: string; rollNo: string }> {
  const today = dayInZone(new Date());
  const res = await page.request.get('/api/api/getQIReportFromDBAllData', {
    headers: CLIENT_HEADERS,
    params: { jsonStartDate: today, jsonEndDate: today, limit: '200' },
  });
  const { rows } = (await res.json()) as {
    rows: { reportNo: string; status: string; rollRows: { rollNo: string; status: string }[] }[];
  };
  for (const report of rows.filter((r) => r.status === 'ongoing'))
    for (const roll of report.rollRows)
      if (roll.status !== 'completed') return { reportNo: report.reportNo, rollNo: roll.rollNo };
  throw new Error('the demo mill has no roll being inspected today');
}

/** The roll line's text, place and size: the frame's before the app, the app's after. */
const rollLinePlace = (line: Locator) =>
  line.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return [e.textContent, ...[r.x, r.y, r.width, r.height].map(Math.round)];
  });

test('a roll opens on its line, its sheet asked for with the page and read once, and the app’s line takes its place', async () => {
  const { page } = await freshTablet();
  await signIn(page);
  const roll = await openRoll(page);
  const path = `/mistake-details${searchOf(roll)}`;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/getQIReportFromERPNEXT')) asked.push(r.url());
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // Before any of the app's code: the frame asks for the sheet and writes the roll's line.
    await page.route(START_CHUNK, (route) => route.abort());
    await page.goto(path);
    const frameLine = page.locator('#root .boot-roll-line');
    const before = await rollLinePlace(frameLine);
    expect(before[0]).toMatch(new RegExp(`^Roll ${roll.rollNo} · .+ · [\\d.,]+ kg$`));
    await page.unroute(START_CHUNK);

    // With the code: the app reads the sheet the frame asked for, and its line stands where the
    // frame's stood, in the same size.
    asked.length = 0;
    await page.reload();
    const appLine = page.getByText(String(before[0]), { exact: true });
    await page.getByRole('button', { name: /^Undo/ }).waitFor();
    await expect(page.locator('.boot-main').count()).resolves.toBe(0);
    expect(await rollLinePlace(appLine)).toEqual(before);
    expect(asked).toHaveLength(1);
  }
});
