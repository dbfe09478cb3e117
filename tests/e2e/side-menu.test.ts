import { describe, expect, test } from 'vitest';

// Runs in the page (the tests are compiled without the DOM library).
declare function getComputedStyle(element: unknown): { backgroundColor: string };
import type { Locator, Page } from 'playwright-core';
import { signIn } from '../support/browser';
import {
  CLIENT_HEADERS,
  freshTablet,
  pathOf,
  screenTitle,
  storedEntries,
  waitForPath,
} from './helpers';

/**
 * The seed's side menu (§2), in its order, with the roll passport and the alerts after the roll
 * summaries; the route where the seed names one.
 */
const SEED_MENU: readonly { title: string; route?: string }[] = [
  { title: 'Home', route: 'select-home' },
  { title: 'User Profile' },
  { title: 'Visitor Data' },
  { title: 'Visitor Report' },
  { title: 'Security Scan Report', route: 'security-scan' },
  { title: 'Attendance List' },
  { title: 'Create Customer' },
  { title: 'Customer List' },
  { title: 'Inspection Dashboard', route: 'dashboard' },
  { title: 'Production Dashboard' },
  { title: 'Sales Dashboard' },
  { title: 'Sales Order Dashboard', route: 'sales-order-report' },
  { title: 'QI Fabric Report View', route: 'qi-report-view' },
  { title: 'QI CC Report View', route: 'qi-ccreport-view' },
  { title: 'Lab Orders View' },
  { title: 'Sales Order', route: 'sales-order-view' },
  { title: 'Production Roll Wise Summary', route: 'production-roll-summary' },
  { title: 'Production Roll Report Wise Summary' },
  { title: 'Roll passport', route: 'roll-passport' },
  { title: 'Alerts', route: 'alerts' },
  { title: 'Create Batch' },
  { title: 'Stock With CollarCuff' },
  { title: 'Pivot' },
  { title: 'Process Loss' },
  { title: 'Settings' },
  { title: 'Registration' },
  { title: 'Users', route: 'users-list' },
];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const menuLinks = (page: Page) =>
  menu(page).getByRole('navigation', { name: 'Main menu' }).getByRole('link');

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click();
  await menuLinks(page).first().waitFor();
}

describe('the side menu', () => {
  test('is hidden until the menu button opens it over the screen', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await screenTitle(page).filter({ hasText: 'Home' }).waitFor();
    expect(await menu(page).count()).toBe(0);
    const titleBefore = await screenTitle(page).boundingBox();

    await openMenu(page);

    expect(await menu(page).getAttribute('aria-modal')).toBe('true');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    // An overlay: the screen underneath does not move to make room for it.
    expect(await screenTitle(page).boundingBox()).toEqual(titleBefore);
    // It slides in from the left edge.
    await expect.poll(async () => (await menu(page).boundingBox())?.x).toBe(0);

    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await menu(page).waitFor({ state: 'detached' });
  });

  test('shows the username, Logout above and below, the seed’s 25 entries and the roll passport in order', async () => {
    const { context, page, baseUrl } = await freshTablet();
    await signIn(page);
    const { username } = await storedEntries(context, baseUrl);
    expect(username).toBeTruthy();

    await openMenu(page);

    await menu(page)
      .getByText(username ?? '', { exact: true })
      .waitFor();
    expect((await menuLinks(page).allTextContents()).map((t) => t.trim())).toEqual(
      SEED_MENU.map((e) => e.title),
    );
    for (const entry of SEED_MENU.filter((e) => e.route)) {
      expect(
        await menuLinks(page)
          .getByText(entry.title, { exact: true })
          .locator('xpath=..')
          .getAttribute('href'),
      ).toBe(`/${entry.route}`);
    }
    const logouts = menu(page).getByRole('button', { name: 'Logout' });
    expect(await logouts.count()).toBe(2);
    const [top, bottom, firstLink, lastLink] = await Promise.all([
      logouts.first().boundingBox(),
      logouts.last().boundingBox(),
      menuLinks(page).first().boundingBox(),
      menuLinks(page).last().boundingBox(),
    ]);
    expect(top && firstLink && top.y < firstLink.y).toBe(true);
    expect(bottom && lastLink && bottom.y > lastLink.y).toBe(true);
  });

  test('highlights the current screen, and follows the user to the next one', async () => {
    const { page } = await freshTablet();
    await signIn(page);

    await openMenu(page);
    const current = menuLinks(page).and(page.locator('[aria-current="page"]'));
    expect(await current.allTextContents()).toEqual(['Home']);
    const background = (link: Locator) => link.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await background(current)).not.toBe(
      await background(menuLinks(page).filter({ hasText: 'Pivot' })),
    );

    await menuLinks(page).filter({ hasText: 'Security Scan Report' }).click();
    await waitForPath(page, '/security-scan');
    await menu(page).waitFor({ state: 'detached' });
    await openMenu(page);
    expect(await current.allTextContents()).toEqual(['Security Scan Report']);
  });

  test.for(['top', 'bottom'] as const)(
    'Logout at the %s ends the session, opens sign-in and reloads',
    async (where) => {
      const { context, page, baseUrl } = await freshTablet();
      await signIn(page);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const askSession = () =>
        context.request.get('/api/api/getSession', { headers: { ...CLIENT_HEADERS, cookie } });
      expect((await askSession()).status()).toBe(200);
      await page.evaluate('window.__beforeLogout = "still here"');

      await openMenu(page);
      const reloaded = page.waitForEvent('load');
      const logouts = menu(page).getByRole('button', { name: 'Logout' });
      await (where === 'top' ? logouts.first() : logouts.last()).click();
      await reloaded;

      await waitForPath(page, '/login');
      await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
      expect(await page.evaluate('typeof window.__beforeLogout')).toBe('undefined');
      expect(pathOf(page)).toBe('/login');
      const stored = await storedEntries(context, baseUrl);
      expect(stored).not.toHaveProperty('isLoggedIn');
      expect(stored).not.toHaveProperty('username');
      // The old session cookie no longer opens anything on the server.
      expect((await askSession()).status()).toBe(401);
    },
  );
});
