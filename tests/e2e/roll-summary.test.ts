import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, rowsShown, screenTitle, searchOf } from './helpers';
import { read } from './inspection-support';
import { layoutProblems, pageLang } from './layout-support';
import { dataWords, expectTamilScreen, PHONE, settled, TABLET } from './tamil-support';

/**
 * The roll summaries on the demo mill: the rolls of a grade, and the rolls of one job card, their
 * totals checked against the rows the server answers, in English and Tamil, on a tablet and a phone.
 */

const rollRow = z.object({
  rollNo: z.string(),
  kg: z.number(),
  grade: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  reportNo: z.string().nullable(),
});
const rolls = z.array(rollRow);
const summary = z.object({
  docNo: z.string(),
  rolls: z.number(),
  kg: z.number(),
  byGrade: z.array(z.object({ grade: z.number().nullable(), rolls: z.number(), kg: z.number() })),
  rollRows: z.array(rollRow),
});
const jobCards = z.array(z.object({ jobCardNo: z.string() }));

const rollsumTa = z
  .record(z.string(), z.string())
  .parse(
    JSON.parse(
      readFileSync(
        new URL('../../src/i18n/messages/rollsum/ta.json', import.meta.url).pathname,
        'utf8',
      ),
    ),
  );

/** As the app writes them (i18n/format.ts): Indian grouping, one decimal of kg. */
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const kg = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  }).format(n);
const sumKg = (rows: { kg: number }[]) =>
  rows.reduce((s, r) => s + Math.round(r.kg * 1000), 0) / 1000;

const docFields = ['docNo', 'jobCardNo', 'poNo', 'workOrderNo', 'shift', 'date'] as const;

/**
 * The words a Tamil roll list may show as they are: the data's (names, machines) and the numbers
 * of the documents a roll belongs to, which the mill writes in Latin letters.
 */
function allowedWords(answer: unknown, session: unknown): Set<string> {
  const docs: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string' && (docFields as readonly string[]).includes(k)) docs.push(v);
        else walk(v);
      }
  };
  walk(answer);
  return dataWords(answer, session, ...docs);
}

/** A total's figure: the Stat whose label is `label`. */
const statValue = (page: Page, label: string): Locator =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .nth(1);

/** Rows of a table, loaded or not: a long list renders only those in view. */
async function rowCount(table: Locator): Promise<number> {
  const declared = await table.getAttribute('aria-rowcount');
  if (declared) return Number(declared) - 1;
  return (await table.getByRole('row').count()) - 1;
}

/** A job card with rolls on the demo mill, and its summary as the server answers it. */
async function jobCardWithRolls(context: BrowserContext) {
  const cards = jobCards.parse(await read(context, 'getAllJobCardFromDB'));
  for (const card of cards.slice(0, 40)) {
    const raw = await read(context, 'getRollReportSummaryJobCardWiseFromERPNext', {
      jsonReportNo: card.jobCardNo,
    });
    const s = summary.parse(raw);
    if (s.rollRows.length > 0) return { summary: s, raw };
  }
  throw new Error('no job card of the demo mill has rolls');
}

describe('production-roll-summary', () => {
  test('the grade switch shows the rolls of that grade, with their count and kg', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    await page.goto('/production-roll-summary');
    await screenTitle(page).filter({ hasText: 'Production Roll Wise Summary' }).waitFor();

    for (const grade of [2, 3, 1] as const) {
      const answer = rolls.parse(await read(context, `getGradeNo${grade}RollReportFromERPNEXT`));
      expect(answer.every((r) => r.grade === grade)).toBe(true);
      await page.locator('label', { hasText: new RegExp(`^Grade ${grade}$`) }).click();
      const table = page.getByRole('table', { name: `Grade ${grade} rolls` });
      await rowsShown(table);
      await expect.poll(() => statValue(page, 'Rolls').innerText()).toBe(count(answer.length));
      expect(await statValue(page, 'Weight').innerText()).toBe(kg(sumKg(answer)));
      expect(await rowCount(table)).toBe(answer.length);
      const first = answer[0];
      if (first) await table.getByText(first.rollNo, { exact: true }).first().waitFor();
    }
  });

  test('a roll opens its summary', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const answer = rolls.parse(await read(context, 'getGradeNo1RollReportFromERPNEXT'));
    const first = answer[0];
    expect(first).toBeDefined();
    await page.goto('/production-roll-summary?grade=1');
    const table = page.getByRole('table', { name: 'Grade 1 rolls' });
    await table.getByRole('row').nth(1).waitFor();
    await table.getByRole('row').nth(1).click();
    await page.waitForURL(
      (u) => u.pathname === '/roll-summary-modal' || u.pathname === '/report-view-detail',
    );
    await screenTitle(page).waitFor();
  });
});

describe('production-roll-report-summary', () => {
  test("a job card's totals equal its rows, in English and Tamil, at 800 and 390 px", async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    const { summary: s, raw } = await jobCardWithRolls(context);
    expect(s.rolls).toBe(s.rollRows.length);
    expect(s.kg).toBeCloseTo(sumKg(s.rollRows), 3);
    expect(s.byGrade.reduce((n, g) => n + g.rolls, 0)).toBe(s.rolls);

    await page.goto('/production-roll-report-summary');
    await page.getByRole('combobox', { name: 'Job card number' }).fill(s.docNo);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((u) => u.search.includes('doc='));
    const table = page.getByRole('table', { name: `Job card number ${s.docNo}` });
    await rowsShown(table);
    await expect.poll(() => statValue(page, 'Rolls').innerText()).toBe(count(s.rolls));
    expect(await statValue(page, 'Weight').innerText()).toBe(kg(s.kg));
    expect(await rowCount(table)).toBe(s.rollRows.length);
    expect(await page.getByTestId('grade-total').count()).toBe(s.byGrade.length);

    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await settled(page);
      expect(await layoutProblems(page), `at ${size.width} px`).toEqual([]);
    }

    // Tamil: the same screen, chosen on the profile's language switch as a user does.
    await page.goto('/settings');
    await page
      .locator('label', { hasText: /^தமிழ்$/ })
      .first()
      .click();
    await expect.poll(() => pageLang(page)).toBe('ta');
    await page.goto(`/production-roll-report-summary${searchOf({ by: 'jobCard', doc: s.docNo })}`);
    const tamilTable = page.getByRole('table', {
      name: `${rollsumTa.rollsum_job_card_no} ${s.docNo}`,
    });
    await tamilTable.waitFor();
    const session = await read(context, 'getSession');
    await expectTamilScreen(page, 'production-roll-report-summary', allowedWords(raw, session));
    await page.goto('/production-roll-summary?grade=2');
    await page
      .getByRole('table', { name: (rollsumTa.rollsum_grade_title ?? '').replace('{grade}', '2') })
      .waitFor();
    const two = await read(context, 'getGradeNo2RollReportFromERPNEXT');
    await expectTamilScreen(page, 'production-roll-summary', allowedWords(two, session));
  });
});
