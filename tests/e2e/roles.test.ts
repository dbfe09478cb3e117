import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { pageNames, pages, type PageName } from '../../contract/core/pages';
import { EVERY_USER_PAGES } from '../../server/auth/sessions';
import { seededRoles, type SeededRole } from '../../server/permissions/roles';
import { signIn } from '../support/browser';
import { freshTablet, grantRoles, newAccount, register, screenTitle } from './helpers';

async function menuTitles(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await links.first().waitFor();
  return (await links.allTextContents()).map((t) => t.trim());
}

/** What a user of exactly this role may open: the role's seeded pages and the pages of every user. */
function grantedTo(role: SeededRole): ReadonlySet<PageName> {
  return new Set<PageName>([...EVERY_USER_PAGES, ...seededRoles[role].pages]);
}

/**
 * The app's side menu (src/app/menu.ts), loaded at run time: it belongs to the client's TypeScript
 * project, which these tests' project does not include, so its shape is checked here instead.
 */
const MENU_MODULE = '../../src/app/menu';
const menuModule = z.object({
  menu: z.array(z.object({ route: z.enum(pageNames), url: z.string() })),
});
const { menu } = menuModule.parse(await import(MENU_MODULE));

const seededRoleNames = Object.keys(seededRoles) as SeededRole[];

describe.each(seededRoleNames)('a user with only the seeded role %s', (role) => {
  test('sees exactly the granted menu entries, in order, and gets “No access” elsewhere', async () => {
    const granted = grantedTo(role);
    // Registration is open to anyone (it is not guarded), so the menu always lists it.
    const expected = menu
      .filter((e) => e.route === 'registration' || granted.has(e.route))
      .map((e) => pages[e.route].title);
    const denied = menu.find((e) => pages[e.route].guarded && !granted.has(e.route));
    if (role === 'admin') {
      // The administrator is granted every page: the whole menu, and no entry to be refused.
      expect(expected).toEqual(menu.map((e) => pages[e.route].title));
      expect(denied).toBeUndefined();
    } else if (!denied) throw new Error(`${role} is denied no menu entry`);

    const { context, page } = await freshTablet();
    const user = newAccount(role);
    await register(context, user);
    await grantRoles(user.username, [role]);
    await signIn(page, user);
    expect(await menuTitles(page)).toEqual(expected);

    // Only the administrator has no refused entry to open (checked above).
    if (!denied) return;
    await page.goto(denied.url);
    const noAccess = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'No access' }) });
    await noAccess.waitFor();
    expect(await noAccess.textContent()).toContain(pages[denied.route].title);
  });
});

describe('a user with the security role only', () => {
  test('sees only the gate screens and the roll passport in the menu, besides Home, their profile and registration', async () => {
    const { context, page } = await freshTablet();
    const guard = newAccount('guard');
    await register(context, guard);
    await grantRoles(guard.username, ['security']);
    await signIn(page, guard);

    expect(await menuTitles(page)).toEqual([
      'Home',
      'User Profile',
      'Visitor Data',
      'Visitor Report',
      'Security Scan Report',
      'Attendance List',
      // A guard looks up the rolls scanned at the gate.
      'Roll passport',
      // Every seeded role includes Settings (server/permissions/roles.ts).
      'Settings',
      'Registration',
    ]);
  });

  test('gets “No access” on a screen of another role, and opens their own', async () => {
    const { context, page } = await freshTablet();
    const guard = newAccount('guard');
    await register(context, guard);
    await grantRoles(guard.username, ['security']);
    await signIn(page, guard);

    await page.goto('/sales-dashboard');
    await screenTitle(page).filter({ hasText: 'Sales Dashboard' }).waitFor();
    const noAccess = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'No access' }) });
    await noAccess.waitFor();
    expect(await noAccess.textContent()).toContain('Sales Dashboard');
    expect(new URL(page.url()).pathname).toBe('/sales-dashboard');

    await page.goto('/security-scan');
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Gate scans' }).waitFor();
    expect(await page.getByRole('heading', { name: 'No access' }).count()).toBe(0);
  });
});

describe('a newly registered user without a role', () => {
  test('can sign in and is told they wait for an administrator', async () => {
    const { context, page } = await freshTablet();
    const newcomer = newAccount('newcomer');
    await register(context, newcomer);

    await signIn(page, newcomer);

    const waiting = page.getByRole('alert').filter({ hasText: 'Waiting for access' });
    await waiting.waitFor();
    expect(await waiting.textContent()).toMatch(/administrator must grant you access/i);
    expect(await menuTitles(page)).toEqual(['Home', 'User Profile', 'Registration']);
  });
});
