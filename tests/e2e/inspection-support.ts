import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { CLIENT_HEADERS, waitForPath } from './helpers';

/** A read call as the signed-in tablet makes it (reads are GETs with their input as the query). */
export async function read(
  context: BrowserContext,
  call: string,
  params: Record<string, string> = {},
): Promise<unknown> {
  const res = await context.request.get(`/api/api/${call}`, { headers: CLIENT_HEADERS, params });
  if (!res.ok()) throw new Error(`${call}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** The greige rolls the demo mill knows (getRollNoFromDB), as far as the tests need them. */
export const knownRolls = z.array(
  z.object({ greigeRollNo: z.string(), finishRollNo: z.string().nullable(), itemCode: z.string() }),
);

/** The text box labelled `label` (a segment's hidden radio may carry the same name). */
export const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input:not([type="radio"])')).first();

/** Opens a Mantine select by its label and picks the option matching `option`. */
export async function pick(
  page: Page,
  label: string,
  option: RegExp | string,
  type?: string,
): Promise<void> {
  const input = field(page, label);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** Starts a report on `item` from select-create-roll, as an inspector does; answers its number. */
export async function openReport(page: Page, item: string): Promise<string> {
  await page.goto('/select-create-roll');
  // The segment's radio lies, unseen, over its label: what a finger taps.
  await page.getByRole('radio', { name: 'Supplier', exact: true }).check();
  await pick(page, 'Supplier', /./);
  await pick(page, 'Item', new RegExp(`\\(${item}\\)`), item);
  await pick(page, 'Inspection table', 'Table 1');
  await page.getByRole('button', { name: 'Start report' }).click();
  await page.waitForURL(
    (u) => u.pathname === '/select-create-roll' && u.search.includes('reportNo'),
  );
  const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
  return z
    .string()
    .min(1)
    .parse(raw.startsWith('"') ? JSON.parse(raw) : raw);
}

/**
 * Starts a report on the first item of the demo mill with free rolls (none has a finish roll or
 * sits in a report at start): its number and that item's free rolls.
 */
export async function startReport(
  context: BrowserContext,
  page: Page,
): Promise<{ reportNo: string; candidates: string[] }> {
  const free = knownRolls
    .parse(await read(context, 'getRollNoFromDB'))
    .filter((r) => !r.finishRollNo);
  const item = free[0]?.itemCode ?? '';
  const reportNo = await openReport(page, item);
  const candidates = free.filter((r) => r.itemCode === item).map((r) => r.greigeRollNo);
  return { reportNo, candidates };
}

/**
 * The first of `candidates` the server would take on `reportNo` now: earlier tests on the same
 * server may have put some of them on their own reports.
 */
export async function usableRoll(
  context: BrowserContext,
  reportNo: string,
  candidates: readonly string[],
): Promise<string> {
  for (const candidate of candidates) {
    const answer = z
      .object({ ok: z.boolean() })
      .parse(
        await read(context, 'checkRollNoInERPNext', { jsonData: candidate, jsonData1: reportNo }),
      );
    if (answer.ok) return candidate;
  }
  return '';
}

/**
 * On select-create-roll of an open report: checks `rollNo`, gives it `kg` (and a machine, unless
 * the tablet remembers one), and opens its defects, waiting for their buttons.
 */
export async function enterRoll(page: Page, rollNo: string, kg = '20'): Promise<void> {
  await page.getByRole('textbox', { name: 'Roll number' }).fill(rollNo);
  await page.getByRole('button', { name: 'Check roll and continue' }).click();
  await waitForPath(page, '/roll-details');
  await field(page, 'Weight').fill(kg);
  if (!(await field(page, 'Machine').inputValue())) await pick(page, 'Machine', /./);
  await page.getByRole('button', { name: 'Save roll and start tapping' }).click();
  await waitForPath(page, '/mistake-details');
  await page.getByRole('group', { name: 'Record a mistake' }).getByRole('button').first().waitFor();
}

/** A new report (startReport) with its first usable roll, of `kg`, open on its defect screen. */
export async function reportOnDefects(
  context: BrowserContext,
  page: Page,
  kg = '20',
): Promise<{ reportNo: string; rollNo: string; candidates: string[] }> {
  const { reportNo, candidates } = await startReport(context, page);
  const rollNo = await usableRoll(context, reportNo, candidates);
  if (!rollNo) throw new Error(`no roll of ${reportNo}'s item is free on this server`);
  await enterRoll(page, rollNo, kg);
  return { reportNo, rollNo, candidates };
}

/** A figure of the defect screen's score panel by its label ("mistakes", "points"). */
export async function scoreFigure(page: Page, label: string): Promise<string> {
  const texts = await page
    .getByRole('group', { name: 'Roll score' })
    .locator('span')
    .allTextContents();
  const at = texts.indexOf(label);
  return at > 0 ? (texts[at - 1] ?? '') : '';
}

/** A roll's sheet, as much of it as the browser tests read. */
export const rollSheet = z.object({
  roll: z.object({ points: z.number() }),
  mistakes: z.array(z.object({ mistake: z.string(), clientId: z.string().nullable() })),
});

/** A roll's sheet as the server holds it: its points and its taps. */
export async function sheetOnServer(context: BrowserContext, reportNo: string, rollNo: string) {
  return rollSheet.parse(
    await read(context, 'getQIReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo }),
  );
}
