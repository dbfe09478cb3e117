import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';
import { newTabletPage, signIn } from '../support/browser';
import { waitForPath } from './helpers';
import { field, read } from './inspection-support';

/**
 * Drives a screen the way a finger and a keyboard would and counts them: every tap, every character
 * typed by hand, and every character a barcode scanner typed (a scanner is a keyboard that types
 * the label and presses Enter; it costs the inspector nothing).
 */
export class Counter {
  taps = 0;
  typed = 0;
  scanned = 0;

  constructor(readonly page: Page) {}

  async tap(target: Locator): Promise<void> {
    await target.click();
    this.taps += 1;
  }

  /** Taps a box and types into it by hand. */
  async type(target: Locator, text: string): Promise<void> {
    await this.tap(target);
    await target.pressSequentially(text);
    this.typed += text.length;
  }

  /** A scanner types into whatever has the focus and ends with Enter: no tap, no typing. */
  async scan(code: string): Promise<void> {
    await this.page.keyboard.type(code);
    await this.page.keyboard.press('Enter');
    this.scanned += code.length;
  }

  snapshot(): { taps: number; typed: number; scanned: number } {
    return { taps: this.taps, typed: this.typed, scanned: this.scanned };
  }

  since(before: { taps: number; typed: number }): { taps: number; typed: number } {
    return { taps: this.taps - before.taps, typed: this.typed - before.typed };
  }
}

const lookup = z.object({
  roll: z
    .object({
      greigeRollNo: z.string(),
      finishRollNo: z.string().nullable(),
      itemCode: z.string(),
      sourceKind: z.string().nullable(),
      sourceDocNo: z.string().nullable(),
    })
    .nullable(),
});
const openPos = z.array(z.object({ poNo: z.string() }));
const poRolls = z.object({
  rollRows: z.array(
    z.object({ rollNo: z.string(), stage: z.string().nullable(), reportNo: z.string().nullable() }),
  ),
});
const reportRolls = z.object({
  rollRows: z.array(z.object({ greigeRollNo: z.string(), status: z.string() })),
});
const poLines = z.array(z.object({ itemCode: z.string() }));
const check = z.object({ ok: z.boolean() });

export interface PoWithRolls {
  poNo: string;
  itemCode: string;
  rolls: string[];
}

/**
 * Open purchase orders of one fabric line whose rolls wait for finish inspection, most rolls
 * first. The demo mill has inspected every greige roll of its open orders, so these are the rolls
 * a finish-stage report of the order has still to inspect. By default only rolls without a finish
 * roll yet (the screen lists them by greige number and gives each its finish roll when taken);
 * with `finished`, also rolls back from dyeing with their finish number, not inspected at finish.
 */
export async function posWithFreeRolls(
  context: BrowserContext,
  { finished = false }: { finished?: boolean } = {},
): Promise<PoWithRolls[]> {
  const open = openPos.parse(await read(context, 'getAllPurchaseOrderFromDB')).map((p) => p.poNo);
  const byPo = new Map<string, PoWithRolls>();
  // A roll still being inspected on an open report (the demo mill's shift in progress, or an
  // earlier test's report) is not offered by the screen until that report lets it go.
  const held = new Map<string, Set<string>>();
  const heldBy = async (reportNo: string): Promise<Set<string>> => {
    let rolls = held.get(reportNo);
    if (!rolls) {
      const report = reportRolls.parse(
        await read(context, 'getQIReportWithRollsFromDB', { report_no: reportNo }),
      );
      rolls = new Set(
        report.rollRows.filter((r) => r.status === 'ongoing').map((r) => r.greigeRollNo),
      );
      held.set(reportNo, rolls);
    }
    return rolls;
  };
  // Each order's own rolls (the mill's newest rolls are mostly knitted in house, so a list of
  // the newest rolls holds few bought ones): those not yet inspected at finish, checked one by one
  // until an order has more than two walks need.
  for (const poNo of open) {
    const summary = poRolls.parse(
      await read(context, 'getRollReportSummaryPOWiseFromERPNext', { jsonReportNo: poNo }),
    );
    const entry: PoWithRolls = { poNo, itemCode: '', rolls: [] };
    for (const r of summary.rollRows) {
      if (r.stage === 'finish' || entry.rolls.length >= 12) continue;
      if (r.reportNo && (await heldBy(r.reportNo)).has(r.rollNo)) continue;
      const roll = lookup.parse(
        await read(context, 'getGreigeRollNoInDB', { jsonData: r.rollNo }),
      ).roll;
      if (roll?.sourceKind !== 'purchaseOrder' || roll.sourceDocNo !== poNo) continue;
      if (roll.finishRollNo && !finished) continue;
      if (!entry.itemCode) entry.itemCode = roll.itemCode;
      if (entry.itemCode === roll.itemCode) entry.rolls.push(roll.greigeRollNo);
    }
    if (entry.rolls.length > 0) byPo.set(poNo, entry);
  }
  const single: PoWithRolls[] = [];
  for (const po of byPo.values()) {
    const lines = poLines.parse(
      await read(context, 'getItemsDetailsForPOFromDB', { jsonData: po.poNo }),
    );
    if (new Set(lines.map((l) => l.itemCode)).size === 1) single.push(po);
  }
  return single.sort((a, b) => b.rolls.length - a.rolls.length);
}

