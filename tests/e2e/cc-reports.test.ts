import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { ADMIN, freshTablet, screenTitle, searchOf, waitForPath } from './helpers';
import { read } from './inspection-support';
import { layoutProblems } from './layout-support';
import { expectTamilScreen, PHONE, settled, TABLET } from './tamil-support';

/**
 * The collar & cuff report screens on the demo mill: the list by status and dates, one report with
 * its rolls, defects and verdict (and its print), and the CC inspector's home, in English and in
 * Tamil, on a portrait tablet and a phone. What the screens show is checked against what the
 * server answers for the same status and dates.
 */

const ccRow = z.object({
  reportNo: z.string(),
  date: z.string(),
  status: z.enum(['ongoing', 'completed']),
  verdict: z.enum(['inspectOk', 'inspectNotOk']).nullable(),
  piecesRejected: z.number(),
});
const page_ = z.object({ rows: z.array(ccRow), total: z.number() });
const withRolls = ccRow.extend({
  rollRows: z.array(z.object({ rollNo: z.string(), piecesRejected: z.number() })),
});
const sheet = z.object({
  mistakeSummary: z.array(z.object({ mistake: z.string(), pieces: z.number() })),
});
type CcRow = z.infer<typeof ccRow>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as the app's presets count them (lib/datePresets.ts). */
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const now = new Date();
const TODAY = day(now);
const YESTERDAY = day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
const MONTH_START = day(new Date(now.getFullYear(), now.getMonth(), 1));
const MONTH_END = day(new Date(now.getFullYear(), now.getMonth() + 1, 0));
const NINETY_DAYS_AGO = day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 90));

const LIST = 'QI Collar & Cuff Reports';
const verdictWords = (r: CcRow) =>
  r.status === 'ongoing'
    ? 'Ongoing'
    : r.verdict === 'inspectOk'
      ? 'Inspect OK'
      : r.verdict === 'inspectNotOk'
        ? 'Inspect not OK'
        : 'Completed';

async function list(context: BrowserContext, call: string, from: string, to: string) {
  return page_.parse(
    await read(context, call, { jsonStartDate: from, jsonEndDate: to, limit: '100' }),
  );
}

async function signedInAt(width: number) {
  const tablet = await freshTablet();
  await tablet.page.setViewportSize(width < 500 ? PHONE : TABLET);
  await signIn(tablet.page);
  return tablet;
}

const headersOf = async (table: Locator) =>
  (await table.getByRole('columnheader').allInnerTexts()).map((h) =>
    h.replace(/[▲▼\s]+$/, '').replace(/\s+/g, ' '),
  );

/** The first rows the table shows: each row's first cell (the report) and last (its verdict). */
async function shownRows(table: Locator, n: number): Promise<string[][]> {
  const rows = table.getByRole('row');
  const count = Math.min(n + 1, await rows.count());
  const shown: string[][] = [];
  for (let i = 1; i < count; i++) {
    const cells = rows.nth(i).getByRole('cell');
    const texts = await cells.allInnerTexts();
    // A folding table ends each row with its details button's cell.
    const headers = (await headersOf(table)).length;
    shown.push([texts[0]?.trim() ?? '', texts[headers - 1]?.trim() ?? '']);
  }
  return shown;
}

/** The table shows the server's rows, newest first: the first few, with their verdicts. */
async function expectRowsOf(page: Page, answer: z.infer<typeof page_>, where: string) {
  const table = page.getByRole('table', { name: LIST });
  if (answer.rows.length === 0) {
    await page.getByText('No reports in this range.').waitFor();
    return;
  }
  const expected = answer.rows.slice(0, 4).map((r) => [r.reportNo, verdictWords(r)]);
  await expect
    .poll(() => shownRows(table, expected.length), { message: where, timeout: 10_000 })
    .toEqual(expected);
  const total = answer.total;
  await page.getByText(new RegExp(`(^| of )${total.toLocaleString('en-IN')} reports?$`)).waitFor();
}

/** Nothing scrolls sideways and no text is cut, clipped or off the screen. */
async function expectFits(page: Page, where: string) {
  await settled(page);
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);
}

/** The newest completed lot before today, from the demo mill's last 90 days. */
async function newestCompletedLot(context: BrowserContext): Promise<CcRow> {
  const completed = await list(context, 'getQICCReportFromDBCompleted', NINETY_DAYS_AGO, YESTERDAY);
  const newest = completed.rows[0];
  if (!newest) throw new Error('the demo mill has no completed collar & cuff lot before today');
  return newest;
}

