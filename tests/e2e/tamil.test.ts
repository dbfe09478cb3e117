import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { ADMIN, freshTablet, screenTitle, waitForPath } from './helpers';
import { field, knownRolls, pick, read } from './inspection-support';
import { dataWords, expectTamilScreen, PHONE, settled, ta, TABLET } from './tamil-support';

/** An A4 sheet less its 12 mm margins (print.css), at 96 px an inch: the width print lays out in. */
const A4 = { width: 703, height: 1032 } as const;

const master = z.array(z.object({ name: z.string(), nameTa: z.string().nullable().optional() }));
const check = z.object({ ok: z.boolean() });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * What the home and start screens show of the mill's data: recent and ongoing reports, and the
 * signed-in user's name in the header.
 */
async function homeData(context: BrowserContext): Promise<unknown[]> {
  return [
    await read(context, 'getAllQIReportFromDB'),
    await read(context, 'getOnGoingInspectionDetails', { jsonTodayDate: isoToday() }),
    await read(context, 'getSession'),
  ];
}

/** The first item of the demo mill with free greige rolls, and those rolls. */
async function freeRolls(context: BrowserContext): Promise<{ item: string; rolls: string[] }> {
  const free = knownRolls
    .parse(await read(context, 'getRollNoFromDB'))
    .filter((r) => !r.finishRollNo);
  const item = free[0]?.itemCode ?? '';
  return { item, rolls: free.filter((r) => r.itemCode === item).map((r) => r.greigeRollNo) };
}

/** The defect buttons' boxes, relative to the grid, by name. */
const buttonBoxes = (page: Page) =>
  page.getByRole('group', { name: ta('defects_grid') }).evaluate((grid) => {
    type Box = { x: number; y: number; width: number; height: number };
    type Node = {
      getBoundingClientRect(): Box;
      querySelectorAll(s: string): ArrayLike<Node & { getAttribute(n: string): string | null }>;
    };
    const g = grid as unknown as Node;
    const origin = g.getBoundingClientRect();
    return Array.from(g.querySelectorAll('button')).map((b) => {
      const r = b.getBoundingClientRect();
      const name = (b.getAttribute('aria-label') ?? '').split(',')[0] ?? '';
      return { name, x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height };
    });
  });

