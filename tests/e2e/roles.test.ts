import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { freshTablet, grantRoles, newAccount, register, screenTitle } from './helpers';

async function menuTitles(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await links.first().waitFor();
  return (await links.allTextContents()).map((t) => t.trim());
}

describe('a user with the security role only', () => {
  test('sees only the gate screens in the menu, besides Home, their profile and registration', async () => {
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
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: 'Security Scan Report' })
      .waitFor();
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
