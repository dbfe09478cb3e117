import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { READS_CACHE } from '../../contract/core/wire';
import { signIn } from '../support/browser';
import { firstUnlessDeep } from '../support/depth';
import { lotNoOf, lotOnServer, say, startLotFrom } from './collar-cuff-support';
import {
  type Account,
  freshTablet,
  grantRoles,
  newAccount,
  register,
  screenTitle,
  waitForPath,
} from './helpers';
import { read } from './inspection-support';
import { addBundle, bundleRow, startKnitReport, untilServer, wordsIn } from './knitting-support';
import { waitForServiceWorker } from './offline-support';

/**
 * The whole collar & cuff path as a new user walks it on a tablet, once in English and once in
 * Tamil: a knitting supervisor's report of two bundles and their labels, then, as the inspector,
 * a lot started from that very report, its sample told before the first piece, pieces counted and
 * rejected pieces tapped, the network lost mid-lot (nothing lost), the verdict, the lot completed,
 * and the report found among today's and printed. Two bundles of 40 pieces make a lot of 80, which
 * level II and AQL 2.5 sample 20 of (code letter E, whose arrow leads to F: Ac 1, Re 2).
 */

type Locale = 'en' | 'ta';

interface Walk {
  locale: Locale;
  /** Defects (the master's name in the walk's language) tapped before and after the network goes. */
  tappedOnline: string[];
  tappedOffline: string[];
  verdict: 'inspectOk' | 'inspectNotOk';
}

// The Tamil walk first: it ends in a rejected lot, where collar-cuff-inspection.test.ts walks an
// accepted one in English; the English walk is the deep run's copy (tests/support/depth.ts).
const WALKS = firstUnlessDeep<Walk>([
  // Curl and Hole, as the demo mill's master names them in Tamil.
  { locale: 'ta', tappedOnline: ['சுருள்'], tappedOffline: ['ஓட்டை'], verdict: 'inspectNotOk' },
  { locale: 'en', tappedOnline: [], tappedOffline: ['Hole'], verdict: 'inspectOk' },
]);