/** The rolls of `candidates` the server takes on `reportNo` now, at most `n`. */
export async function takenRolls(
  context: BrowserContext,
  reportNo: string,
  candidates: readonly string[],
  n: number,
): Promise<string[]> {
  const out: string[] = [];
  for (const rollNo of candidates) {
    if (out.length === n) break;
    const answer = check.parse(
      await read(context, 'checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo }),
    );
    if (answer.ok) out.push(rollNo);
  }
  return out;
}

const waiting = (page: Page) => page.getByRole('region', { name: /not inspected yet/ });
const rollNumber = (page: Page) => page.getByRole('textbox', { name: /roll number/i });
const isFocused = (page: Page) =>
  rollNumber(page).evaluate(
    (el) =>
      el ===
      (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
  );

/** What a walk checks on each screen it reaches, `where` naming the screen. */
export type Look = (page: Page, where: string) => Promise<void>;

export interface ReportCounts {
  reportNo: string;
  toFirstRoll: { taps: number; typed: number };
  total: { taps: number; typed: number };
}

/** The report number from the address, as the router writes it (maybe JSON-quoted). */
function reportNoOf(raw: string | null): string {
  const value = raw ?? '';
  return value.startsWith('"') ? (JSON.parse(value) as string) : value;
}

/**
 * One finish-stage report from select-home: the stage and the table only the first time on this
 * device, the order picked (its one item comes by itself; the picker says how many of its rolls
 * wait), then three rolls: picked from the order's list, scanned, picked. `look` runs on each
 * screen once it has what the inspector reads there.
 */
export async function inspectReport(
  c: Counter,
  page: Page,
  po: PoWithRolls,
  look: Look,
): Promise<ReportCounts> {
  const start = c.snapshot();
  await c.tap(page.getByRole('link', { name: 'Start inspection' }).first());
  await waitForPath(page, '/select-create-roll');
  const finish = page.getByRole('radio', { name: 'Finish' });
  if (!(await finish.isChecked())) await c.tap(finish);
  await c.tap(field(page, 'Purchase order'));
  const option = page.getByRole('option', { name: new RegExp(po.poNo) }).first();
  // The order's rolls waiting at this stage, counted in the picker before anything starts.
  await expect.poll(() => option.textContent()).toMatch(/\d+ rolls? waiting/);
  await look(page, 'the source picker, open');
  await c.tap(option);
  await expect.poll(() => field(page, 'Item').inputValue()).toContain(po.itemCode);
  if (!(await field(page, 'Inspection table').inputValue())) {
    await c.tap(field(page, 'Inspection table'));
    await c.tap(page.getByRole('option', { name: 'Table 1' }).first());
  }
  await look(page, 'the start form');
  await c.tap(page.getByRole('button', { name: 'Start report' }));
  await page.waitForURL((u) => u.search.includes('reportNo'));
  const reportNo = reportNoOf(new URL(page.url()).searchParams.get('reportNo'));
  await expect.poll(() => isFocused(page)).toBe(true);

  let toFirstRoll = { taps: 0, typed: 0 };
  for (let i = 0; i < 3; i++) {
    const choices = waiting(page).getByRole('button');
    await choices.first().waitFor();
    await look(page, 'adding a roll');
    if (i === 1) {
      // The roll's label, read by a scanner into the box that has the focus.
      const label = (await choices.nth(1).innerText()).split('\n')[0] ?? '';
      await expect.poll(() => isFocused(page)).toBe(true);
      await c.scan(label.trim());
    } else {
      await c.tap(choices.first());
    }
    await waitForPath(page, '/roll-details');
    if (i === 0) toFirstRoll = c.since(start);
    await expect.poll(() => field(page, 'Weight').inputValue()).not.toBe('');
    await look(page, 'the roll details');
    await c.tap(page.getByRole('button', { name: 'Save roll and start tapping' }));
    await waitForPath(page, '/mistake-details');
    await c.tap(page.getByRole('button', { name: /^Hole,/ }));
    if (i === 0) await look(page, 'tapping defects');
    await c.tap(page.getByRole('button', { name: 'Complete roll' }));
    if (i < 2) {
      await c.tap(page.getByRole('button', { name: 'Next roll' }));
      await waitForPath(page, '/select-create-roll');
      await expect.poll(() => isFocused(page)).toBe(true);
    } else {
      await c.tap(page.getByRole('button', { name: 'Complete the report' }));
    }
  }
  const total = c.since(start);
  // Completing says so where the inspector is; the report's own page is one link away.
  await page
    .getByText(new RegExp(`${reportNo}.*completed`))
    .first()
    .waitFor();
  return { reportNo, toFirstRoll, total };
}

/**
 * Two orders with three rolls or more to inspect, read just before each walk: the walk before it
 * and earlier browser tests take rolls of the same orders.
 */
export async function ordersToWalk(): Promise<PoWithRolls[]> {
  const { context, page } = await newTabletPage();
  try {
    await signIn(page);
    return (await posWithFreeRolls(context, { finished: true })).filter(
      (po) => po.rolls.length >= 3,
    );
  } finally {
    await context.close();
  }
}