describe('the inspector’s path in Tamil', () => {
  test('from sign-in to the printed report: Tamil on every screen, nothing cut or too wide', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);

    // Sign-in: Tamil chosen on the switch, as a new user does.
    await page.goto('/login');
    await page.locator('label', { hasText: 'தமிழ்' }).click();
    await screenTitle(page)
      .filter({ hasText: ta('auth_sign_in') })
      .waitFor();
    // The language switch names each language in itself: "English" stays.
    await expectTamilScreen(page, '01-sign-in', new Set([...dataWords(), 'English']));
    await page.getByLabel(ta('auth_email')).fill(ADMIN.email);
    await page
      .getByRole('textbox', { name: new RegExp(`^${escape(ta('auth_password'))}`) })
      .fill(ADMIN.password);
    await page.getByRole('button', { name: ta('auth_sign_in') }).click();
    await waitForPath(page, '/select-home');

    const home = dataWords(...(await homeData(context)));
    await screenTitle(page)
      .filter({ hasText: ta('page_select_home') })
      .waitFor();
    await expectTamilScreen(page, '02-select-home', home);

    await page
      .getByRole('link', { name: ta('page_home') })
      .first()
      .click();
    await waitForPath(page, '/home');
    await screenTitle(page)
      .filter({ hasText: ta('page_home') })
      .waitFor();
    await expectTamilScreen(page, '03-inspection-home', home);

    // Start a report on an item with free rolls.
    const { item, rolls } = await freeRolls(context);
    await page
      .getByRole('link', { name: ta('inspection_start') })
      .first()
      .click();
    await waitForPath(page, '/select-create-roll');
    await screenTitle(page)
      .filter({ hasText: ta('page_select_create_roll') })
      .waitFor();
    await expectTamilScreen(page, '04-start-report', home);
    // The segment's radio lies, unseen, over its label: what a finger taps.
    await page.getByRole('radio', { name: ta('inspection_source_supplier'), exact: true }).check();
    await pick(page, ta('inspection_source_supplier'), /./);
    await pick(page, ta('inspection_item'), new RegExp(`\\(${escape(item)}\\)`), item);
    await pick(page, ta('inspection_table'), 'Table 1');
    await page.getByRole('button', { name: ta('inspection_start_report') }).click();
    await page.waitForURL((u) => u.pathname === '/select-create-roll' && /reportNo/.test(u.search));
    // The router writes a number-like text quoted (it reads search values as JSON).
    const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
    const reportNumber = z
      .string()
      .min(1)
      .parse(raw.startsWith('"') ? JSON.parse(raw) : raw);

    let rollNo = '';
    for (const candidate of rolls) {
      const answer = check.parse(
        await read(context, 'checkRollNoInERPNext', {
          jsonData: candidate,
          jsonData1: reportNumber,
        }),
      );
      if (answer.ok) {
        rollNo = candidate;
        break;
      }
    }
    expect(rollNo).not.toBe('');
    const rollData = knownRolls.parse(await read(context, 'getRollNoFromDB'));
    const entered = dataWords(
      ...(await homeData(context)),
      rollData.filter((r) => r.greigeRollNo === rollNo),
      await read(context, 'getQIReportWithRollsFromDB', { report_no: reportNumber }),
      { tableName: 'Table 1' },
    );
    const rollBox = page.getByRole('textbox', { name: ta('inspection_roll_number') });
    await rollBox.waitFor();
    await expectTamilScreen(page, '05-add-roll', entered);

    // The roll: its weight and machine, then on to tapping.
    await rollBox.fill(rollNo);
    await page.getByRole('button', { name: ta('inspection_check_roll') }).click();
    await waitForPath(page, '/roll-details');
    await field(page, ta('inspection_weight')).waitFor();
    const rollWords = dataWords(await read(context, 'getGreigeRollNoInDB', { jsonData: rollNo }));
    const onRoll = new Set([...entered, ...rollWords]);
    await expectTamilScreen(page, '06-roll-details', onRoll);
    await field(page, ta('inspection_weight')).fill('20');
    await pick(page, ta('inspection_machine'), /./);
    await page.getByRole('button', { name: ta('inspection_save_roll') }).click();
    await waitForPath(page, '/mistake-details');

    // Tapping: the Tamil names on buttons big enough for a finger, that stay put as counts grow.
    const names = master.parse(await read(context, 'getMistakeDetailsFromDB'));
    const hole = names.find((n) => n.name === 'Hole')?.nameTa ?? '';
    const knot = names.find((n) => n.name === 'Knot')?.nameTa ?? '';
    expect([hole, knot]).not.toContain('');
    const grid = page.getByRole('group', { name: ta('defects_grid') });
    await grid.waitFor();
    const sheetWords = () =>
      read(context, 'getQIReportFromERPNEXT', { report_no: reportNumber, roll_no: rollNo });
    const tapping = new Set([...onRoll, ...dataWords(await sheetWords())]);
    for (const size of [TABLET, PHONE]) {
      await page.setViewportSize(size);
      await settled(page);
      const boxes = await buttonBoxes(page);
      expect(boxes.length).toBeGreaterThan(10);
      const small = boxes.filter((b) => b.width < 44 || b.height < 44);
      expect(small, `defect buttons under 44 px at ${size.width} px`).toEqual([]);
    }
    await page.setViewportSize(TABLET);
    const before = await buttonBoxes(page);
    await grid.getByRole('button', { name: new RegExp(`^${escape(hole)},`) }).click();
    await grid.getByRole('button', { name: new RegExp(`^${escape(knot)},`) }).click();
    await grid.getByRole('button', { name: new RegExp(`^${escape(knot)},`) }).click();
    // Its count, 2, ends its name once both taps are shown.
    await grid.getByRole('button', { name: new RegExp(`^${escape(knot)},.* 2$`) }).waitFor();
    await page.getByText(ta('defects_preview')).waitFor({ state: 'detached' });
    expect(await buttonBoxes(page)).toEqual(before);
    await expectTamilScreen(page, '07-tapping', tapping);

    // Completing the roll and, with it, the report.
    await page.getByRole('button', { name: ta('defects_complete_roll'), exact: true }).click();
    await page.getByRole('dialog', { name: ta('defects_complete_roll_no', { rollNo }) }).waitFor();
    await expectTamilScreen(page, '08-complete-roll', tapping);
    await page.getByRole('button', { name: ta('defects_complete_report') }).click();
    // The defect screen says the report is completed, and leads to it.
    await page
      .getByRole('link', { name: ta('tally_open_report', { reportNo: reportNumber }) })
      .click();
    await waitForPath(page, '/report-view-detail');
    await page.getByRole('heading', { name: ta('sheet_report_title') }).waitFor();
    // The roll's cell in the rolls table (the first on the page), which opens the roll.
    const rollCell = page.getByText(rollNo, { exact: true }).first();
    await rollCell.waitFor();
    const done = new Set([...tapping, ...dataWords(await sheetWords())]);
    await expectTamilScreen(page, '09-report', done);
    await page.emulateMedia({ media: 'print' });
    await expectTamilScreen(page, '10-report-print', done, [A4]);
    await page.emulateMedia({ media: 'screen' });

    await rollCell.click();
    await waitForPath(page, '/roll-view');
    await page.getByRole('heading', { name: ta('sheet_roll_title', { rollNo }) }).waitFor();
    await expectTamilScreen(page, '11-roll', done);
    await page.emulateMedia({ media: 'print' });
    await expectTamilScreen(page, '12-roll-print', done, [A4]);
  }, 300_000);
});