/** A completed, not-OK lot with defects tapped, its rolls, and the defects of its worst roll. */
async function rejectedLot(context: BrowserContext) {
  const notOk = await list(
    context,
    'getQICCReportFromDBWithInspectNotOk',
    NINETY_DAYS_AGO,
    YESTERDAY,
  );
  for (const row of notOk.rows) {
    const report = withRolls.parse(
      await read(context, 'getQICCReportWithRollsFromDB', { report_no: row.reportNo }),
    );
    const worst = [...report.rollRows].sort((a, b) => b.piecesRejected - a.piecesRejected)[0];
    if (!worst || worst.piecesRejected === 0) continue;
    const defects = sheet.parse(
      await read(context, 'getQICCReportFromERPNEXT', {
        report_no: report.reportNo,
        roll_no: worst.rollNo,
      }),
    ).mistakeSummary;
    if (defects[0]) return { report, defect: defects[0].mistake };
  }
  throw new Error('the demo mill has no rejected collar & cuff lot with defects');
}

describe.each([
  {
    width: 800,
    columns: ['Report', 'Date', 'Item', 'Rejected %', 'Grade', 'Verdict'],
    rollColumns: ['Roll', 'Pieces', 'Sample', 'Rejected', 'Rejected %', 'Grade', 'Verdict'],
  },
  {
    width: 390,
    columns: ['Report', 'Rejected %', 'Grade', 'Verdict'],
    rollColumns: ['Roll', 'Rejected', 'Rejected %', 'Grade'],
  },
])('at $width px', ({ width, columns, rollColumns }) => {
  test('qi-ccreport-view lists the reports of a status and dates, and opens one', async () => {
    const { context, page } = await signedInAt(width);

    await page.goto('/qi-ccreport-view');
    const table = page.getByRole('table', { name: LIST });
    await table.waitFor();
    expect(await headersOf(table)).toEqual(columns);
    await expectRowsOf(
      page,
      await list(context, 'getQICCReportFromDBAllData', MONTH_START, MONTH_END),
      'all of this month',
    );
    await expectFits(page, 'qi-ccreport-view');

    // Only the lots judged not OK.
    await page.locator('label', { hasText: /^Inspect not OK$/ }).click();
    await page.waitForURL((u) => u.search.includes('inspectNotOk'));
    const notOk = await list(
      context,
      'getQICCReportFromDBWithInspectNotOk',
      MONTH_START,
      MONTH_END,
    );
    await expectRowsOf(page, notOk, 'not OK this month');
    const shown = await shownRows(table, 20);
    expect(shown.every(([, verdict]) => verdict === 'Inspect not OK')).toBe(true);

    // Completed, over yesterday only.
    await page.locator('label', { hasText: /^Completed$/ }).click();
    await page.getByLabel('Dates').selectOption({ label: 'Yesterday' });
    await page.waitForURL((u) => u.search.includes('yesterday'));
    const yesterday = await list(context, 'getQICCReportFromDBCompleted', YESTERDAY, YESTERDAY);
    await expectRowsOf(page, yesterday, 'completed yesterday');
    expect(yesterday.rows.every((r) => r.date === YESTERDAY)).toBe(true);
    await expectFits(page, 'qi-ccreport-view, completed yesterday');

    // What the row has no room for is one tap away; a tap on the row opens the report. The lot is
    // the newest completed before today (the demo mill completes a few a day; yesterday's list
    // above may be empty on some day), listed over its own day as custom dates.
    const first = await newestCompletedLot(context);
    const itsDay = { preset: 'custom', from: first.date, to: first.date };
    await page.goto(`/qi-ccreport-view${searchOf({ status: 'completed', ...itsDay })}`);
    await expectRowsOf(
      page,
      await list(context, 'getQICCReportFromDBCompleted', first.date, first.date),
      `completed on ${first.date}`,
    );
    const row = table.getByRole('row').filter({ hasText: first.reportNo });
    await row.getByRole('button', { name: `Details of ${first.reportNo}` }).click();
    await row.getByRole('term').filter({ hasText: 'Pieces' }).waitFor();
    await expectFits(page, 'qi-ccreport-view, a row unfolded');
    await row.getByRole('cell').first().click();
    await waitForPath(page, '/cc-report-view-detail');
    await page.getByRole('heading', { name: 'Collar & cuff inspection report' }).waitFor();
    await page.getByText(first.reportNo, { exact: true }).first().waitFor();
  });

  test('cc-report-view-detail shows the rolls, the defects and the verdict, and prints every column', async () => {
    const { context, page } = await signedInAt(width);
    const { report, defect } = await rejectedLot(context);

    await page.goto(`/cc-report-view-detail${searchOf({ reportNo: report.reportNo })}`);
    const rolls = page.getByRole('table', { name: 'Rolls' });
    await rolls.waitFor();
    for (const roll of report.rollRows.slice(0, 3))
      await rolls.getByRole('row').filter({ hasText: roll.rollNo }).first().waitFor();
    const verdict = page.getByTestId('cc-verdict');
    await verdict.getByText('Inspect not OK').waitFor();
    await verdict.getByText(/^AQL plan: Level II · AQL 2\.5 · code letter [A-R]/).waitFor();
    const defects = page.getByRole('table', { name: 'Rejected pieces by defect' });
    await defects.getByRole('row').filter({ hasText: defect }).waitFor();
    await page.getByRole('table', { name: 'Defects by roll' }).waitFor();
    expect(await headersOf(rolls)).toEqual(rollColumns);
    await expectFits(page, 'cc-report-view-detail');

    // On paper every column is there, whatever the screen's width; the buttons are not.
    await page.emulateMedia({ media: 'print' });
    await expect
      .poll(() => headersOf(rolls))
      .toEqual([
        'Roll',
        'Pieces',
        'Sample',
        'Checked',
        'Rejected',
        'Rejected %',
        'Grade',
        'Verdict',
        'AQL plan',
        'Kg',
      ]);
    expect(await headersOf(defects)).toEqual(['Defect', 'Rejected', 'Share']);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print' }).waitFor();
  });
});

