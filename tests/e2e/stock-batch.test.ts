import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle } from './helpers';
import {
  batchFromAnotherTablet,
  fabricWithFreeRolls,
  fits,
  freeRollsOf,
  kgText,
  placesOf,
  processors,
  scanRoll,
  sumKg,
} from './stock-support';
import { PHONE, TABLET } from './tamil-support';

/**
 * create-batch as a production supervisor meets it: a batch made by scanning and picking greige
 * rolls, its card printed, the rolls gone from greige stock and lying at the processor; a roll
 * that cannot join two batches. Every figure is checked against what the server answers.
 */

describe('create-batch', () => {
  test('a batch made by scanning and picking rolls prints its card and moves the rolls to the processor', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    const { itemCode, rolls } = await fabricWithFreeRolls(context, 2);
    const [scanned, picked] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    const processor = (await processors(context))[0];
    expect(processor).toBeDefined();
    const before = await placesOf(context, itemCode);

    await page.goto('/create-batch');
    await screenTitle(page).filter({ hasText: 'Create Batch' }).waitFor();
    // The first roll scanned chooses the fabric.
    await scanRoll(page, scanned.rollNo);
    await page.getByText(`Added roll ${scanned.rollNo} (${kgText(scanned.kg)})`).waitFor();
    // The second is picked from the list of free rolls, found by its number.
    await page.getByRole('searchbox', { name: 'Find a roll in the list' }).fill(picked.rollNo);
    await page
      .getByRole('checkbox', { name: `Roll ${picked.rollNo}, ${kgText(picked.kg)}` })
      .click();
    await expect
      .poll(() => page.getByTestId('running-kg').innerText())
      .toContain(`2 rolls · ${kgText(sumKg([scanned, picked]))}`);
    await fits(page, 'create-batch at 800 px');

    await page.getByLabel('Colour', { exact: true }).fill('Navy blue');
    await page.getByRole('textbox', { name: 'Lot' }).fill('E2E-LOT');
    await page.getByRole('combobox', { name: 'Send to processor' }).selectOption(processor!.name);
    await page.getByRole('button', { name: 'Save the batch of 2 rolls' }).click();

    const card = page.getByRole('article', { name: /^Card of batch / });
    await card.waitFor();
    const batchNo = (await card.getAttribute('aria-label'))!.replace('Card of batch ', '');
    expect(new URL(page.url()).searchParams.get('card')).toBe(batchNo);
    const listed = await card
      .getByRole('list', { name: 'Rolls of the batch' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(listed).toEqual([
      `${scanned.rollNo} · ${kgText(scanned.kg)}`,
      `${picked.rollNo} · ${kgText(picked.kg)}`,
    ]);
    // The barcode is drawn (Code 128 bars), named for the batch it carries.
    const bars = card.getByRole('img', { name: `Barcode of batch ${batchNo}` }).locator('rect');
    expect(await bars.count()).toBeGreaterThan(10);

    // Print asks the browser to print; printed, the card stands alone on the page.
    await page.evaluate(() => {
      const w = globalThis as unknown as { print: () => void; printed?: boolean };
      w.print = () => {
        w.printed = true;
      };
    });
    await page.getByRole('button', { name: 'Print the batch card' }).click();
    expect(
      await page.evaluate(() => (globalThis as unknown as { printed?: boolean }).printed),
    ).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await card.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print the batch card' }).isVisible()).toBe(
      false,
    );
    expect(await page.locator('header').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The rolls left greige stock and lie at the processor, under the batch.
    const free = (await freeRollsOf(context, itemCode)).map((r) => r.rollNo);
    expect(free).not.toContain(scanned.rollNo);
    expect(free).not.toContain(picked.rollNo);
    const after = await placesOf(context, itemCode);
    const atProcessor = after.find((l) => l.warehouse === processor!.name && l.batchNo === batchNo);
    expect(atProcessor).toMatchObject({ rolls: 2 });
    expect(atProcessor!.qtyKg).toBeCloseTo(sumKg([scanned, picked]), 3);
    const rollsOf = (lines: typeof before) => lines.reduce((n, l) => n + l.rolls, 0);
    expect(rollsOf(after)).toBe(rollsOf(before));

    // The stock screen shows the item lying there, in the drawer of its places.
    await page.goto(`/stock-with-collar-cuff?item=${encodeURIComponent(itemCode)}`);
    const places = page.getByRole('table', { name: 'In every warehouse' });
    await places
      .getByRole('row')
      .filter({ hasText: batchNo })
      .filter({ hasText: processor!.name })
      .waitFor();
  });

  test('a roll already in a batch is refused with the batch named, at the scanner and at the save', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await signIn(page);
    const { itemCode, rolls } = await fabricWithFreeRolls(context, 3);
    const [first, second, third] = rolls as [
      (typeof rolls)[0],
      (typeof rolls)[0],
      (typeof rolls)[0],
    ];
    const processor = (await processors(context))[0]!;
    const held = await batchFromAnotherTablet(context, {
      itemCode,
      rollNos: [first.rollNo],
      processor: processor.name,
    });

    await page.goto('/create-batch');
    await screenTitle(page).filter({ hasText: 'Create Batch' }).waitFor();
    await scanRoll(page, first.rollNo);
    const said = page.locator('[data-scan="refused"]');
    await said.waitFor();
    expect(await said.innerText()).toContain(held);
    await fits(page, 'create-batch at 390 px');

    // Scanned while free, taken by another tablet before the save: the save says where it went.
    await scanRoll(page, second.rollNo);
    await page.getByText(`Added roll ${second.rollNo} (${kgText(second.kg)})`).waitFor();
    await scanRoll(page, third.rollNo);
    await page.getByText(`Added roll ${third.rollNo} (${kgText(third.kg)})`).waitFor();
    const other = await batchFromAnotherTablet(context, {
      itemCode,
      rollNos: [third.rollNo],
      processor: processor.name,
    });
    await page.getByLabel('Colour', { exact: true }).fill('Red');
    await page.getByRole('textbox', { name: 'Lot' }).fill('E2E-2');
    await page.getByRole('combobox', { name: 'Send to processor' }).selectOption(processor.name);
    await page.getByRole('button', { name: 'Save the batch of 2 rolls' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The batch was not saved' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(other);
    expect(await refusal.innerText()).toContain(third.rollNo);
    // Nothing was saved: the second roll is still free.
    expect((await freeRollsOf(context, itemCode)).map((r) => r.rollNo)).toContain(second.rollNo);
    await fits(page, 'create-batch refusal at 390 px');
  });
});
