import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newTabletPage, signIn } from '../support/browser';
import { firstUnlessDeep } from '../support/depth';
import { freshTablet, grantRoles, newAccount, register, searchOf, waitForPath } from './helpers';
import { field } from './inspection-support';
import { layoutProblems } from './layout-support';
import { Counter, posWithFreeRolls, type PoWithRolls } from './walkthrough-support';

/**
 * A new inspector's shift on a tablet and on a phone: two finish-stage reports of three rolls
 * each (the demo mill's open orders have rolls waiting at that stage, some back from dyeing with
 * their finish number, some still to get one), from
 * select-home, counting every tap and every character typed by hand (a scanner's characters are
 * counted apart: the label types them). The second report must reach its first roll's details in
 * five taps or fewer with nothing typed, and no screen of the path may scroll sideways.
 *
 * SHOTS=1 saves the report list and a report's detail at both widths (beside the repository, in
 * ../notes/shots, or in SHOTS_DIR).
 */

const shotsDir =
  process.env.SHOTS === '1' ? (process.env.SHOTS_DIR ?? path.resolve('..', 'notes', 'shots')) : '';

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const waiting = (page: Page) => page.getByRole('region', { name: /not inspected yet/ });
const rollNumber = (page: Page) => page.getByRole('textbox', { name: /roll number/i });
const isFocused = (page: Page) =>
  rollNumber(page).evaluate(
    (el) =>
      el ===
      (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
  );

async function expectFits(page: Page, where: string): Promise<void> {
  const sideways = (await layoutProblems(page)).filter((p) => p.includes('sideways'));
  expect(sideways, where).toEqual([]);
}

interface ReportCounts {
  reportNo: string;
  toFirstRoll: { taps: number; typed: number };
  total: { taps: number; typed: number };
}

/**
 * One finish-stage report from select-home: the stage and the table only the first time on this
 * device, the order picked (its one item comes by itself), then three rolls: picked from the
 * order's list, scanned, picked.
 */
async function inspectReport(c: Counter, page: Page, po: PoWithRolls): Promise<ReportCounts> {
  const start = c.snapshot();
  await c.tap(page.getByRole('link', { name: 'Start inspection' }).first());
  await waitForPath(page, '/select-create-roll');
  const finish = page.getByRole('radio', { name: 'Finish' });
  if (!(await finish.isChecked())) await c.tap(finish);
  await c.tap(field(page, 'Purchase order'));
  await c.tap(page.getByRole('option', { name: new RegExp(po.poNo) }).first());
  await expect.poll(() => field(page, 'Item').inputValue()).toContain(po.itemCode);
  if (!(await field(page, 'Inspection table').inputValue())) {
    await c.tap(field(page, 'Inspection table'));
    await c.tap(page.getByRole('option', { name: 'Table 1' }).first());
  }
  await expectFits(page, 'the start form');
  await c.tap(page.getByRole('button', { name: 'Start report' }));
  await page.waitForURL((u) => u.search.includes('reportNo'));
  const reportNo = z(new URL(page.url()).searchParams.get('reportNo'));
  await expect.poll(() => isFocused(page)).toBe(true);

  let toFirstRoll = { taps: 0, typed: 0 };
  for (let i = 0; i < 3; i++) {
    const choices = waiting(page).getByRole('button');
    await choices.first().waitFor();
    await expectFits(page, 'adding a roll');
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
    await expectFits(page, 'the roll details');
    await c.tap(page.getByRole('button', { name: 'Save roll and start tapping' }));
    await waitForPath(page, '/mistake-details');
    await c.tap(page.getByRole('button', { name: /^Hole,/ }));
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

/** The report number from the address, as the router writes it (maybe JSON-quoted). */
function z(raw: string | null): string {
  const value = raw ?? '';
  return value.startsWith('"') ? (JSON.parse(value) as string) : value;
}

/**
 * Two orders with three rolls or more to inspect, read just before each walk: the walk before it
 * and earlier browser tests take rolls of the same orders.
 */
async function ordersToWalk(): Promise<PoWithRolls[]> {
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

// The phone's walk is the deep run's copy (tests/support/depth.ts).
describe.each(
  firstUnlessDeep([
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]),
)('a new inspector at $width × $height', (size) => {
  test('inspects two reports of three rolls, the second started in five taps', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(size);
    const who = newAccount('walk');
    await register(context, who);
    await grantRoles(who.username, ['inspector']);
    await signIn(page, who);
    const [first, second] = await ordersToWalk();
    if (!first || !second)
      throw new Error('the demo mill has no two purchase orders of one item with rolls to inspect');

    const c = new Counter(page);
    const one = await inspectReport(c, page, first);
    await page.goto(`/report-view-detail${searchOf({ reportNo: one.reportNo })}`);
    await page.getByText(one.reportNo).first().waitFor();
    await expectFits(page, 'the report detail');
    await shot(page, `report-detail-${size.width}`);
    await page.goto('/select-home');
    const two = await inspectReport(c, page, second);
    const counts = { first: one, second: two, all: c.snapshot() };
    console.log(`walkthrough ${size.width}x${size.height}: ${JSON.stringify(counts)}`);

    expect(two.toFirstRoll.taps).toBeLessThanOrEqual(5);
    expect(two.toFirstRoll.typed).toBe(0);
    expect(c.typed).toBe(0);

    await page.goto(`/qi-report-view${searchOf({ preset: 'today' })}`);
    await page.getByText(two.reportNo).first().waitFor();
    await expectFits(page, 'the report list');
    await shot(page, `report-list-${size.width}`);
  }, 180_000);
});
