import { firstUnlessDeep } from '../support/depth';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, searchOf } from './helpers';
import { knownRolls, pick, read } from './inspection-support';
import { layoutProblems } from './layout-support';

const reason = z.object({ kind: z.string(), rollNo: z.string().optional() });
const withRolls = z.object({
  rows: z.array(
    z.object({
      reportNo: z.string(),
      date: z.string(),
      grade: z.number().nullable(),
      gradeReasons: z.array(reason).optional(),
      rollRows: z.array(
        z.object({
          rollNo: z.string(),
          grade: z.number().nullable(),
          gradeReasons: z.array(reason).optional(),
        }),
      ),
    }),
  ),
});

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * A demo report whose grade is its worst roll's (beside a lower figure for all its rolls), and in
 * it a roll whose GSM lowered its grade: the two reasons a grade gives most often.
 */
async function reportsWithReasons(context: BrowserContext) {
  const { rows } = withRolls.parse(
    await read(context, 'getQIReportFromDBAllData', {
      jsonStartDate: isoDay(60),
      jsonEndDate: isoDay(0),
      limit: '200',
    }),
  );
  const report = rows.find(
    (r) =>
      r.gradeReasons?.some((x) => x.kind === 'worstRoll') &&
      r.rollRows.some((roll) => roll.gradeReasons?.some((x) => x.kind === 'gsmOut')),
  );
  const roll = report?.rollRows.find((r) => r.gradeReasons?.some((x) => x.kind === 'gsmOut'));
  if (!report || !roll) throw new Error('the demo mill has no report graded by its worst roll');
  return { report, roll };
}

