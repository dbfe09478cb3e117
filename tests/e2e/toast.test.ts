import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, newAccount, register } from './helpers';
import { waitForServiceWorker } from './offline-support';

/** The seed's toast duration (§9) and the tolerance these timings allow either way. */
const TOAST_MS = 5000;
const TOLERANCE_MS = 500;

/**
 * Notes, in the page's own clock, when a toast box enters and leaves the toast layer: a
 * MutationObserver reacts within the same task, so the timings do not depend on Playwright polling.
 */
const TOAST_LOG_SCRIPT = `(() => {
  const log = [];
  window.__toastLog = log;
  let current = null;
  new MutationObserver(() => {
    const el = document.querySelector('[role="status"][aria-live] > *');
    if (el === current) return;
    const now = performance.now();
    if (current) log[log.length - 1].hiddenAt = now;
    current = el;
    if (el) log.push({ text: el.textContent, shownAt: now, hiddenAt: null });
  }).observe(document, { childList: true, subtree: true });
})();`;

const toastLog = z.array(
  z.object({ text: z.string(), shownAt: z.number(), hiddenAt: z.number().nullable() }),
);
const readToastLog = async (page: Page) => toastLog.parse(await page.evaluate('window.__toastLog'));
const pageNow = async (page: Page) => z.number().parse(await page.evaluate('performance.now()'));

async function tabletWithToastLog(): Promise<{ context: BrowserContext; page: Page }> {
  const tablet = await freshTablet();
  await tablet.context.addInitScript(TOAST_LOG_SCRIPT);
  return tablet;
}

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
    const { context, page } = await tabletWithToastLog();
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
    const [shown] = await readToastLog(page);
    if (!shown) throw new Error('the toast log is empty');
    // Wait, in the page's clock, until well past the normal toast's 5 s.
    const waitMs = shown.shownAt + TOAST_MS + 2 * TOLERANCE_MS - (await pageNow(page));
    await page.waitForTimeout(Math.max(0, waitMs));
    expect(await toast.isVisible()).toBe(true);
    expect((await readToastLog(page))[0]?.hiddenAt).toBeNull();

    await toast.getByRole('button', { name: 'Dismiss' }).click();

    await toast.waitFor({ state: 'detached' });
    await context.setOffline(false);
  });

  test('a normal message (password changed) shows in the middle and goes after 5 s', async () => {
    const { context, page } = await tabletWithToastLog();
    const account = newAccount('toast');
    await register(context, account);
    await signIn(page, account);
    await page.goto('/user-profile');

    const newPassword = 'another long e2e password';
    await page.getByRole('textbox', { name: /^current password/i }).fill(account.password);
    await page.getByRole('textbox', { name: /^new password/i }).fill(newPassword);
    await page.getByRole('textbox', { name: /^repeat new password/i }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Password changed.' }).locator('> *');
    await toast.waitFor();
    await expectCentred(page, toast);
    expect(await toast.getByRole('button').count()).toBe(0);

    await toast.waitFor({ state: 'detached', timeout: TOAST_MS + 3 * TOLERANCE_MS });
    const entry = (await readToastLog(page)).find((t) => t.text === 'Password changed.');
    if (!entry?.hiddenAt) throw new Error('the password toast was not logged as shown and hidden');
    expect(entry.hiddenAt - entry.shownAt).toBeGreaterThanOrEqual(TOAST_MS - TOLERANCE_MS);
    expect(entry.hiddenAt - entry.shownAt).toBeLessThanOrEqual(TOAST_MS + TOLERANCE_MS);
  });
});
