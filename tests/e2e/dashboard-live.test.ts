import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle } from './helpers';
import { enterRoll, startReport, usableRoll } from './inspection-support';
import { layoutProblems } from './layout-support';
import { PHONE, TABLET } from './tamil-support';

/**
 * The live floor on the demo mill: a supervisor's screen changes while an inspector taps on
 * another tablet, without a reload, and its figures read from across the room.
 */

/** The card of the table a report is on, found by the report's number. */
const cardOf = (page: Page, reportNo: string): Locator =>
  page.getByTestId('live-card').filter({ hasText: reportNo });

/** A figure of a card by its label: the definition list's term, then its value. */
const figure = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const pointsOn = async (card: Locator) => Number((await figure(card, 'Points').innerText()).trim());

/**
 * Moves the wall's clock past the live floor's refresh (every 5 s, src/features/live/liveData.ts)
 * and then reads `what`: the wall asks for the floor again as it would five seconds later, without
 * the test waiting out the seconds.
 */
const afterRefresh =
  <T>(page: Page, what: () => Promise<T>) =>
  async (): Promise<T> => {
    await page.clock.fastForward(5_000);
    return what();
  };

describe('dashboardlive', () => {
  test('changes while an inspector taps on another tablet, without a reload', async () => {
    const wall = await freshTablet();
    // The wall's timers run on Playwright's clock, which the test moves on (afterRefresh).
    await wall.context.clock.install();
    await wall.page.setViewportSize({ width: 1280, height: 900 });
    await signIn(wall.page);
    let loads = 0;
    wall.page.on('load', () => loads++);
    await wall.page.goto('/dashboardlive');
    await screenTitle(wall.page).filter({ hasText: 'Live inspection' }).waitFor();
    await wall.page.getByRole('heading', { name: 'Fabric tables' }).waitFor();
    const loadsAtStart = loads;

    const inspector = await freshTablet();
    await signIn(inspector.page);
    const { reportNo, candidates } = await startReport(inspector.context, inspector.page);
    const rollNo = await usableRoll(inspector.context, reportNo, candidates);
    expect(rollNo).not.toBe('');

    // The new report shows up on its table's card by itself, at the wall's next refresh.
    const card = cardOf(wall.page, reportNo);
    const poll = { timeout: 20_000, interval: 250 };
    await expect
      .poll(
        afterRefresh(wall.page, () => card.count()),
        poll,
      )
      .toBe(1);
    await expect.poll(() => card.innerText()).toMatch(/Busy/);

    await enterRoll(inspector.page, rollNo);
    await expect
      .poll(
        afterRefresh(wall.page, () => card.innerText()),
        poll,
      )
      .toContain(`Roll ${rollNo}`);
    const before = await pointsOn(card);

    await inspector.page.getByRole('button', { name: /^Hole,/ }).click();
    await expect
      .poll(
        afterRefresh(wall.page, () => pointsOn(card)),
        poll,
      )
      .toBeGreaterThan(before);

    // The card opens its report.
    expect(loads).toBe(loadsAtStart);
    await card.click();
    await wall.page.waitForURL((u) => u.pathname === '/report-view-detail');
    await wall.page.getByText(reportNo).first().waitFor();
  });

  test('reads from three metres in wall mode, and fits a phone and a tablet', async () => {
    const { page } = await freshTablet();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page);
    await page.goto('/dashboardlive');
    await page.getByTestId('live-card').first().waitFor();
    const fontPx = async () =>
      Number.parseFloat(
        await page
          .locator('[data-figure]')
          .first()
          .evaluate(
            (el) =>
              (
                globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }
              ).getComputedStyle(el).fontSize,
          ),
      );
    // A figure on the desktop card is already large; on the wall, larger still.
    expect(await fontPx()).toBeGreaterThanOrEqual(32);
    await page.getByRole('button', { name: 'Wall screen' }).click();
    await page.waitForURL((u) => u.searchParams.get('wall') === 'true');
    await expect.poll(fontPx).toBeGreaterThanOrEqual(48);
    await page.getByRole('button', { name: 'Leave wall screen' }).waitFor();

    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await page.goto('/dashboardlive?wall=true');
      await page.getByTestId('live-card').first().waitFor();
      expect(await layoutProblems(page)).toEqual([]);
    }
  });
});