/** Boxes that scroll sideways (a table inside the page), named by their role or class. */
const sidewaysBoxes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<Element> };
      getComputedStyle(el: Element): { overflowX: string };
    };
    interface Element {
      scrollWidth: number;
      clientWidth: number;
      className: string;
      getAttribute(name: string): string | null;
    }
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.getAttribute('role') ?? el.className}: ${el.scrollWidth}`);
  });

/** Nothing scrolls sideways and no text is cut, clipped or off the screen. */
async function expectFits(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);
  expect(await sidewaysBoxes(page), `${where}: boxes scrolling sideways`).toEqual([]);
}

const headersOf = async (page: Page, table: string) =>
  (await page.getByRole('table', { name: table }).getByRole('columnheader').allInnerTexts()).map(
    (h) => h.replace(/[▲▼\s]+$/, '').replace(/\s+/g, ' '),
  );

async function signedInAt(width: number) {
  const tablet = await freshTablet();
  await tablet.page.setViewportSize({ width, height: width < 500 ? 844 : 1280 });
  await signIn(tablet.page);
  return tablet;
}

describe.each(
  firstUnlessDeep([
    { width: 390, list: ['Report', 'Pts/100 m²', 'Grade', 'Status'] },
    { width: 800, list: ['Report', 'Date', 'Item', 'Pts/100 m²', 'Grade', 'Status'] },
  ]),
)('at $width px', ({ width, list }) => {
  test('report lists keep report, points, grade and status, fold the rest, never scroll sideways', async () => {
    const { context, page } = await signedInAt(width);
    const { report } = await reportsWithReasons(context);

    await page.goto('/report-view');
    await page.getByRole('table', { name: 'Inspection Reports' }).waitFor();
    expect(await headersOf(page, 'Inspection Reports')).toEqual(list);
    await expectFits(page, 'report-view');

    await page.goto(`/qi-report-view${searchOf({ preset: 'custom', from: report.date })}`);
    const row = page.getByRole('row').filter({ hasText: report.reportNo });
    await row.waitFor();
    expect(await headersOf(page, 'QI Fabric Reports')).toEqual(list);
    await expectFits(page, 'qi-report-view');

    // What the row has no room for is one tap away, without leaving the list.
    const details = row.getByRole('button', { name: `Details of ${report.reportNo}` });
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    for (const folded of ['Stage', 'Supplier', 'Rolls', 'Kg'])
      await row.getByRole('term').filter({ hasText: folded }).waitFor();
    expect(await row.getByRole('definition').allInnerTexts()).toContainEqual(
      expect.stringMatching(/^[\d,.]+ kg$/),
    );
    await expectFits(page, 'qi-report-view, a row unfolded');
    expect(new URL(page.url()).pathname).toBe('/qi-report-view');
  });

  test('report detail, roll view and the mistake modal fit, and the grade says why', async () => {
    const { context, page } = await signedInAt(width);
    const { report, roll } = await reportsWithReasons(context);
    const worst = report.gradeReasons?.find((x) => x.kind === 'worstRoll')?.rollNo ?? '';

    // The list says why a low figure sits beside a worse grade.
    await page.goto(`/qi-report-view${searchOf({ preset: 'custom', from: report.date })}`);
    await page
      .getByRole('row')
      .filter({ hasText: report.reportNo })
      .getByText(`Grade ${report.grade}: the grade of its worst roll, ${worst};`)
      .waitFor();

    await page.goto(`/report-view-detail${searchOf({ reportNo: report.reportNo })}`);
    await page.getByRole('table', { name: 'Rolls' }).waitFor();
    await page.getByText(`Grade ${report.grade}: the grade of its worst roll, ${worst};`).waitFor();
    const rollRow = page.getByRole('table', { name: 'Rolls' }).getByRole('row').filter({
      hasText: roll.rollNo,
    });
    await rollRow.getByText(new RegExp(`^Grade ${roll.grade}: GSM [\\d.]+ is outside`)).waitFor();
    // Dates as the mill writes them, kg with its unit.
    await page
      .getByText(/^\d{2}-\d{2}-\d{4}$/)
      .first()
      .waitFor();
    await page.getByText(/^\d+ · [\d,.]+ kg$/).waitFor();
    await expectFits(page, 'report detail');
    // On paper every column is there, whatever the screen's width.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(async () => (await headersOf(page, 'Rolls')).length).toBe(10);
    await page.emulateMedia({ media: 'screen' });

    await rollRow.getByRole('cell').first().click();
    await page.waitForURL((u) => u.pathname === '/roll-view');
    await page
      .getByTestId('grade-why')
      .filter({ hasText: /GSM [\d.]+ is outside/ })
      .waitFor();
    await page.getByRole('table', { name: 'Mistakes' }).waitFor();
    await expectFits(page, 'roll view');

    await page.goto(
      `/mistake-modal${searchOf({ reportNo: report.reportNo, rollNo: roll.rollNo })}`,
    );
    await page.getByRole('table', { name: 'Mistakes' }).waitFor();
    expect(await headersOf(page, 'Mistakes')).toEqual(
      expect.arrayContaining(['#', 'Mistake', 'Points']),
    );
    await expectFits(page, 'mistake-modal');
  });
});

/**
 * Moves within the app as its own links do (no page load): the router follows the address it is
 * told about, as it does for the browser's Back button.
 */
async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as {
      history: { pushState(state: unknown, title: string, url: string): void };
      dispatchEvent(event: unknown): boolean;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState({}, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname === path);
}

test('a report just started is found under report-view’s default tab', async () => {
  const { context, page } = await freshTablet();
  await signIn(page);
  const item = knownRolls.parse(await read(context, 'getRollNoFromDB'))[0]?.itemCode ?? '';
  // Seen a moment before: the tablet keeps that list, without the report about to start.
  await page.goto('/report-view');
  await page.getByRole('table', { name: 'Inspection Reports' }).waitFor();

  await goWithin(page, '/select-create-roll');
  await page.getByRole('radio', { name: 'Supplier', exact: true }).check();
  await pick(page, 'Supplier', /./);
  await pick(page, 'Item', new RegExp(`\\(${item}\\)`), item);
  await pick(page, 'Inspection table', 'Table 1');
  await page.getByRole('button', { name: 'Start report' }).click();
  await page.waitForURL((u) => u.search.includes('reportNo'));
  const reportNo = z.string().min(1).parse(new URL(page.url()).searchParams.get('reportNo'));

  // Back to the list, under its default tab: the ongoing reports of this week.
  await goWithin(page, '/report-view');
  await page.getByRole('row').filter({ hasText: reportNo }).waitFor();
  expect(await page.getByRole('radio', { name: 'Ongoing' }).isChecked()).toBe(true);
});