const pending = (page: Page) => page.getByTestId('pending-saves');
const verdict = (page: Page) => page.getByTestId('lot-verdict');
const checkedOf = (page: Page) => page.getByTestId('roll-checked').textContent();
const defect = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}:`) });
const more = (page: Page, locale: Locale, n: number) =>
  page.getByRole('button', {
    name: locale === 'en' ? `${n} more pieces checked` : `இன்னும் ${n} பீஸ் பார்த்தது`,
  });

/** The screen's title in the header: the page's name in the walk's language. */
async function onScreen(page: Page, locale: Locale, page_: string): Promise<void> {
  await screenTitle(page)
    .filter({ hasText: say(locale, `page_${page_}`) })
    .waitFor();
}

/**
 * A new user with what a knitting supervisor and a CC inspector are given, signed in; in Tamil the
 * language is chosen on the sign-in page, as a user would.
 */
async function newUser(context: BrowserContext, page: Page, locale: Locale): Promise<void> {
  const user: Account = newAccount(`cc-walk-${locale}`);
  await register(context, user);
  await grantRoles(user.username, ['production', 'inspector']);
  if (locale === 'en') {
    await signIn(page, user);
    return;
  }
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(user.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(user.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

/** The label sheet: one label per bundle, each with its number and a drawn barcode. */
async function expectLabels(page: Page, rollNos: readonly string[]): Promise<void> {
  await expect.poll(() => page.locator('.knit-label').count()).toBe(rollNos.length);
  for (const rollNo of rollNos) {
    const label = page.getByRole('article', { name: rollNo });
    expect(await label.locator('.knit-label-no').textContent()).toBe(rollNo);
    // The barcode's bars are drawn as rects inside its svg.
    await expect.poll(() => label.locator('svg rect').count()).toBeGreaterThan(20);
  }
}

const sheet = z.object({
  roll: z.object({ piecesChecked: z.number() }),
  mistakes: z.array(z.object({ mistake: z.string(), clientId: z.string().nullable() })),
});

/** One roll's sheet as the server holds it: the pieces checked and every tap. */
async function rollOnServer(context: BrowserContext, reportNo: string, rollNo: string) {
  return sheet.parse(
    await read(context, 'getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo }),
  );
}

const cachedSheet = sheet.extend({
  roll: sheet.shape.roll.extend({ rollNo: z.string(), reportNo: z.string() }),
});

interface CachedRead {
  url: string;
  json(): Promise<unknown>;
}
interface PageCaches {
  caches: {
    open(name: string): Promise<{
      keys(): Promise<readonly { url: string }[]>;
      match(request: { url: string }): Promise<CachedRead | undefined>;
    }>;
  };
}

/**
 * The roll's sheet as the tablet would show it offline (the service worker's last copy): its
 * pieces checked and taps, or null while it has none.
 */
async function sheetOnTablet(page: Page, reportNo: string, rollNo: string) {
  const copies = await page.evaluate(async (cacheName) => {
    const cache = await (globalThis as unknown as PageCaches).caches.open(cacheName);
    const reads = (await cache.keys()).filter((r) => r.url.includes('getQICCReportFromERPNEXT'));
    return Promise.all(reads.map(async (r) => (await cache.match(r))?.json()));
  }, READS_CACHE);
  const copy = copies
    .map((c) => cachedSheet.safeParse(c))
    .find((c) => c.success && c.data.roll.rollNo === rollNo && c.data.roll.reportNo === reportNo);
  return copy?.data
    ? { checked: copy.data.roll.piecesChecked, taps: copy.data.mistakes.length }
    : null;
}

describe.each(WALKS)('the collar & cuff path on a tablet, in $locale', (walk) => {
  const { locale } = walk;
  const w = wordsIn(locale);
  const rejected = walk.tappedOnline.length + walk.tappedOffline.length;
  const verdictWords = say(
    locale,
    walk.verdict === 'inspectOk' ? 'defects_inspect_ok' : 'defects_inspect_not_ok',
  );

  test('knit two bundles, print their labels, inspect the lot through a lost network, find and print its report', async () => {
    const { context, page } = await freshTablet({ serviceWorker: true });
    await newUser(context, page, locale);
    // Installed and controlling the page before the network can go.
    await waitForServiceWorker(page);

    // The knitting supervisor: a report, two bundles of 40 pieces, their labels.
    const knitNo = await startKnitReport(page, w);
    await onScreen(page, locale, 'knit_collar_cuff_details');
    const bundles = [`${knitNo}-01`, `${knitNo}-02`] as const;
    await addBundle(page, w, 40, 0.25);
    await bundleRow(page, bundles[0]).waitFor();
    await addBundle(page, w, 40, 0.25);
    await bundleRow(page, bundles[1]).waitFor();
    await untilServer(context, knitNo, (r) => r.length === 2);

    await page.getByRole('button', { name: w('print_labels') }).click();
    await expectLabels(page, bundles);
    // On paper: the labels, without the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: w('print'), exact: true }).isVisible()).toBe(
      false,
    );
    expect(await page.locator('.knit-label').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: w('back_to_report') }).click();
    await bundleRow(page, bundles[0]).waitFor();

    // The inspector: a lot of that knitting report, its plan told before the first piece.
    await startLotFrom(page, locale, knitNo);
    const reportNo = lotNoOf(page);
    await onScreen(page, locale, 'collar_cuff_details');
    await page.getByRole('heading', { name: say(locale, 'cc_plan_title') }).waitFor();
    await expect.poll(() => page.getByTestId('plan-sample').textContent()).toBe('20');
    expect(await page.getByTestId('plan-accept').textContent()).toBe('1');
    expect(await page.getByTestId('plan-reject').textContent()).toBe('2');
    const lot = await lotOnServer(context, reportNo);
    expect(lot.rollRows.map((r) => r.rollNo)).toEqual([...bundles]);
    const rollNo = lot.rollRows[0]?.rollNo ?? '';
    await page.getByRole('link', { name: say(locale, 'cc_begin_count') }).click();
    await waitForPath(page, '/collar-cuff-mistake-details');
    await onScreen(page, locale, 'collar_cuff_mistake_details');

    // Ten pieces looked at, the online taps, all on the server before the network goes.
    await more(page, locale, 10).click();
    for (const name of walk.tappedOnline) await defect(page, name).click();
    await expect
      .poll(() => checkedOf(page))
      .toBe(say(locale, 'cc_checked_of', { checked: 10, pieces: 40 }));
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');
    // What the tablet would show offline has caught up with them.
    await expect
      .poll(() => sheetOnTablet(page, reportNo, rollNo))
      .toEqual({ checked: 10, taps: walk.tappedOnline.length });

    // The network goes mid-lot: the count and the taps go on, kept on the tablet.
    await context.setOffline(true);
    await more(page, locale, 10).click();
    for (const name of walk.tappedOffline) await defect(page, name).click();
    const decided =
      walk.verdict === 'inspectOk'
        ? say(locale, 'cc_lot_accepted')
        : say(locale, 'cc_lot_rejected', { re: 2 });
    await expect.poll(() => verdict(page).textContent()).toBe(decided);
    await expect
      .poll(async () => Number(await pending(page).getAttribute('data-pending')))
      .toBeGreaterThan(0);

    // A reload with no network loses nothing.
    await page.reload();
    await expect
      .poll(() => checkedOf(page))
      .toBe(say(locale, 'cc_checked_of', { checked: 20, pieces: 40 }));
    await expect.poll(() => verdict(page).textContent()).toBe(decided);
    await expect
      .poll(async () => Number(await pending(page).getAttribute('data-pending')))
      .toBeGreaterThan(0);

    // Back online: everything lands, once.
    await context.setOffline(false);
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    await expect
      .poll(async () => (await rollOnServer(context, reportNo, rollNo)).roll.piecesChecked, {
        timeout: 15_000,
      })
      .toBe(20);
    const taps = (await rollOnServer(context, reportNo, rollNo)).mistakes;
    expect(taps).toHaveLength(rejected);
    expect(new Set(taps.map((t) => t.clientId)).size).toBe(rejected);

    // The verdict, and the lot completed.
    await expect.poll(() => verdict(page).textContent()).toBe(decided);
    await page.getByRole('button', { name: say(locale, 'cc_complete_lot') }).click();
    await page
      .getByRole('heading', {
        name: say(locale, 'cc_closed_just', { reportNo, verdict: verdictWords }),
      })
      .waitFor();
    await expect
      .poll(async () => (await lotOnServer(context, reportNo)).status, { timeout: 15_000 })
      .toBe('completed');
    const done = await lotOnServer(context, reportNo);
    expect([done.verdict, done.piecesChecked, done.piecesRejected]).toEqual([
      walk.verdict,
      20,
      rejected,
    ]);

    // Among today's reports, with its verdict; opened, and printed with its rolls.
    await page.goto('/qi-ccreport-view');
    await onScreen(page, locale, 'qi_ccreport_view');
    await page
      .getByLabel(say(locale, 'report_dates'))
      .selectOption({ label: say(locale, 'report_preset_today') });
    await page.waitForURL((u) => u.search.includes('today'));
    const table = page.getByRole('table', { name: say(locale, 'ccreport_title') });
    const row = table.getByRole('row').filter({ hasText: reportNo });
    await row.waitFor();
    const shown = say(
      locale,
      walk.verdict === 'inspectOk' ? 'report_verdict_ok' : 'report_verdict_not_ok',
    );
    await row.getByRole('cell', { name: shown, exact: true }).waitFor();
    await row.getByRole('cell').first().click();
    await waitForPath(page, '/cc-report-view-detail');
    await onScreen(page, locale, 'cc_report_view_detail');
    const badge = say(
      locale,
      walk.verdict === 'inspectOk' ? 'inspection_status_ok' : 'inspection_status_not_ok',
    );
    await page.getByTestId('cc-verdict').getByText(badge, { exact: true }).waitFor();
    const rolls = page.getByRole('table', { name: say(locale, 'sheet_rolls') });
    for (const b of bundles) await rolls.getByRole('row').filter({ hasText: b }).first().waitFor();

    await page.emulateMedia({ media: 'print' });
    for (const b of bundles)
      expect(await rolls.getByRole('row').filter({ hasText: b }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: say(locale, 'sheet_print') }).isVisible()).toBe(
      false,
    );
    await page.emulateMedia({ media: 'screen' });
  }, 150_000);
});
