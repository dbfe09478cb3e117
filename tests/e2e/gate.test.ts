import { describe, expect, test } from 'vitest';
import {
  aroundToday,
  aRollNo,
  fits,
  gstinFor,
  guardSignedIn,
  PHONE,
  signInTamil,
  ta,
  taPeople,
} from './gate-support';
import { CLIENT_HEADERS, freshTablet, grantRoles, newAccount, register, searchOf } from './helpers';

describe('the gate on a phone, in Tamil', () => {
  test("the day's attendance by designation, with the punches behind each person", async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);

    await page.goto('/attendance-list');
    const byDesignation = page.getByRole('table', { name: ta('gate_att_by_designation') });
    await byDesignation.waitFor();
    await expect.poll(() => byDesignation.getByRole('row').count()).toBeGreaterThan(1);
    const everyone = page.getByRole('table', { name: ta('gate_att_people') });
    // Each person's line of punches: times, or "no punches".
    await expect
      .poll(() => everyone.textContent())
      .toMatch(new RegExp(`\\d\\d:\\d\\d|${ta('gate_att_no_punches')}`));
    await fits(page, 'attendance');

    // Only the absent ones, on a tap.
    await page.getByRole('radio', { name: new RegExp(`^${ta('gate_att_absent')}:`) }).check();
    await fits(page, 'attendance, absent');
  });

  test('a roll label scanned at the gate is recorded, with what it was and whether expected', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const rollNo = await aRollNo();

    await page.goto(`/security-scan${searchOf({ preset: 'custom', ...aroundToday })}`);
    // Without a gate the scan is not recorded: the guard is asked for it.
    await page.getByRole('textbox', { name: ta('gate_scan_code') }).fill(rollNo);
    await page.getByRole('button', { name: ta('gate_scan_check') }).click();
    await page.getByText(ta('gate_scan_gate_missing')).waitFor();

    await page.getByRole('textbox', { name: ta('gate_scan_gate') }).fill('Main gate');
    await page.getByRole('button', { name: ta('gate_scan_check') }).click();
    const verdicts = [
      'gate_scan_ok',
      'gate_scan_duplicate',
      'gate_scan_not_found',
      'gate_scan_rejected',
    ];
    // The answer replaces "checking…": what the code was and whether it was expected.
    const answer = page.getByRole('status').filter({ hasText: rollNo });
    await expect
      .poll(async () => {
        const text = (await answer.allTextContents()).join(' ');
        return verdicts.some((k) => text.includes(ta(k)));
      })
      .toBe(true);
    const said = (await answer.allTextContents()).join(' ');
    expect(said).toContain(ta('gate_scan_kind_roll'));
    await fits(page, 'scan answered');

    // The report of the day lists it first; on a phone its code is in the row's details.
    const table = page.getByRole('table', { name: ta('gate_scan_title') });
    await table
      .getByRole('button', { name: new RegExp(rollNo) })
      .first()
      .click();
    await expect.poll(() => table.textContent()).toContain(rollNo);
  });

  test('a customer with a mistyped GSTIN is refused by its check character, then created', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    const seller = newAccount('seller');
    await register(context, seller);
    await grantRoles(seller.username, ['sales']);
    await signInTamil(page, seller);

    await page.goto('/customer-create');
    // The label as written, with or without the asterisk of a required field.
    const label = (key: string) =>
      page
        .getByLabel(new RegExp(`^${taPeople(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
        .and(page.locator('input'));
    const name = `Kongu Knits ${Date.now().toString(36)}`;
    await label('people_customer_name').fill(name);
    await label('people_group').fill('Commercial');
    await label('people_group').press('Escape');
    await label('people_territory').fill('Tamil Nadu');
    await label('people_territory').press('Escape');
    const gstin = gstinFor('33AABCK1234L1Z');
    const mistyped = gstin.slice(0, 14) + (gstin.endsWith('A') ? 'B' : 'A');
    await label('people_gstin_optional').fill(mistyped);
    await page.getByText(taPeople('people_issue_gstin_check')).waitFor();
    await fits(page, 'customer, wrong GSTIN');

    await label('people_gstin_optional').fill(gstin);
    await page.getByText(taPeople('people_gstin_state').replace('{state}', 'Tamil Nadu')).waitFor();
    await label('people_line1').fill('12, Mill Road');
    await label('people_city').fill('Tiruppur');
    await label('people_pincode').fill('641601');
    await label('people_first_name').fill('Senthil');
    await label('people_phone').fill('98430 12345');
    await page.getByRole('button', { name: taPeople('people_create') }).click();
    // What the screen says after the save (a refusal's words show in the failure, if any).
    await expect
      .poll(() => page.locator('[role="alert"], [role="status"]').allTextContents(), {
        timeout: 10_000,
      })
      .toContainEqual(expect.stringContaining(name));
    await fits(page, 'customer saved');

    // "Saved" may mean kept on the phone, on its way: the list is opened once the server has it.
    await expect
      .poll(
        async () => {
          const res = await context.request.get('/api/api/getCustomerDataFromDB', {
            headers: CLIENT_HEADERS,
          });
          return res.ok() ? await res.text() : `${res.status()}`;
        },
        { timeout: 20_000 },
      )
      .toContain(name);
    await page.goto(`/customer-list${searchOf({ q: name })}`);
    // A cold start of the app on a phone, then the search's answer: as long as the save's wait.
    await page.getByRole('table').getByText(name).waitFor({ timeout: 20_000 });
  });
});
