import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, newAccount, register } from './helpers';
import { waitForServiceWorker } from './offline-support';

/** The seed's toast duration (§9; TOAST_DURATION_MS in src/lib/toast.ts). */
const TOAST_MS = 5000;

/**
 * The toast's timer is a setTimeout (src/lib/toast.ts), so the page's clock drives it: each tablet
 * gets Playwright's fake clock before its first page loads. Time flows as usual until a test
 * pauses or moves it; no test here waits for real time to pass.
 */
async function tabletWithClock() {
  // Installed, as a tablet at the tables: going offline mid-install is a case of its own.
  const tablet = await freshTablet({ serviceWorker: true });
  await tablet.context.clock.install();
  return tablet;
}

/** The page's own time, on its fake clock. */
const pageNow = async (page: Page) => z.number().parse(await page.evaluate(() => Date.now()));

/** The toast's box is centred in the viewport (800 × 1280), give or take a pixel of rounding. */
async function expectCentred(page: Page, box: Locator): Promise<void> {
  const rect = await box.boundingBox();
  const viewport = page.viewportSize();
  if (!rect || !viewport) throw new Error('the toast has no box');
  expect(Math.abs(rect.x + rect.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(rect.y + rect.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
}

describe('the toast', () => {
  test('going offline shows “no internet” in the middle, and it stays past 5 s until Dismiss', async () => {
    const { context, page } = await tabletWithClock();
    await signIn(page);
    // Going offline while the service worker is still installing on a first visit is a separate
    // case; here the tablet has been used before, as at the tables.
    await waitForServiceWorker(page);

    await context.setOffline(true);

    const toast = page
      .getByRole('status')
      .filter({ hasText: /no internet/i })
      .locator('> *');
    await toast.waitFor();
    await expectCentred(page, toast);
    // Each toast is a new box (keyed by its id): the same box afterwards means it never went.
    const shown = await toast.elementHandle();
    if (!shown) throw new Error('the no-internet toast has no box');

    // Twice a normal toast's time on the page's clock, every timer on the way run in turn (the
    // reconnect pings among them, which fail while offline).
    await page.clock.runFor(2 * TOAST_MS);
    expect(await shown.evaluate((el) => el.isConnected)).toBe(true);
    expect(await toast.isVisible()).toBe(true);

    await toast.getByRole('button', { name: 'Dismiss' }).click();

    await toast.waitFor({ state: 'detached' });
    await context.setOffline(false);
  });

  test('a normal message (password changed) shows in the middle and goes after 5 s', async () => {
    const { context, page } = await tabletWithClock();
    const account = newAccount('toast');
    await register(context, account);
    await signIn(page, account);
    await page.goto('/user-profile');

    const newPassword = 'another long e2e password';
    await page.getByRole('textbox', { name: /^current password/i }).fill(account.password);
    await page.getByRole('textbox', { name: /^new password/i }).fill(newPassword);
    await page.getByRole('textbox', { name: /^repeat new password/i }).fill(newPassword);
    // The page's clock stands still from here: the toast's timer starts at this instant, whenever
    // the server's answer arrives in real time.
    await page.clock.pauseAt((await pageNow(page)) + 1000);
    await page.getByRole('button', { name: 'Change password' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Password changed.' }).locator('> *');
    await toast.waitFor();
    await expectCentred(page, toast);
    expect(await toast.getByRole('button').count()).toBe(0);

    await page.clock.runFor(TOAST_MS - 100);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await toast.waitFor({ state: 'detached' });
  });
});
