import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { ADMIN, signIn } from '../support/browser';
import { CLIENT_HEADERS, freshTablet, screenTitle, waitForPath } from './helpers';
import { read } from './inspection-support';
import { knitReportOf80, lotNoOf, lotOnServer, say, startLotFrom } from './collar-cuff-support';
import { layoutProblems } from './layout-support';
import { ownServer, tabletOn, waitForServiceWorker } from './offline-support';

/**
 * An inspector on a tablet starts a collar & cuff lot from a knitting report, sees its sample
 * before the first piece, counts pieces and taps rejected ones, reaches the verdict the sampling
 * gives and completes the lot: in English and in Tamil, on a phone too, and with the network
 * gone mid-lot. Each lot is a knitting report of 80 pieces made for the test: sample 20, Ac 1,
 * Re 2 (level II, AQL 2.5).
 */

const verdict = (page: Page) => page.getByTestId('lot-verdict');
const said = (page: Page) => page.getByTestId('lot-said');

/**
 * What does not fit, on screen: the count read out to a screen reader is drawn in a 1 px box on
 * purpose (visually hidden), so its line is left out.
 */
async function fitProblems(page: Page): Promise<string[]> {
  const hidden = (await said(page).count()) ? ((await said(page).textContent()) ?? '') : '';
  const start = hidden.trim().slice(0, 20);
  return (await layoutProblems(page)).filter((p) => !start || !p.includes(start));
}
const pending = (page: Page) => page.getByTestId('pending-saves');

