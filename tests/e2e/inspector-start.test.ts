import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { newTabletPage, signIn } from '../support/browser';
import { freshTablet, waitForPath } from './helpers';
import { field, pick, read } from './inspection-support';
import { layoutProblems } from './layout-support';
import { posWithFreeRolls, type PoWithRolls } from './walkthrough-support';

/** What an inspector notices when starting a report and adding its rolls. */

const item = z.object({
  itemCode: z.string(),
  gsm: z.number().nullable(),
  widthCm: z.number().nullable(),
  diaIn: z.number().nullable(),
});
const batches = z.array(
  z.object({ itemCode: z.string(), lot: z.string().nullable(), colour: z.string().nullable() }),
);

const waiting = (page: Page) => page.getByRole('region', { name: /not inspected yet/ });
const rollNumber = (page: Page) => page.getByRole('textbox', { name: /roll number/i });
const focused = (page: Page) =>
  rollNumber(page).evaluate(
    (el) =>
      el ===
      (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
  );

/**
 * Starts a finish-stage report on a purchase order from the start form (the demo mill's open
 * orders have rolls waiting at that stage); answers its number.
 */
async function startOnPo(page: Page, po: PoWithRolls, table = 'Table 2'): Promise<string> {
  await page.goto('/select-create-roll');
  await page.getByRole('radio', { name: 'Finish', exact: true }).check();
  await pick(page, 'Purchase order', new RegExp(po.poNo));
  await expect.poll(() => field(page, 'Item').inputValue()).toContain(po.itemCode);
  if ((await field(page, 'Inspection table').inputValue()) !== table)
    await pick(page, 'Inspection table', table);
  await page.getByRole('button', { name: 'Start report' }).click();
  await page.waitForURL((u) => u.search.includes('reportNo'));
  const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

let pos: PoWithRolls[] = [];

beforeAll(async () => {
  const { context, page } = await newTabletPage();
  try {
    await signIn(page);
    pos = await posWithFreeRolls(context);
  } finally {
    await context.close();
  }
});

/** The order with the most rolls left (the list is read afresh on every screen anyway). */
const anyPo = (): PoWithRolls => {
  // Sorted most rolls first: the tests of this file take several of them in turn.
  const po = pos[0];
  if (!po) throw new Error('the demo mill has no purchase order of one item with rolls left');
  return po;
};

describe('starting a report', () => {
  test('an order of one item names the item and its colour without a tap', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await page.goto('/select-create-roll');
    const po = anyPo();
    await pick(page, 'Purchase order', new RegExp(po.poNo));
    await expect.poll(() => field(page, 'Item').inputValue()).toContain(po.itemCode);
  });

  test('the device remembers the table, the stage and the kind of source', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await page.goto('/select-create-roll');
    await page.getByRole('radio', { name: 'Finish', exact: true }).check();
    await page.getByRole('radio', { name: 'Supplier', exact: true }).check();
    await pick(page, 'Supplier', /./);
    const po = anyPo();
    await pick(page, 'Item', new RegExp(`\\(${po.itemCode}\\)`), po.itemCode);
    await pick(page, 'Inspection table', 'Table 5');
    await page.getByRole('button', { name: 'Start report' }).click();
    await page.waitForURL((u) => u.search.includes('reportNo'));

    // A new report on this tablet, even after a reload, starts where the last one did.
    await page.goto('/select-create-roll');
    await page.reload();
    await expect.poll(() => field(page, 'Inspection table').inputValue()).toBe('Table 5');
    expect(await page.getByRole('radio', { name: 'Finish' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Supplier' }).isChecked()).toBe(true);
    expect(await field(page, 'Supplier').isVisible()).toBe(true);
  });

  test('the lot’s colour becomes the report’s colour', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const all = batches.parse(
      await read(context, 'getbatchFromDB', { searchBatchText: '', searchItemText: '' }),
    );
    const lot = all.find((b) => b.lot && b.colour);
    if (!lot?.lot || !lot.colour)
      throw new Error('the demo mill has no batch with a lot and a colour');
    await page.goto('/select-create-roll');
    await page.getByRole('radio', { name: 'Supplier', exact: true }).check();
    await pick(page, 'Item', new RegExp(`\\(${lot.itemCode}\\)`), lot.itemCode);
    await field(page, 'Colour').fill('Something else');
    await pick(page, 'Lot', new RegExp(`^${lot.lot} `));
    // Not the colour entered: said first, then taken on the inspector's word.
    await page.getByRole('button', { name: `Use lot ${lot.lot} and colour ${lot.colour}` }).click();
    expect(await field(page, 'Colour').inputValue()).toBe(lot.colour);
  });
});

describe('adding rolls to a report', () => {
  test('the roll number has the focus after Start, so a scanner’s Enter checks the roll', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await startOnPo(page, anyPo());
    await expect.poll(() => focused(page)).toBe(true);
    const first = (await waiting(page).getByRole('button').first().innerText()).split('\n')[0];
    // A scanner is a keyboard: it types the label and presses Enter, with no tap.
    await page.keyboard.type(first?.trim() ?? '');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/roll-details');
    expect(new URL(page.url()).searchParams.get('greigeRollNo')).toContain(first?.trim());
  });

  test('the order’s rolls not yet inspected are picked from a list', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    const po = anyPo();
    await startOnPo(page, po);
    const list = waiting(page);
    await expect.poll(() => list.getByRole('heading').innerText()).toContain(po.poNo);
    const choice = list.getByRole('button').first();
    const rollNo = (await choice.innerText()).split('\n')[0]?.trim() ?? '';
    expect(rollNo).toMatch(/^(GR|FR)-/);
    await choice.click();
    await waitForPath(page, '/roll-details');
    await page.getByRole('heading', { name: new RegExp(rollNo) }).waitFor();
    await page.getByRole('button', { name: 'Save roll and start tapping' }).click();
    await waitForPath(page, '/mistake-details');
    await page.getByRole('button', { name: 'Complete roll' }).click();
    await page.getByRole('button', { name: 'Next roll' }).click();
    await waitForPath(page, '/select-create-roll');
    // Taken: no longer offered, and listed among the report's own rolls instead.
    await expect
      .poll(() => list.getByRole('button', { name: new RegExp(`^${rollNo}\\b`) }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    const own = page.getByRole('region', { name: /Rolls in this report/ });
    // At finish stage it is listed by its finish number, its greige one beside it.
    const row = own.getByRole('link', { name: new RegExp(rollNo) });
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toMatch(/^FR-[\s\S]*Continue$/);
  });

  test('the report’s earlier rolls are one compact row each, to carry on with', async () => {
    const { page } = await freshTablet();
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await startOnPo(page, anyPo());
    const rolls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const choice = waiting(page).getByRole('button').first();
      rolls.push((await choice.innerText()).split('\n')[0]?.trim() ?? '');
      await choice.click();
      await waitForPath(page, '/roll-details');
      await page.getByRole('button', { name: 'Save roll and start tapping' }).click();
      await waitForPath(page, '/mistake-details');
      await page.getByRole('button', { name: 'Complete roll' }).click();
      await page.getByRole('button', { name: 'Next roll' }).click();
      await waitForPath(page, '/select-create-roll');
    }
    // The second roll's save may still be on its way when the screen opens again.
    const own = page.getByRole('region', { name: 'Rolls in this report (2)' });
    const rows = own.getByRole('link');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const first = own.getByRole('link', { name: new RegExp(rolls[0] ?? '-') });
    const second = own.getByRole('link', { name: new RegExp(rolls[1] ?? '-') });
    for (const row of [first, second]) expect(await row.innerText()).toMatch(/kg[\s\S]*Continue$/);
    // Compact: a row is a finger's height, not a big button each, even on a phone.
    for (const row of [first, second]) {
      const box = await row.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeLessThan(110);
    }
    expect((await layoutProblems(page)).filter((p) => p.includes('sideways'))).toEqual([]);
    const secondNo = (await second.innerText()).split(/\s/)[0] ?? '';
    await second.click();
    await waitForPath(page, '/mistake-details');
    expect(new URL(page.url()).searchParams.get('rollNo')).toContain(secondNo);
  });
});

describe('a roll’s details', () => {
  test('the width spec comes from the item, every measure shows its unit, and a bought roll names its supplier', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const po = anyPo();
    const spec = item.parse(
      await read(context, 'getItemsDetailsFromDB', { jsonData: po.itemCode }),
    );
    await startOnPo(page, po);
    await waiting(page).getByRole('button').first().click();
    await waitForPath(page, '/roll-details');
    await expect.poll(() => field(page, 'Weight').inputValue()).not.toBe('');

    const width = spec.widthCm ?? spec.diaIn;
    const unit = spec.widthCm === null && spec.diaIn !== null ? 'in' : 'cm';
    expect(width).not.toBeNull();
    expect(Number(await field(page, 'Width spec').inputValue())).toBe(width);
    expect(Number(await field(page, 'GSM spec').inputValue())).toBe(spec.gsm);
    const form = page.locator('main form');
    const units = await form.locator('.mantine-NumberInput-section').allInnerTexts();
    expect(units).toEqual(['kg', 'GSM', 'GSM', '%', unit, unit, unit, unit, 'm']);

    // Bought fabric has no machine or operator on record: said so, not "an unknown machine".
    const text = await form.innerText();
    expect(text).not.toMatch(/unknown/i);
    expect(text).toMatch(/^From .+; no machine or operator is recorded$/m);
  });
});
