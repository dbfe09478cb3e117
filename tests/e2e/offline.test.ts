import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import {
  countInDatabase,
  installableTablet,
  keepSavesOnTablet,
  ownServer,
  tabletOn,
  waitForServiceWorker,
} from './offline-support';
import { SESSION_KEPT } from '../support/kept';

const server = await ownServer();
// Every test leaves the server running for the next, whatever happened.
afterEach(async () => {
  await server.restart().catch(() => undefined);
});

const pendingSaves = (page: Page) => page.getByTestId('pending-saves');
const noInternet = (page: Page) => page.locator('[data-variant="noInternet"]');

/**
 * Signs in as the administrator and waits for the service worker and the persisted session. With
 * `clock`, the tablet has Playwright's fake clock from its first page on: time flows as usual
 * until the test moves it, and then the app's timers run as if that time had passed.
 */
async function visitOnce(opts: { clock?: boolean } = {}): Promise<Page> {
  const { context, page } = await tabletOn(server.url);
  if (opts.clock) await context.clock.install();
  await signIn(page);
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(SESSION_KEPT), { timeout: 10_000 }).toBe(true);
  return page;
}

describe('offline, with the server really stopped', () => {
  test('the shell loads after one visit, and the no-internet toast stays until Dismiss', async () => {
    const page = await visitOnce({ clock: true });
    await server.stop();

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/select home|home/i);
    await expect(pendingSaves(page).textContent()).resolves.toContain('All saved');
    await noInternet(page).waitFor({ timeout: 10_000 });
    // Each toast is a new box: the same box afterwards means it never went.
    const shown = await noInternet(page).elementHandle();
    if (!shown) throw new Error('the no-internet toast has no box');
    // Well past a normal toast's 5 s on the page's clock, every timer on the way run in turn:
    // the reconnect pings, which find the server still stopped, among them.
    await page.clock.runFor(15_000);
    expect(await shown.evaluate((el) => el.isConnected)).toBe(true);
    expect(await noInternet(page).isVisible()).toBe(true);
    await noInternet(page).getByRole('button', { name: 'Dismiss' }).click();
    await noInternet(page).waitFor({ state: 'detached' });
  });

  test('saves kept offline survive a reload and each lands exactly once when the server is back', async () => {
    const page = await visitOnce();
    await server.stop();
    const tag = Date.now().toString(36);
    const saves = await keepSavesOnTablet(page, [`off-a-${tag}`, `off-b-${tag}`, `off-c-${tag}`]);

    // Still offline: the app comes back from the precache and shows what waits.
    await page.reload();
    await expect.poll(() => pendingSaves(page).getAttribute('data-pending')).toBe('3');
    await expect(pendingSaves(page).textContent()).resolves.toContain('3 saves waiting');
    await page.reload();
    await expect.poll(() => pendingSaves(page).getAttribute('data-pending')).toBe('3');

    await server.restart();
    await expect
      .poll(() => pendingSaves(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    await expect(pendingSaves(page).textContent()).resolves.toContain('All saved');

    await server.stop();
    const counts = await countInDatabase(server.dataDir, saves);
    // register stores no Idempotency-Key (its body holds a password); usernames are unique, so
    // one user each is each save landed exactly once.
    expect(counts.users).toEqual(Object.fromEntries(saves.map((s) => [s.username, 1])));
  });

  test('a save whose answer is lost after the server committed is not doubled', async () => {
    const page = await visitOnce();
    let dropped = 0;
    // The server commits the save; the connection is cut before the tablet reads the answer.
    await page.context().route('**/api/api/register', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const saves = await keepSavesOnTablet(page, [`lost-${Date.now().toString(36)}`]);
    await page.reload();
    await expect
      .poll(() => pendingSaves(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    expect(dropped).toBe(1);

    await server.stop();
    const counts = await countInDatabase(server.dataDir, saves);
    expect(Object.values(counts.users)).toEqual([1]);
  });

  test('a new version waits for the user’s Update and never reloads on its own', async () => {
    const page = await visitOnce();
    // A new build is published: the service worker script changes.
    appendFileSync(path.join(server.staticDir, 'sw.js'), '\n// next version\n');
    await page.evaluate('window.__sameDocument = true');
    await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r && r.update())');
    const update = page.getByRole('button', { name: 'Update' });
    await update.waitFor({ timeout: 30_000 });
    // Real time, not Playwright's clock: with the clock installed the update's reload does not
    // come after Update either, so the clock cannot tell the two apart here.
    await page.waitForTimeout(2000);
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
    expect(await update.isVisible()).toBe(true);

    await update.click();
    await expect
      .poll(() => page.evaluate('window.__sameDocument === true').catch(() => true), {
        timeout: 15_000,
      })
      .toBe(false);
    await pendingSaves(page).waitFor();
    await expect.poll(() => update.isVisible()).toBe(false);
  });
});

describe('a screen this tablet never opened, asked for offline', () => {
  const notHere = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'This screen is not on this tablet yet' });
  const dismissNoInternet = async (page: Page) => {
    await noInternet(page).waitFor();
    await noInternet(page).getByRole('button', { name: 'Dismiss' }).click();
  };

  test('opened from the menu, it says so in words and Back returns to the screen before', async () => {
    const page = await visitOnce();
    await page.context().setOffline(true);
    await dismissNoInternet(page);

    // The users' list: its data was never read on this tablet.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await notHere(page).waitFor();
    await notHere(page).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/home/i);
    expect(await notHere(page).count()).toBe(0);
    await page.context().setOffline(false);
  });

  test('opened by its address with the server stopped, it says so and leads to the start page', async () => {
    const page = await visitOnce();
    await server.stop();

    await page.goto('/collar-cuff-home');
    await dismissNoInternet(page);
    await notHere(page).waitFor();
    await notHere(page).getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL(/\/select-home$/);
  });
});

describe('ready to work offline', () => {
  test('after the first sign-in the tablet says so once, and the saves drawer shows it', async () => {
    const { page } = await tabletOn(server.url);
    await signIn(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'Ready to work offline' })
      .waitFor({ timeout: 30_000 });
    // Said once the worker is active: every file of the app is stored.
    await waitForServiceWorker(page);

    await pendingSaves(page).click();
    const readiness = page.getByTestId('offline-readiness');
    await readiness.filter({ hasText: 'Ready to work offline.' }).waitFor();
    expect(await readiness.getAttribute('data-readiness')).toBe('ready');
  });
});

describe('installable', () => {
  test('Chromium finds no installability error and offers Install in the header', async () => {
    // A persistent profile: Chromium never offers to install from an incognito context.
    const { context, page, close } = await installableTablet(server.url);
    try {
      await signIn(page);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      await page.reload();
      await page.getByRole('button', { name: 'Install' }).waitFor({ timeout: 20_000 });
    } finally {
      await close();
    }
  });

  test('the server sends the PWA files with the right caching', async () => {
    const { page } = await tabletOn(server.url);
    await page.goto('/login');
    // The start chunk is asked for once the start screen is painted: the sign-in shows after it.
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const headers = async (url: string) => (await page.request.get(url)).headers();
    expect((await headers('/sw.js'))['cache-control']).toBe('no-cache');
    expect((await headers('/'))['cache-control']).toBe('no-cache');
    expect((await headers('/manifest.webmanifest'))['content-type']).toMatch(
      /application\/manifest\+json/,
    );
    // The start chunk, which index.html's start script imports.
    const script = await page.evaluate(
      'performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname).find((p) => /^\\/assets\\/index-[\\w-]+\\.js$/.test(p))',
    );
    expect((await headers(String(script)))['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