async function signInTamil(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

/** The plan shown before the first piece, then on to the defect count. */
async function seePlanAndBegin(page: Page, locale: 'en' | 'ta'): Promise<void> {
  await expect.poll(() => page.getByTestId('plan-sample').textContent()).toBe('20');
  expect(await page.getByTestId('plan-accept').textContent()).toBe('1');
  expect(await page.getByTestId('plan-reject').textContent()).toBe('2');
  await page.getByRole('link', { name: say(locale, 'cc_begin_count') }).click();
  await waitForPath(page, '/collar-cuff-mistake-details');
}

const more = (page: Page, locale: 'en' | 'ta', n: number) =>
  page.getByRole('button', {
    name: locale === 'en' ? `${n} more pieces checked` : `இன்னும் ${n} பீஸ் பார்த்தது`,
  });
const defect = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}:`) });

describe('collar & cuff inspection on a tablet', () => {
  test('from a knitting report to an accepted lot, in English', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const knitNo = await knitReportOf80(context);
    await startLotFrom(page, 'en', knitNo);
    const reportNo = lotNoOf(page);
    await seePlanAndBegin(page, 'en');

    await expect
      .poll(() => verdict(page).textContent())
      .toBe('Check 20 more pieces to decide the lot');
    await more(page, 'en', 10).click();
    await defect(page, 'Hole').click();
    await expect
      .poll(() => verdict(page).textContent())
      .toBe('Check 10 more pieces to decide the lot');
    await more(page, 'en', 10).click();
    await expect.poll(() => verdict(page).textContent()).toBe('Lot accepted');
    // The count is read out once it settles.
    await expect
      .poll(() => said(page).textContent(), { timeout: 5000 })
      .toContain('1 rejected of 20 checked');

    await page.getByRole('button', { name: 'Complete the lot' }).click();
    await page.getByRole('heading', { name: `Lot ${reportNo} completed: Inspect OK` }).waitFor();
    const open = page.getByRole('link', { name: `Open report ${reportNo}` });
    expect(await open.getAttribute('href')).toContain('/cc-report-view-detail');
    await expect.poll(async () => (await lotOnServer(context, reportNo)).status).toBe('completed');
    const done = await lotOnServer(context, reportNo);
    expect([done.verdict, done.piecesChecked, done.piecesRejected]).toEqual(['inspectOk', 20, 1]);

    // Completed rolls show read-only.
    await page.reload();
    await page.getByRole('heading', { name: `Lot ${reportNo} is completed: Inspect OK` }).waitFor();
    expect(await defect(page, 'Hole').count()).toBe(0);
  });

  test('a lot whose rejected pieces reach Re is rejected, in Tamil', async () => {
    const { context, page } = await freshTablet();
    await signInTamil(page);
    const knitNo = await knitReportOf80(context);
    await startLotFrom(page, 'ta', knitNo);
    const reportNo = lotNoOf(page);
    await page.getByTestId('plan-sample').waitFor();
    expect(await fitProblems(page)).toEqual([]);
    await seePlanAndBegin(page, 'ta');

    await more(page, 'ta', 5).click();
    // Hole is ஓட்டை in the demo mill's master.
    await defect(page, 'ஓட்டை').click();
    await defect(page, 'ஓட்டை').click();
    await expect
      .poll(() => verdict(page).textContent())
      .toBe(say('ta', 'cc_lot_rejected', { re: 2 }));
    expect(await fitProblems(page)).toEqual([]);
    await page.getByRole('button', { name: say('ta', 'cc_complete_lot') }).click();
    await page
      .getByRole('heading', {
        name: say('ta', 'cc_closed_just', {
          reportNo,
          verdict: say('ta', 'defects_inspect_not_ok'),
        }),
      })
      // The lot's completion goes through the outbox to the server: as long as a save's wait.
      .waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await lotOnServer(context, reportNo)).verdict)
      .toBe('inspectNotOk');
  });

  test('fits a phone: no sideways scroll on any of the three screens', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const knitNo = await knitReportOf80(context);
    await page.goto('/select-create-collar-cuff');
    await page.getByRole('heading', { name: 'From a knitting report' }).waitFor();
    await page.getByText(knitNo).first().waitFor();
    expect(await fitProblems(page)).toEqual([]);
    await startLotFrom(page, 'en', knitNo);
    await page.getByTestId('plan-sample').waitFor();
    expect(await fitProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Begin the defect count' }).click();
    await defect(page, 'Hole').waitFor();
    await defect(page, 'Hole').click();
    expect(await fitProblems(page)).toEqual([]);
  });

  test('a greige roll already finished cannot start a greige lot, and says so', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const bundles = z
      .array(z.object({ rollNo: z.string(), finishRollNo: z.string().nullable() }))
      .parse(
        await read(context, 'getSpecifiedKnitCCReportRollsFromDB', {
          jsonData: await knitReportOf80(context),
        }),
      );
    const rollNo = bundles[0]?.rollNo ?? '';
    await context.request.post('/api/api/createCCFinishRollNoInDB', {
      headers: CLIENT_HEADERS,
      data: { jsonData: rollNo },
    });
    await page.goto('/select-create-collar-cuff');
    await page.getByRole('textbox', { name: 'Greige CC roll number' }).fill(rollNo);
    await page.getByRole('button', { name: 'Check roll and start' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: rollNo })
      .filter({ hasText: /finish/ })
      .waitFor();
    await page.getByRole('textbox', { name: 'Greige CC roll number' }).fill('NOSUCHROLL');
    await page.getByRole('button', { name: 'Check roll and start' }).click();
    await page.getByRole('alert').filter({ hasText: 'NOSUCHROLL' }).waitFor();
  });
});

// A server of this file's own for the offline walk, really stopped and started again.
const server = await ownServer({ demo: true });

const taps = z.array(z.object({ mistake: z.string(), clientId: z.string().nullable() }));

describe('collar & cuff inspection with the server really stopped', () => {
  test('pieces counted and taps made offline survive a reload and land exactly once', async () => {
    const { context, page } = await tabletOn(server.url);
    await signIn(page);
    await waitForServiceWorker(page);
    const knitNo = await knitReportOf80(context);
    await startLotFrom(page, 'en', knitNo);
    const reportNo = lotNoOf(page);
    await seePlanAndBegin(page, 'en');
    const rollNo = (await lotOnServer(context, reportNo)).rollRows[0]?.rollNo ?? '';
    await page.getByTestId('roll-checked').waitFor();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');

    await server.stop();
    await more(page, 'en', 10).click();
    for (let i = 0; i < 3; i += 1) await defect(page, 'Curl').click();
    await expect.poll(() => page.getByText('on tablet', { exact: true }).count()).toBe(3);
    await expect
      .poll(() => verdict(page).textContent())
      .toBe('Lot rejected: rejected pieces reached 2');

    await page.reload();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('4');
    await expect.poll(() => page.getByText('on tablet', { exact: true }).count()).toBe(3);
    await expect.poll(() => page.getByTestId('roll-checked').textContent()).toBe('10 of 40');
    await expect
      .poll(() => verdict(page).textContent())
      .toBe('Lot rejected: rejected pieces reached 2');

    await server.restart();
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    await expect.poll(() => page.getByText('on tablet', { exact: true }).count()).toBe(0);
    const sheet = z
      .object({ roll: z.object({ piecesChecked: z.number() }), mistakes: taps })
      .parse(
        await read(context, 'getQICCReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo }),
      );
    expect(sheet.mistakes).toHaveLength(3);
    expect(new Set(sheet.mistakes.map((t) => t.clientId)).size).toBe(3);
    expect(sheet.roll.piecesChecked).toBe(10);
  });
});
