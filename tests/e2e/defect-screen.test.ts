import { describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { ADMIN, signIn } from '../support/browser';
import { removeDataDir, startServer } from '../support/server-process';
import { CLIENT_HEADERS, freshTablet, searchOf, waitForPath } from './helpers';
import { enterRoll, read, reportOnDefects, usableRoll } from './inspection-support';
import { tabletOn } from './offline-support';
import { PERSIST_KEY } from '../../src/lib/storageKeys';

/**
 * The defect screen (mistake-details) as an inspector meets it roll after roll: a grid that keeps
 * its order for the whole report, a verdict that follows the rolls' grades, a completed report's
 * result instead of buttons, a no-internet toast that keeps off the grid, the score read out, and
 * points choices a finger can hit.
 */

const GRID = { en: 'Record a mistake', ta: 'குறையைப் பதிவு செய்' } as const;
const grid = (page: Page, language: keyof typeof GRID = 'en') =>
  page.getByRole('group', { name: GRID[language] });
const scorePanel = (page: Page) => page.getByRole('group', { name: 'Roll score' });

/** The defects' names in the grid's order (a button's name starts with the defect's). */
async function gridOrder(page: Page): Promise<string[]> {
  await grid(page).getByRole('button').first().waitFor();
  const names = await grid(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.split(',')[0] ?? n);
}

/**
 * The page's globals, as page functions see them (the tests' types have no DOM). Written out in
 * each page function: a page function is sent as its source, without this module's names.
 */
type PageGlobals = {
  localStorage: { setItem(k: string, v: string): void; removeItem(k: string): void };
  document: { activeElement: unknown };
};

const masterRow = z.object({
  name: z.string(),
  usage: z.number(),
  sortOrder: z.number(),
  active: z.boolean(),
  appliesTo: z.string(),
});

/** Boxes overlap (both given in the page's viewport coordinates). */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of each defect button the inspector can see: below the sticky header, on screen. */
async function visibleButtonBoxes(page: Page, language: keyof typeof GRID) {
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  const height = page.viewportSize()?.height ?? 0;
  const boxes = await grid(page, language)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
  return boxes
    .map((b) => {
      const top = Math.max(b.y, headerBottom);
      const bottom = Math.min(b.y + b.height, height);
      return { ...b, y: top, height: bottom - top };
    })
    .filter((b) => b.height > 0);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('the defect screen', () => {
  test('keeps its grid in one order for the whole report, however the mill’s usage moves', async () => {
    // A mill of its own: the test makes one defect the most used, which other files would notice.
    const server = await startServer(
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STATIC_DIR: 'dist' },
      { dataFrom: inject('demoMillDir') },
    );
    try {
      const { context, page } = await tabletOn(server.url);
      context.setDefaultTimeout(10_000);
      await signIn(page);
      const { reportNo, rollNo, candidates } = await reportOnDefects(context, page);
      const atStart = await gridOrder(page);
      expect(atStart.length).toBeGreaterThan(3);

      // The least used defect becomes the most used: recorded on this roll more often than any.
      const rarest = atStart.at(-1) ?? '';
      const master = z.array(masterRow).parse(await read(context, 'getMistakeDetailsFromDB'));
      const usage = (name: string) => master.find((m) => m.name === name)?.usage ?? 0;
      let needed = Math.max(...master.map((m) => m.usage)) - usage(rarest) + 1;
      while (needed > 0) {
        const count = Math.min(500, needed);
        const res = await context.request.post('/api/api/postMistakeDataInDB', {
          headers: CLIENT_HEADERS,
          data: {
            jsonData: {
              reportNo,
              rollNo,
              mistakes: Array.from({ length: count }, () => ({ mistake: rarest, points: 1 })),
            },
          },
        });
        expect(res.ok()).toBe(true);
        needed -= count;
      }
      const now = z.array(masterRow).parse(await read(context, 'getMistakeDetailsFromDB'));
      expect(now[0]?.name).toBe(rarest);

      // Read anew after a reload (the kept list dropped): the grid keeps its places.
      await page.evaluate(
        (key) => (globalThis as unknown as PageGlobals).localStorage.removeItem(key),
        PERSIST_KEY,
      );
      await page.reload();
      expect(await gridOrder(page)).toEqual(atStart);

      // The next roll of the same report: the same places.
      await page.getByRole('button', { name: 'Complete roll' }).click();
      await page.getByRole('button', { name: 'Next roll' }).click();
      await waitForPath(page, '/select-create-roll');
      const second = await usableRoll(context, reportNo, candidates);
      expect(second).not.toBe('');
      await enterRoll(page, second);
      expect(await gridOrder(page)).toEqual(atStart);

      // What holds the order is what the tablet kept for this report: without it, the grid
      // follows the mill's usage as it is now.
      await page.evaluate((key) => {
        const storage = (globalThis as unknown as PageGlobals).localStorage;
        storage.removeItem('greige-defect-order');
        storage.removeItem(key);
      }, PERSIST_KEY);
      await page.reload();
      const fresh = await gridOrder(page);
      expect(fresh[0]).toBe(rarest);
      expect(fresh).not.toEqual(atStart);
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  }, 240_000);

  test('suggests the verdict the grades call for, says it completed, and shows the result read-only', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    // 2 kg of fabric: one hole is enough for grade 3.
    const { reportNo, rollNo, candidates } = await reportOnDefects(context, page, '2');
    await page.getByRole('button', { name: /^Hole,/ }).click();
    await expect.poll(() => scorePanel(page).innerText()).toMatch(/Grade 3/i);
    await page.getByRole('button', { name: 'Complete roll' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete roll ${rollNo}` });
    // Its own roll's grade already decides: not OK, and OK cannot be chosen.
    await expect.poll(() => dialog.getByLabel('Inspect not OK').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Inspect OK').isDisabled()).toBe(true);
    await dialog.getByText(`Roll ${rollNo} is grade 3, so the report is Inspect not OK.`).waitFor();
    await dialog.getByRole('button', { name: 'Next roll' }).click();
    await waitForPath(page, '/select-create-roll');

    // A clean second roll: the first roll's grade 3 still decides, named in the reason.
    const second = await usableRoll(context, reportNo, candidates);
    expect(second).not.toBe('');
    await enterRoll(page, second);
    await page.getByRole('button', { name: 'Complete roll' }).click();
    const last = page.getByRole('dialog', { name: `Complete roll ${second}` });
    await last.getByText(`Roll ${rollNo} is grade 3, so the report is Inspect not OK.`).waitFor();
    expect(await last.getByLabel('Inspect not OK').isChecked()).toBe(true);
    await last.getByRole('button', { name: 'Complete the report' }).click();

    // Said on the screen, with the place the report is now listed under.
    const done = page.getByRole('heading', {
      name: `Report ${reportNo} completed: Inspect not OK`,
    });
    await done.waitFor();
    await expect
      .poll(() =>
        done.evaluate((h) => h === (globalThis as unknown as PageGlobals).document.activeElement),
      )
      .toBe(true);
    await page
      .getByText('It is now listed in QI Fabric Report View under “Inspect not OK”.')
      .waitFor();
    expect(await grid(page).count()).toBe(0);
    await expect
      .poll(async () =>
        z
          .object({ status: z.string(), verdict: z.string().nullable() })
          .parse(await read(context, 'getQIReportWithRollsFromDB', { report_no: reportNo })),
      )
      .toEqual({ status: 'completed', verdict: 'inspectNotOk' });

    await page.getByRole('link', { name: 'QI Fabric Report View › Inspect not OK' }).click();
    await waitForPath(page, '/qi-report-view');
    await page.getByRole('row').filter({ hasText: reportNo }).first().waitFor();

    // Back on the first roll's defect screen: its result, and nothing to tap.
    await page.goto(`/mistake-details${searchOf({ reportNo, rollNo })}`);
    await page
      .getByRole('heading', { name: `Report ${reportNo} is completed: Inspect not OK` })
      .waitFor();
    await expect.poll(() => scorePanel(page).innerText()).toMatch(/Grade 3/i);
    expect(await grid(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Hole,/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Complete roll' }).count()).toBe(0);
    await page.getByText('Mistakes on this roll').waitFor();
    await page.getByRole('link', { name: `Open report ${reportNo}` }).click();
    await waitForPath(page, '/report-view-detail');
  });

  test('no internet: the toast sits over the header, off the grid, and says when the network is back', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    await reportOnDefects(context, page);
    const toast = page.locator('[role="status"][data-placement="top"] > *');

    for (const [width, height, language] of [
      [800, 1280, 'en'],
      [390, 844, 'ta'],
    ] as const) {
      await page.setViewportSize({ width, height });
      if (language === 'ta') {
        await page.evaluate(() =>
          (globalThis as unknown as PageGlobals).localStorage.setItem(
            'greige-preferences',
            JSON.stringify({ language: 'ta' }),
          ),
        );
        await page.reload();
      }
      const buttons = grid(page, language).getByRole('button');
      await buttons.first().waitFor();
      // Scrolled so the grid fills the screen under the header, as while tapping on a phone.
      await buttons.last().scrollIntoViewIfNeeded();
      await context.setOffline(true);
      await toast.waitFor();
      expect(await toast.innerText()).toMatch(language === 'en' ? /No internet/ : /இன்டர்நெட் இல்லை/);

      const box = await boxOf(toast);
      const header = await boxOf(page.locator('header').first());
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
      const visible = await visibleButtonBoxes(page, language);
      expect(visible.length).toBeGreaterThan(0);
      for (const button of visible) expect(overlaps(box, button)).toBe(false);

      // A tap on a defect goes to the defect, toast or not.
      const tapped = buttons.last();
      const before = (await tapped.getAttribute('aria-label')) ?? '';
      await tapped.click();
      await expect.poll(() => tapped.getAttribute('aria-label')).not.toBe(before);

      await context.setOffline(false);
      await expect
        .poll(() => toast.innerText(), { timeout: 20_000 })
        .toMatch(language === 'en' ? /Connected again/ : /இன்டர்நெட் வந்துவிட்டது/);
      await toast.getByRole('button').click();
      await toast.waitFor({ state: 'detached' });
    }
  });

  test('reads the score out once it settles, and its points choices are a finger wide', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    await reportOnDefects(context, page);
    const said = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /^Score:/ });
    await page.getByRole('button', { name: /^Hole,/ }).click();
    await page.getByRole('button', { name: /^Hole,/ }).click();
    // Two quick taps: one sentence, for the score they leave.
    await expect
      .poll(() => said.textContent(), { timeout: 5000 })
      .toMatch(/^Score: 8 points(, [\d.]+ per 100 m², grade \d|, no grade yet)\.$/);

    for (const width of [390, 800]) {
      await page.setViewportSize({ width, height: 1000 });
      const choices = page.getByRole('radiogroup', { name: 'Points for the next tap' });
      const labels = choices.locator('label');
      expect(await labels.count()).toBe(6);
      const tops = new Set<number>();
      for (const label of await labels.all()) {
        const box = await boxOf(label);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        tops.add(Math.round(box.y));
      }
      // One row, no word broken: the six choices side by side.
      expect(tops.size).toBe(1);
      const group = await boxOf(choices);
      expect(group.x + group.width).toBeLessThanOrEqual(width);
    }
    // A choice still works by its label, for the next tap only.
    const choices = page.getByRole('radiogroup', { name: 'Points for the next tap' });
    await choices.getByText('2', { exact: true }).click();
    await expect.poll(() => choices.getByLabel('2', { exact: true }).isChecked()).toBe(true);
    // A knot (1 point by default; a hole is 4 whatever is chosen) tapped as 2.
    await page.getByRole('button', { name: /^Knot,/ }).click();
    await expect.poll(() => choices.getByLabel('Default', { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => scorePanel(page).innerText()).toMatch(/\b10\s+points/);
  });
});