test('collar-cuff-home shows the lots on the tables and today’s completed ones', async () => {
  const { context, page } = await signedInAt(800);
  const ongoing = page_.parse(
    await read(context, 'getOnGoingCCInspectionDetails', { jsonTodayDate: TODAY, limit: '200' }),
  );
  const completed = await list(context, 'getQICCReportFromDBCompleted', TODAY, TODAY);

  await page.goto('/collar-cuff-home');
  await screenTitle(page).filter({ hasText: 'Collar & cuff inspection home' }).waitFor();
  await page.getByRole('link', { name: 'Start collar & cuff inspection' }).waitFor();
  const onTables = page.getByRole('region', { name: 'Ongoing today' });
  const done = page.getByRole('region', { name: 'Completed today' });
  if (ongoing.rows.length === 0)
    await onTables.getByText(/^No collar & cuff lot is on the tables/).waitFor();
  for (const r of ongoing.rows.slice(0, 3)) {
    const card = onTables.locator('.mantine-Paper-root').filter({ hasText: r.reportNo });
    const cont = card.getByRole('link', { name: 'Continue inspection' });
    const href = new URL((await cont.getAttribute('href')) ?? '', 'http://tablet');
    expect(href.pathname).toBe('/collar-cuff-details');
    expect(href.searchParams.get('reportNo')).toBe(r.reportNo);
  }
  if (completed.rows.length === 0) await done.getByText('No lot completed today yet.').waitFor();
  for (const r of completed.rows.slice(0, 3)) {
    const card = done.locator('.mantine-Paper-root').filter({ hasText: r.reportNo });
    await card.getByText(verdictWords(r)).first().waitFor();
    expect(await card.getByRole('link', { name: 'Continue inspection' }).count()).toBe(0);
  }
  await page
    .getByText(
      `${ongoing.rows.length} ongoing · ${completed.rows.length} completed`.replace(/\d+/g, (n) =>
        Number(n).toLocaleString('en-IN'),
      ),
    )
    .waitFor();
  await expectFits(page, 'collar-cuff-home');
  await page.setViewportSize(PHONE);
  await expectFits(page, 'collar-cuff-home at 390 px');

  // A lot of today opens its report: a completed one, or one still on the tables (the demo mill
  // keeps some on the tables today, pinned by server/domains/collarCuff/demo.test.ts).
  const first = completed.rows[0] ?? ongoing.rows[0];
  if (!first)
    throw new Error(`the mill has no collar & cuff lot on ${TODAY}, ongoing or completed`);
  await page
    .locator('.mantine-Paper-root')
    .filter({ hasText: first.reportNo })
    .getByRole('link', { name: 'Open report' })
    .click();
  await waitForPath(page, '/cc-report-view-detail');
  await page.getByTestId('cc-verdict').waitFor();
});

