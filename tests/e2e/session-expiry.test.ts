import { expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle, storedEntries, waitForPath } from './helpers';

test('a call answered 401 signs the user out on the tablet and opens sign-in', async () => {
  const { context, page, baseUrl } = await freshTablet();
  await signIn(page);
  await page.goto('/user-profile');
  await page.getByRole('heading', { name: 'Account' }).waitFor();
  expect((await storedEntries(context, baseUrl)).isLoggedIn).toBe('Yes');

  // The session ends behind the tablet's back (expired, revoked, password changed elsewhere).
  await context.clearCookies();
  await page.reload();

  await waitForPath(page, '/login');
  await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
  const stored = await storedEntries(context, baseUrl);
  expect(stored).not.toHaveProperty('isLoggedIn');
  expect(stored).not.toHaveProperty('username');
});
