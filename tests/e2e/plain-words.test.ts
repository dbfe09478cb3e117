import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { ADMIN, signIn } from '../support/browser';
import { CLIENT_HEADERS, freshTablet, newAccount, searchOf, waitForPath } from './helpers';

/** Words a user reads when something did not go as hoped: one message at a time, in plain terms. */

const notSignedIn = (page: Page) => page.getByRole('alert').filter({ hasText: 'Not signed in' });

describe('sign-in errors', () => {
  test('a new attempt clears the last one’s error: never two messages, never a stale one', async () => {
    const { page } = await freshTablet();
    // No such account: the server answers as for a wrong password, and no one's sign-ins slow down.
    const nobody = newAccount('nobody');
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByRole('textbox', { name: /^password/i });
    const submit = page.getByRole('button', { name: 'Sign in' });

    const fieldError = page.locator('.mantine-InputWrapper-error');

    await email.fill(nobody.email);
    await password.fill('not the right password');
    await submit.click();
    await notSignedIn(page).waitFor();

    // Again, with no password at all: the form says what is missing, and only that.
    await password.fill('');
    await submit.click();
    await fieldError.first().waitFor();
    expect(await notSignedIn(page).count()).toBe(0);

    // Wrong again: the server's one message, and the missing password's is gone.
    await password.fill('still not the right one');
    await submit.click();
    await notSignedIn(page).waitFor();
    expect(await notSignedIn(page).count()).toBe(1);
    expect(await fieldError.count()).toBe(0);

    // The right account at last: in, with nothing left of the failures.
    await email.fill(ADMIN.email);
    await password.fill(ADMIN.password);
    await submit.click();
    await waitForPath(page, '/select-home');
  });
});

const reportRows = z.object({
  rows: z.array(z.object({ reportNo: z.string(), status: z.string() })),
});

describe('scanning on a tablet without a camera', () => {
  test('says there is no camera, shows no empty camera view, and leads back to typing', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const res = await context.request.get('/api/api/getAllQIReportFromDB', {
      headers: CLIENT_HEADERS,
    });
    const ongoing = reportRows.parse(await res.json()).rows.find((r) => r.status === 'ongoing');
    if (!ongoing) throw new Error('the demo mill has no ongoing report');
    await page.goto(`/select-create-roll${searchOf({ reportNo: ongoing.reportNo })}`);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();

    const scanner = page.getByRole('dialog', { name: 'Scan the roll label' });
    // The browser of the tests has no camera, as many tablets at an inspection table.
    const status = scanner.getByRole('status');
    await status.waitFor();
    expect(await status.innerText()).toMatch(
      /^No camera\s+This tablet has no camera the app can use\. Type the roll number instead\.$/,
    );
    expect(await scanner.locator('video').isVisible()).toBe(false);
    expect(await scanner.getByText('Hold the roll label').count()).toBe(0);

    await scanner.getByRole('button', { name: 'Type the roll number' }).click();
    await scanner.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Roll number' }).waitFor();
  });
});

describe('the audit log', () => {
  test('offers its latest changes without a figure that means nothing to the reader', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await page.goto('/user-roles-persmission');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.waitFor();
    expect(await period.inputValue()).toBe('Latest changes');
  });
});
