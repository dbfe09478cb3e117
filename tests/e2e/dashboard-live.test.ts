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

describe('dashboardlive', () => {
  test('changes while an inspector taps on another tablet, without a reload', async () => {
    const wall = await freshTablet();
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

    // The new report shows up on its table's card by itself.
    const card = cardOf(wall.page, reportNo);
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(() => card.innerText()).toMatch(/Busy/);

    await enterRoll(inspector.page, rollNo);
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toContain(`Roll ${rollNo}`);
    const before = await pointsOn(card);

    await inspector.page.getByRole('button', { name: /^Hole,/ }).click();
    await expect.poll(() => pointsOn(card), { timeout: 20_000 }).toBeGreaterThan(before);

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
