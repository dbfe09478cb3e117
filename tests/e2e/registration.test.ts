import { expect, test } from 'vitest';
import { freshTablet, newAccount, screenTitle } from './helpers';

test('a visitor can create an account on the registration page', async () => {
  const { page } = await freshTablet();
  const account = newAccount('form');
  await page.goto('/registration');
  await screenTitle(page).filter({ hasText: 'Registration' }).waitFor();

  await page.getByRole('textbox', { name: /^username/i }).fill(account.username);
  await page.getByRole('textbox', { name: /^email/i }).fill(account.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();

  const created = page.getByRole('status').filter({ hasText: 'Account created' });
  await created.waitFor();
  expect(await created.textContent()).toContain(account.username);
});