/** The Tamil catalogue of the CC report screens, to tap and wait for their words. */
const taCc = z
  .record(z.string(), z.unknown())
  .parse(
    JSON.parse(
      readFileSync(
        new URL('../../src/i18n/messages/ccreport/ta.json', import.meta.url).pathname,
        'utf8',
      ),
    ),
  );
const ta = (key: string) => z.string().parse(taCc[key]);

/** Names that stay as they are in Tamil: the app's, the trade's (AQL and its levels), units. */
const NAMES = ['Greige', 'QI', 'AQL', 'II', 'III', 'GSM', 'kg'];
/** Fields of the server's answers that hold the mill's data, not words. */
const DATA = new Set([
  'reportNo',
  'rollNo',
  'greigeRollNo',
  'finishRollNo',
  'knitReportNo',
  'sourceDocNo',
  'supplier',
  'customer',
  'itemCode',
  'itemName',
  'colour',
  'size',
  'lot',
  'inspector',
  'tableName',
  'username',
  'remarks',
  // A defect without a Tamil name in the master shows its English one.
  'mistake',
]);

function dataWords(...values: unknown[]): Set<string> {
  const words = new Set(NAMES);
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key !== undefined && DATA.has(key))
        value.match(/[A-Za-z][A-Za-z'’]+/g)?.forEach((w) => words.add(w));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  values.forEach((v) => walk(v));
  return words;
}

test('the CC report screens speak Tamil and fit at 800 and 390 px', async () => {
  const { context, page } = await freshTablet();
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');

  // The answers as sent (the parsed lists keep only what the checks compare).
  const range = { jsonStartDate: MONTH_START, jsonEndDate: MONTH_END, limit: '200' };
  const month = await read(context, 'getQICCReportFromDBAllData', range);
  const notOkAnswer = await read(context, 'getQICCReportFromDBWithInspectNotOk', range);
  const notOk = page_.parse(notOkAnswer);
  const session = await read(context, 'getSession');
  await page.goto('/qi-ccreport-view');
  await page.getByRole('table', { name: ta('ccreport_title') }).waitFor();
  await expectTamilScreen(page, 'qi-ccreport-view', dataWords(month, session));

  await page.locator('label', { hasText: /^சரியில்லாதவை$/ }).click();
  await page.waitForURL((u) => u.search.includes('inspectNotOk'));
  const firstNotOk = notOk.rows[0];
  if (firstNotOk)
    await page.getByRole('row').filter({ hasText: firstNotOk.reportNo }).first().waitFor();
  // The month's lots are data too: a row of the list the tab was switched from may still be
  // painted while the not-OK lots arrive.
  await expectTamilScreen(page, 'qi-ccreport-view-not-ok', dataWords(notOkAnswer, month, session));

  const { report, defect } = await rejectedLot(context);
  const sheets = await Promise.all(
    report.rollRows
      .filter((r) => r.piecesRejected > 0)
      .map((r) =>
        read(context, 'getQICCReportFromERPNEXT', {
          report_no: report.reportNo,
          roll_no: r.rollNo,
        }),
      ),
  );
  const full = await read(context, 'getQICCReportWithRollsFromDB', { report_no: report.reportNo });
  await page.goto(`/cc-report-view-detail${searchOf({ reportNo: report.reportNo })}`);
  await page.getByRole('table', { name: ta('ccreport_by_defect') }).waitFor();
  await page.getByTestId('cc-verdict').getByText('இன்ஸ்பெக்ஷன் சரியில்லை').waitFor();
  expect(defect).not.toBe('');
  await expectTamilScreen(page, 'cc-report-view-detail', dataWords(full, sheets, session));

  const home = [
    await read(context, 'getOnGoingCCInspectionDetails', { jsonTodayDate: TODAY }),
    await read(context, 'getQICCReportFromDBCompleted', {
      jsonStartDate: TODAY,
      jsonEndDate: TODAY,
    }),
  ];
  await page.goto('/collar-cuff-home');
  await page.getByRole('link', { name: ta('ccreport_home_start') }).waitFor();
  await page.getByRole('heading', { name: ta('ccreport_home_completed') }).waitFor();
  await expectTamilScreen(page, 'collar-cuff-home', dataWords(home, session));
});
