import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle } from './helpers';
import { layoutProblems } from './layout-support';
import { allLines, DESKTOP, fits, get, kgText, stat, stockLines } from './stock-support';
import { PHONE, settled, TABLET } from './tamil-support';

/**
 * The stock screen on the demo mill: each view's lines and totals as the server answers them, a
 * collar or cuff line opened in pieces, a list exported, a fabric paired with its collar.
 */

describe('stock-with-collar-cuff', () => {
  test('the lines and totals of each view are the server’s, at 390 px, 800 px and desktop', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    await page.goto('/stock-with-collar-cuff');
    await screenTitle(page).filter({ hasText: 'Stock With CollarCuff' }).waitFor();

    const views = [
      ['Mill warehouses', 'getStockDetailsForAllBatches'],
      ['Job work, by batch', 'getStockDetailsForAllBatchesJV'],
      ['Job work, by item', 'getStockDetailsForAllJV'],
      ['PTSASTRI warehouses', 'getStockDetailsForAllPTSASTRI'],
    ] as const;
    for (const [label, call] of views) {
      const lines = await allLines(context, call);
      const { totals } = stockLines.parse(await get(context, 'stock', call, { limit: 1 }));
      // The server's totals are those of every line of the list, not of the page.
      const kg = lines.reduce((s, r) => s + Math.round(r.qtyKg * 1000), 0) / 1000;
      expect(totals.qtyKg).toBeCloseTo(kg, 3);
      expect(totals.rolls).toBe(lines.reduce((n, r) => n + r.rolls, 0));
      await page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
      await page.getByRole('table', { name: label }).waitFor();
      await expect
        .poll(() => page.locator('[data-stock-total]').getAttribute('data-stock-total'))
        .toBe(String(lines.length));
      // The screen shows the whole list's totals, whatever it has loaded of its lines.
      await expect.poll(() => stat(page, 'Weight').innerText()).toContain(kgText(totals.qtyKg));
      await expect
        .poll(() => stat(page, 'Rolls').innerText())
        .toContain(new Intl.NumberFormat('en-IN').format(totals.rolls));
    }
    expect(await layoutProblems(page)).toEqual([]);
    for (const size of [TABLET, PHONE]) {
      await page.setViewportSize(size);
      await settled(page);
      await fits(page, `stock at ${size.width} px`);
    }
  });

  test('a collar or cuff line opens its batches in pieces and kg; a list exports as CSV', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    const collars = stockLines.parse(
      await get(context, 'stock', 'getStockDetailsForAllBatches', {
        itemGroup: 'Collar',
        limit: 200,
      }),
    );
    const line = collars.rows.find((r) => (r.pieces ?? 0) > 0);
    expect(line, 'the demo mill has collars in stock').toBeDefined();
    await page.goto(`/stock-with-collar-cuff?kind=Collar&q=${encodeURIComponent(line!.itemCode)}`);
    const table = page.getByRole('table', { name: 'Mill warehouses' });
    await table.getByRole('row').filter({ hasText: line!.warehouse }).first().click();
    await page.waitForURL((u) => u.pathname === '/collar-cuff-stock-modal');
    const url = new URL(page.url());
    expect(url.searchParams.get('warehouse')).toBe(line!.warehouse);
    const batches = stockLines.parse(
      await get(context, 'stock', 'getCollarCuffDetails', {
        name: url.searchParams.get('name')!,
        warehouse: line!.warehouse,
        limit: 200,
      }),
    );
    const pieces = batches.rows.reduce((n, r) => n + (r.pieces ?? 0), 0);
    await page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByText('Collar & cuff pieces', { exact: true }) })
      .filter({ hasText: new Intl.NumberFormat('en-IN').format(pieces) })
      .waitFor();
    await page.setViewportSize(PHONE);
    await settled(page);
    await fits(page, 'collar-cuff-stock-modal at 390 px');

    await page.goto('/stock-with-collar-cuff?view=jvBatch');
    await page.getByRole('table', { name: 'Job work, by batch' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Job work, by batch as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stock_jvBatch_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

const pairRows = z.array(
  z.object({
    fabricItemCode: z.string(),
    colour: z.string(),
    collarItemCode: z.string().nullable(),
    garmentsPossible: z.number().nullable(),
  }),
);

describe('fabric with collar & cuff', () => {
  test('a fabric paired with its collar shows beside it, with the garments they allow', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    const colour = `E2E Teal ${Date.now().toString(36)}`;
    await page.goto('/stock-with-collar-cuff?view=pairs');
    await page.getByRole('table', { name: 'Fabric with collar & cuff' }).waitFor();
    await page.getByRole('button', { name: 'Pair a fabric with its collar and cuff' }).click();

    const choose = async (label: string) => {
      // The input itself (Mantine also labels its option list with the field's label).
      await page.getByLabel(label, { exact: true }).and(page.locator('input')).click();
      await page.getByRole('option').first().click();
    };
    await choose('Fabric');
    await page.getByLabel('Colour', { exact: true }).fill(colour);
    await page.getByLabel('Garments per kg of fabric', { exact: true }).fill('4');
    await choose('Collar item');
    await page.getByRole('button', { name: 'Save the pairing' }).click();

    // The list then shows the pairings of that colour, read once the server has the save.
    const table = page.getByRole('table', { name: `Fabric with collar & cuff: ${colour}` });
    await table.getByRole('row').filter({ hasText: colour }).waitFor();
    const saved = pairRows.parse(
      await get(context, 'stock', 'getFabricCollarCuffStockDetails', { jsonData: colour }),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.collarItemCode).not.toBeNull();
    expect(saved[0]!.garmentsPossible).not.toBeNull();
    await page.setViewportSize(PHONE);
    await settled(page);
    await fits(page, 'pairs at 390 px');
  });
});
