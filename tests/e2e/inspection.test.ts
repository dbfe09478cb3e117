import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, searchOf, waitForPath } from './helpers';
import { field, knownRolls, openReport, pick, read } from './inspection-support';

const reports = z.object({
  rows: z.array(z.object({ reportNo: z.string() })),
  nextCursor: z.string().nullable(),
});
const withRolls = z.object({
  reportNo: z.string(),
  status: z.string(),
  rollRows: z.array(z.object({ rollNo: z.string(), machine: z.string().nullable() })),
});
const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const check = z.object({ ok: z.boolean() });

/** Greige rolls of one item with no finish roll and in no open report, most of them first. */
async function freeRollsByItem(context: BrowserContext): Promise<[string, string[]][]> {
  const open = new Set<string>();
  // The ongoing reports of the last year (the longest range a list takes), page by page.
  const year = { jsonStartDate: isoDay(365), jsonEndDate: isoDay(0), limit: '200' };
  let cursor: string | null = null;
  do {
    const page = reports.parse(
      await read(context, 'getQIReportFromDB', { ...year, ...(cursor ? { cursor } : {}) }),
    );
    for (const { reportNo } of page.rows) {
      const report = withRolls.parse(
        await read(context, 'getQIReportWithRollsFromDB', { report_no: reportNo }),
      );
      report.rollRows.forEach((x) => open.add(x.rollNo));
    }
    cursor = page.nextCursor;
  } while (cursor);
  const byItem = new Map<string, string[]>();
  for (const roll of knownRolls.parse(await read(context, 'getRollNoFromDB'))) {
    if (roll.finishRollNo || open.has(roll.greigeRollNo)) continue;
    byItem.set(roll.itemCode, [...(byItem.get(roll.itemCode) ?? []), roll.greigeRollNo]);
  }
  return [...byItem].sort((a, b) => b[1].length - a[1].length);
}

const scorePanel = (page: Page) => page.locator('[aria-label="Roll score"]');

describe('the inspector’s path', () => {
  test('starts a report, inspects three rolls, completes it and prints it', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const [item, candidates] = (await freeRollsByItem(context))[0] ?? ['', []];
    expect(candidates.length).toBeGreaterThanOrEqual(3);

    const reportNo = await openReport(page, item);

    // The screens' own check decides; the list above only narrows the candidates.
    const rolls: string[] = [];
    for (const rollNo of candidates) {
      if (rolls.length === 3) break;
      const answer = check.parse(
        await read(context, 'checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo }),
      );
      if (answer.ok) rolls.push(rollNo);
    }
    expect(rolls).toHaveLength(3);

    let machine = '';
    for (const [i, rollNo] of rolls.entries()) {
      await page.getByRole('textbox', { name: 'Roll number' }).fill(rollNo);
      await page.getByRole('button', { name: 'Check roll and continue' }).click();
      await waitForPath(page, '/roll-details');
      // A small weight makes one hole enough to move the grade.
      await field(page, 'Weight').fill('2');
      if (i === 0) {
        await pick(page, 'Machine', /./);
        machine = await field(page, 'Machine').inputValue();
      }
      await page.getByRole('button', { name: 'Save roll and start tapping' }).click();
      await waitForPath(page, '/mistake-details');
      await expect.poll(() => scorePanel(page).innerText()).toMatch(/Grade 1/i);
      if (i < 2) {
        await page.getByRole('button', { name: /^Hole,/ }).click();
        await expect.poll(() => scorePanel(page).innerText()).toMatch(/\b4\s+points/);
        await expect.poll(() => scorePanel(page).innerText()).toMatch(/Grade 3/i);
      }
      await page.getByRole('button', { name: 'Complete roll' }).click();
      if (i < 2) {
        await page.getByRole('button', { name: 'Next roll' }).click();
        await waitForPath(page, '/select-create-roll');
      } else {
        await page.getByRole('button', { name: 'Complete the report' }).click();
        // The defect screen says the report is completed, and leads to it.
        await page.getByRole('link', { name: `Open report ${reportNo}` }).click();
        await waitForPath(page, '/report-view-detail');
      }
    }
    await page.getByText(reportNo).first().waitFor();

    const stored = withRolls.parse(
      await read(context, 'getQIReportWithRollsFromDB', { report_no: reportNo }),
    );
    expect(stored?.status).toBe('completed');
    expect(stored?.rollRows.find((r) => r.rollNo === rolls[0])?.machine).toBe(machine);

    // A grade 3 roll makes the report inspect-not-OK, whatever was said on completing.
    await page.goto(`/qi-report-view${searchOf({ status: 'inspectNotOk', preset: 'today' })}`);
    const row = page.getByRole('row').filter({ hasText: reportNo });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/not OK/i);
    await row.click();
    await waitForPath(page, '/report-view-detail');
    await page.getByText(reportNo).first().waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.isVisible()).toBe(true);
    // Printed as a user prints it: from the report's Print button, whose print rules come with it.
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => menuButton.isVisible()).toBe(false);
    expect(await page.getByText(reportNo).first().isVisible()).toBe(true);
  });
});
