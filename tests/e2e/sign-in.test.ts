import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import {
  CLIENT_HEADERS,
  freshTablet,
  newAccount,
  pathOf,
  register,
  screenTitle,
  storedEntries,
  waitForPath,
} from './helpers';

describe('signing in', () => {
  test('the empty address opens the sign-in page', async () => {
    const { page } = await freshTablet();
    await page.goto('/');
    await waitForPath(page, '/login');
    await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
  });

  test('a wrong password keeps the user out and shows the server’s message', async () => {
    const { context, page, baseUrl } = await freshTablet();
    const account = newAccount('wrongpw');
    await register(context, account);
    // What the server itself says about a wrong password, asked once through the API.
    const answer = await context.request.post('/api/api/login', {
      headers: CLIENT_HEADERS,
      data: { credentials: { email: account.email, password: 'not the right password' } },
    });
    expect(answer.status()).toBe(401);
    const body: unknown = await answer.json();
    const serverMessage =
      typeof body === 'object' &&
      body !== null &&
      'error' in body &&
      typeof body.error === 'object' &&
      body.error &&
      'message' in body.error
        ? String(body.error.message)
        : '';
    expect(serverMessage).not.toBe('');

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: /^password/i }).fill('still not the right one');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Not signed in' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(serverMessage);
    expect(pathOf(page)).toBe('/login');
    expect(await storedEntries(context, baseUrl)).not.toHaveProperty('isLoggedIn');
  });

  test('a correct sign-in opens Home and remembers the user on the tablet', async () => {
    const { context, page, baseUrl } = await freshTablet();
    const account = newAccount('signin');
    await register(context, account);

    await signIn(page, account);

    expect(pathOf(page)).toBe('/select-home');
    await screenTitle(page).filter({ hasText: 'Home' }).waitFor();
    await page.getByRole('heading', { name: `Hello, ${account.username}` }).waitFor();
    const stored = await storedEntries(context, baseUrl);
    expect(stored.isLoggedIn).toBe('Yes');
    expect(stored.username).toBe(account.username);
  });

  test('the sign-in page sends a signed-in user on to Home', async () => {
    const { context, page } = await freshTablet();
    const account = newAccount('again');
    await register(context, account);
    await signIn(page, account);

    await page.goto('/login');

    await waitForPath(page, '/select-home');
    await screenTitle(page).filter({ hasText: 'Home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });
});
