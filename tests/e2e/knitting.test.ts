import type { BrowserContext, Page } from 'playwright-core';
import { firstUnlessDeep } from '../support/depth';
import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import {
  ADMIN,
  freshTablet,
  grantRoles,
  newAccount,
  register,
  screenTitle,
  waitForPath,
} from './helpers';
import { read } from './inspection-support';
import {
  addBundle,
  bundleRow,
  changeBundle,
  serverReport,
  startKnitReport,
  untilServer,
  wordsIn,
  type Words,
} from './knitting-support';
import { latinWords, layoutProblems } from './layout-support';

/** What a knitting supervisor notices: a report with its bundles, labels, closing it. */

const en = wordsIn('en');
const ta = wordsIn('ta');

/** A new user with the production role (knitting), signed in on the tablet. */
async function knittingUser(context: BrowserContext, page: Page): Promise<void> {
  const user = newAccount('knitter');
  await register(context, user);
  await grantRoles(user.username, ['production']);
  await signIn(page, user);
}

async function fits(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), where).toEqual([]);
}

/** The label sheet: one label per numbered bundle, each with its number and a drawn barcode. */
async function expectLabels(page: Page, rollNos: string[]): Promise<void> {
  const labels = page.locator('.knit-label');
  await expect.poll(() => labels.count()).toBe(rollNos.length);
  for (const rollNo of rollNos) {
    const label = page.getByRole('article', { name: rollNo });
    expect(await label.locator('.knit-label-no').textContent()).toBe(rollNo);
    // JsBarcode draws the bars as rects inside the svg.
    await expect.poll(() => label.locator('svg rect').count()).toBeGreaterThan(20);
  }
}

describe.each(
  firstUnlessDeep([
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]),
)('a knitting report at $width px', (viewport) => {
  test('start, two bundles, a correction, rejects, labels, close, and it is on the home list', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(viewport);
    await knittingUser(context, page);

    await page.goto('/select-knit-collar-cuff');
    await page.getByRole('button', { name: en('start_report') }).waitFor();
    await fits(page, 'start form');
    const reportNo = await startKnitReport(page, en);
    expect(reportNo).toMatch(/^KCC-\d{8}-\d{4}$/);

    await addBundle(page, en, 100, 1.52);
    await bundleRow(page, `${reportNo}-01`).waitFor();
    await addBundle(page, en, 50, 0.76);
    await bundleRow(page, `${reportNo}-02`).waitFor();
    await untilServer(context, reportNo, (r) => r.length === 2);
    await fits(page, 'details with two bundles');

    // A miscount corrected, then the floor's rejects of the other bundle.
    await changeBundle(page, en, `${reportNo}-01`, en('pieces'), 98);
    await changeBundle(page, en, `${reportNo}-02`, en('rejected_pieces'), 3);
    const rolls = await untilServer(
      context,
      reportNo,
      (r) => r[0]?.pieces === 98 && r[1]?.rejectedPieces === 3,
    );
    expect(rolls.map((r) => [r.rollNo, r.pieces, r.rejectedPieces, r.kg])).toEqual([
      [`${reportNo}-01`, 98, 0, 1.52],
      [`${reportNo}-02`, 50, 3, 0.76],
    ]);

    // Labels: one per bundle, on screen and on paper, without the buttons.
    await page.getByRole('button', { name: en('print_labels') }).click();
    await expectLabels(page, [`${reportNo}-01`, `${reportNo}-02`]);
    await fits(page, 'label sheet');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: en('print'), exact: true }).isVisible()).toBe(
      false,
    );
    expect(await page.locator('.knit-label').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: en('back_to_report') }).click();

    // Closing asks first, then the report takes no more bundles.
    await page.getByRole('button', { name: en('close_report') }).click();
    await page.getByRole('button', { name: en('close_yes') }).click();
    await expect
      .poll(async () => (await serverReport(context, reportNo)).status, { timeout: 15_000 })
      .toBe('completed');
    await page.getByText(en('status_closed'), { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: en('add_bundle') }).count()).toBe(0);

    await page.goto('/knit-collar-cuff-home');
    const card = page.getByRole('article', { name: reportNo });
    await card.waitFor();
    expect(await card.textContent()).toContain(en('status_closed'));
    await fits(page, 'knitting home');

    // What a label's link opens: the report read-only.
    await page.goto(`/collar-cuff-knitting-modal?reportNo=${reportNo}`);
    await bundleRow(page, `${reportNo}-02`).waitFor();
    expect(await page.getByRole('button', { name: en('add_bundle') }).count()).toBe(0);
  });
});

/** Every text value in an answer of the server: the mill's data, shown as it is. */
function dataWords(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string')
    (value.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((w) => into.add(w));
  else if (Array.isArray(value)) value.forEach((v) => dataWords(v, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => dataWords(v, into));
  return into;
}

async function expectTamil(page: Page, context: BrowserContext, where: string, extra: string[]) {
  // Names in every language: the app's, the report numbers', and kg as the trade writes it.
  const words = new Set(['Greige', 'English', 'KCC', 'kg', ...extra]);
  for (const call of ['getKnitCCReportFromDB', 'getAllMachinesFromDB', 'getAllOperatorFromDB'])
    dataWords(await read(context, call), words);
  dataWords(await read(context, 'getAllItemsFromDB'), words);
  await fits(page, `${where} (Tamil)`);
  const english = (await latinWords(page)).filter((w) => !words.has(w));
  expect(english, `${where}: English words`).toEqual([]);
}

async function tamilSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

describe.each(
  firstUnlessDeep([
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
  ]),
)('the knitting screens in Tamil at $width px', (viewport) => {
  test('start form, details with bundles, labels and home speak Tamil and fit', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(viewport);
    await tamilSignIn(page);
    const w: Words = ta;

    await page.goto('/select-knit-collar-cuff');
    await page.getByRole('button', { name: w('start_report') }).click();
    await page.getByText(w('issue_pick_machine')).waitFor();
    await expectTamil(page, context, 'start form, refused', []);

    const reportNo = await startKnitReport(page, w);
    await addBundle(page, w, 100, 1.5);
    await bundleRow(page, `${reportNo}-01`).waitFor();
    await untilServer(context, reportNo, (r) => r.length === 1);
    await expectTamil(page, context, 'details', ['Navy', 'Tipping']);

    await bundleRow(page, `${reportNo}-01`).click();
    await page.getByRole('dialog').waitFor();
    await expectTamil(page, context, 'bundle dialog', ['Navy', 'Tipping']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: w('print_labels') }).click();
    await expectLabels(page, [`${reportNo}-01`]);
    await expectTamil(page, context, 'label sheet', ['Navy', 'Tipping']);

    await page.goto('/knit-collar-cuff-home');
    await page.getByRole('article', { name: reportNo }).waitFor();
    await expectTamil(page, context, 'home', ['Navy', 'Tipping']);
  });
});
