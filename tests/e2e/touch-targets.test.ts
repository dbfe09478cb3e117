import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn } from '../support/browser';
import {
  freshTablet,
  newAccount,
  register,
  screenTitle,
  searchOf,
  waitForPath,
  type Account,
} from './helpers';
import { layoutProblems, smallTargets } from './layout-support';

const WIDTHS = [390, 800] as const;

/**
 * The screen as it stands at a phone's width and a tablet's, resized in place rather than walked
 * to again. Fails with the list of every small target, so one run names them all.
 */
async function expectTouchable(page: Page, screen: string, within?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    // Polled: a part drawn by width in code (not by CSS) is drawn again a frame after the resize.
    await expect
      .poll(async () => ({ screen, width, small: await smallTargets(page, within) }))
      .toEqual({ screen, width, small: [] });
  }
}

let someone: Promise<Account> | undefined;
/**
 * One account for the file, with a long name and email: another user on the users screens and the
 * owner of the profile. Registered once (the server allows an address only so many registrations).
 */
function longNamedUser(context: BrowserContext): Promise<Account> {
  someone ??= (async () => {
    const account = newAccount('a-rather-long-username-without-any-spaces');
    await register(context, account);
    return account;
  })();
  return someone;
}

describe('every control on the sign-in, profile, settings and users screens is 44 px or more', () => {
  test('sign-in and registration at 390 and 800 px', async () => {
    const { page } = await freshTablet();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Show or hide the password' }).waitFor();
    await expectTouchable(page, 'sign-in');
    await page.getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/registration');
    await page.getByRole('button', { name: 'Register' }).waitFor();
    await expectTouchable(page, 'registration');
  });

  test('profile, settings, users and roles at 390 and 800 px', async () => {
    const { context, page } = await freshTablet();
    // Someone else to reset a password for (the administrator cannot reset their own here).
    const other = await longNamedUser(context);
    await signIn(page);

    await page.goto('/user-profile');
    await page.getByText('This device').waitFor();
    await expectTouchable(page, 'profile');

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Mill settings' }).waitFor();
    await page.getByRole('heading', { name: 'Defect types', exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    await expectTouchable(page, 'settings');

    await page.goto('/users-list');
    const card = page.getByRole('article', { name: other.username });
    await card.waitFor();
    await expectTouchable(page, 'users');
    await card.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').getByLabel('New password', { exact: true }).waitFor();
    await expectTouchable(page, 'reset password');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/user-roles-persmission${searchOf({ user: other.username })}`);
    await page.getByRole('checkbox').first().waitFor();
    await expectTouchable(page, 'user roles');
    await page.getByRole('tab', { name: 'Role pages' }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await expectTouchable(page, 'role picker, open');
    await page.getByRole('option', { name: /^Inspector/ }).click();
    await page
      .getByRole('checkbox', { name: /^All of / })
      .first()
      .waitFor();
    await expectTouchable(page, 'role pages');
  });
});

describe('a dialog and a picker are 44 px or more: their close and clear buttons too', () => {
  test('the stock’s rebuild under Settings and the pairing form at 390 and 800 px', async () => {
    const { page } = await freshTablet();
    await signIn(page);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Rebuild the stock from the ledger' }).click();
    const rebuild = page.getByRole('dialog', { name: 'Rebuild the stock from the ledger?' });
    await rebuild.getByRole('button', { name: 'Rebuild' }).waitFor();
    await expectTouchable(page, 'rebuild dialog', '[role=dialog]');
    await rebuild.getByRole('button', { name: 'Cancel' }).click();
    await rebuild.waitFor({ state: 'detached' });

    await page.goto('/stock-with-collar-cuff?view=pairs');
    await page.getByRole('button', { name: 'Pair a fabric with its collar and cuff' }).click();
    // The input itself (Mantine also labels its option list with the field's label).
    const collar = page.getByLabel('Collar item', { exact: true }).and(page.locator('input'));
    await collar.click();
    await page.getByRole('option').first().click();
    // A chosen value brings the picker's clear button.
    await expect.poll(() => collar.inputValue()).not.toBe('');
    // The pairing form (the search above it is a plain form).
    await expectTouchable(page, 'pairing form, a collar chosen', 'form.mantine-Paper-root');
  });
});

describe('the mill settings steppers', () => {
  test('− and + at the sides of a figure step it by one, as large as a finger', async () => {
    const { page } = await freshTablet();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/settings');
    const box = page.getByRole('textbox', { name: 'GSM tolerance ±%' });
    await box.waitFor();
    const before = Number(await box.inputValue());
    await page.getByRole('button', { name: 'GSM tolerance ±%: one more' }).click();
    await expect.poll(() => box.inputValue()).toBe(String(before + 1));
    await page.getByRole('button', { name: 'GSM tolerance ±%: one less' }).click();
    await page.getByRole('button', { name: 'GSM tolerance ±%: one less' }).click();
    await expect.poll(() => box.inputValue()).toBe(String(before - 1));
    // Nothing is saved until the user says so.
    await page.getByRole('button', { name: 'Save mill settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save mill settings' }).isEnabled()).toBe(true);
  });
});

describe('the user profile on a phone', () => {
  test('a long name, a long email and several sessions fit 390 px without sideways scrolling', async () => {
    const { context, page } = await freshTablet();
    const account = await longNamedUser(context);
    // Another session of the same account, so the list has two devices.
    const other = await freshTablet();
    await signIn(other.page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, account);
    await page.goto('/user-profile');
    await screenTitle(page).filter({ hasText: 'User Profile' }).waitFor();
    await page.getByRole('button', { name: 'Sign out other devices (1)' }).waitFor();
    await page.getByText(account.email).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
  });
});
