import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { READS_CACHE } from '../../contract/core/wire';
import { signIn } from '../support/browser';
import { freshTablet } from './helpers';
import { reportOnDefects, rollSheet, scoreFigure, sheetOnServer } from './inspection-support';
import { layoutProblems } from './layout-support';
import { waitForServiceWorker } from './offline-support';
import { PHONE, TABLET } from './tamil-support';

/**
 * A roll's defect screen through a network that drops mid-roll: a tap the server has answered, a
 * tap made with no network, and a reload with no network. Offline, the service worker answers the
 * roll's sheet with its last copy; the screen must still show the answered tap, the kept one and
 * the score of both, and once back online the server holds each tap once.
 */

interface PageCaches {
  caches: {
    open(name: string): Promise<{
      keys(): Promise<readonly { url: string }[]>;
      match(request: { url: string }): Promise<{ json(): Promise<unknown> } | undefined>;
    }>;
  };
}

/**
 * How many taps the roll's sheet holds as the tablet would show it offline (the service worker's
 * last copy), or null while it has none.
 */
async function tapsOnTablet(page: Page, reportNo: string, rollNo: string) {
  const copies = await page.evaluate(async (cacheName) => {
    const cache = await (globalThis as unknown as PageCaches).caches.open(cacheName);
    const reads = (await cache.keys()).filter((r) => r.url.includes('getQIReportFromERPNEXT'));
    return Promise.all(reads.map(async (r) => (await cache.match(r))?.json()));
  }, READS_CACHE);
  const ofRoll = rollSheet.extend({
    roll: rollSheet.shape.roll.extend({ reportNo: z.literal(reportNo), rollNo: z.literal(rollNo) }),
  });
  const copy = copies.map((c) => ofRoll.safeParse(c)).find((c) => c.success);
  return copy?.data ? copy.data.mistakes.length : null;
}

const pending = (page: Page) => page.getByTestId('pending-saves').getAttribute('data-pending');
const hole = (page: Page) => page.getByRole('button', { name: /^Hole,/ });
const onTablet = (page: Page) => page.getByText('on tablet', { exact: true }).count();
const preview = (page: Page) => page.getByText(/^Preview on this tablet/).count();
const holesListed = (page: Page) => page.locator('li').filter({ hasText: /^Hole/ }).count();

/** How tall the score panel is: the preview note's room is part of it. */
async function scoreHeight(page: Page): Promise<number> {
  const box = await page.getByRole('group', { name: 'Roll score' }).boundingBox();
  if (!box) throw new Error('no score panel on screen');
  return box.height;
}

describe('a roll’s defects through a lost network and a reload', () => {
  test('a tap the server answered stays on screen, with the score, after an offline reload', async () => {
    const { context, page } = await freshTablet({ serviceWorker: true });
    await signIn(page);
    // Installed and controlling the page before the network can go.
    await waitForServiceWorker(page);
    const { reportNo, rollNo } = await reportOnDefects(context, page);
    await expect.poll(() => pending(page)).toBe('0');

    // One hole, answered by the server: the screen shows the server's score, not its preview.
    await hole(page).click();
    await expect
      .poll(async () => (await sheetOnServer(context, reportNo, rollNo)).mistakes)
      .toHaveLength(1);
    await expect.poll(() => pending(page)).toBe('0');
    await expect.poll(() => onTablet(page)).toBe(0);
    await expect.poll(() => preview(page)).toBe(0);
    expect(await scoreFigure(page, 'mistakes')).toBe('1');
    const answered = String((await sheetOnServer(context, reportNo, rollNo)).roll.points);
    await expect.poll(() => scoreFigure(page, 'points')).toBe(answered);
    // What the tablet would show offline has caught up with it.
    await expect.poll(() => tapsOnTablet(page, reportNo, rollNo)).toBe(1);

    // The network goes; a second hole is kept on the tablet.
    await context.setOffline(true);
    await hole(page).click();
    await expect.poll(() => pending(page)).toBe('1');
    await expect.poll(() => scoreFigure(page, 'mistakes')).toBe('2');
    await expect.poll(() => holesListed(page)).toBe(2);
    const points = await scoreFigure(page, 'points');
    expect(Number(points)).toBeGreaterThan(Number(answered));
    // The score is this tablet's preview until the server answers: the note says so, in the
    // room the panel keeps for it whether it shows or not (what is below does not move).
    expect(await preview(page)).toBe(1);
    // The note and the figures stay inside the panel, which cuts whatever runs out of it (its
    // paint is contained), on a phone as on the tablet.
    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      expect(await layoutProblems(page), `at ${size.width} px`).toEqual([]);
    }
    const withNote = await scoreHeight(page);

    // A reload with no network: both holes, the kept one still on the tablet, the same score.
    await page.reload();
    await expect.poll(() => pending(page)).toBe('1');
    await expect.poll(() => scoreFigure(page, 'mistakes')).toBe('2');
    await expect.poll(() => scoreFigure(page, 'points')).toBe(points);
    await expect.poll(() => holesListed(page)).toBe(2);
    expect(await onTablet(page)).toBe(1);
    expect(await hole(page).getAttribute('aria-label')).toMatch(/, 2 so far$/);

    // Back online: the kept hole lands, each hole once, and the server's score is the one shown.
    await context.setOffline(false);
    await expect.poll(() => pending(page), { timeout: 30_000 }).toBe('0');
    await expect.poll(() => onTablet(page)).toBe(0);
    const stored = await sheetOnServer(context, reportNo, rollNo);
    expect(stored.mistakes).toHaveLength(2);
    expect(new Set(stored.mistakes.map((m) => m.clientId)).size).toBe(2);
    expect(String(stored.roll.points)).toBe(points);
    await expect.poll(() => scoreFigure(page, 'points')).toBe(points);
    expect(await scoreFigure(page, 'mistakes')).toBe('2');
    await expect.poll(() => preview(page)).toBe(0);
    expect(await scoreHeight(page)).toBe(withNote);
  }, 120_000);
});
