import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet } from './helpers';
import { latinWords, pageLang } from './layout-support';
import { allLines, fits, get, type StockLine } from './stock-support';
import { dataWords, PHONE, settled, TABLET } from './tamil-support';

/** The stock screen and create-batch in Tamil: no English left but the mill's own names. */

describe('in Tamil', () => {
  test('the stock screen and create-batch leave no English but the mill’s names, and fit a phone', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    await page.goto('/settings');
    await page
      .locator('label', { hasText: /^தமிழ்$/ })
      .first()
      .click();
    await expect.poll(() => pageLang(page)).toBe('ta');
    const session = await get(context, 'main', 'getSession');
    const names = (lines: StockLine[]) =>
      lines.map((l) => [
        l.itemCode,
        l.itemName,
        l.warehouse,
        l.batchNo,
        l.warehouseGroup,
        l.colour,
      ]);

    await page.goto('/stock-with-collar-cuff');
    await page.getByRole('table', { name: 'மில் கிடங்குகள்' }).waitFor();
    const mill = await allLines(context, 'getStockDetailsForAllBatches');
    const stockWords = dataWords(session, names(mill), ['PTSASTRI', 'CSV']);
    for (const size of [TABLET, PHONE]) {
      await page.setViewportSize(size);
      await settled(page);
      expect((await latinWords(page)).filter((w) => !stockWords.has(w))).toEqual([]);
      await fits(page, `stock in Tamil at ${size.width} px`);
    }

    await page.setViewportSize(TABLET);
    await page.goto('/create-batch');
    await page.getByRole('table', { name: 'முந்தைய பேட்ச்கள்' }).waitFor();
    const batches = await get(context, 'main', 'getbatchFromDB', {
      searchBatchText: '',
      searchItemText: '',
    });
    // Earlier batches and open indents are listed by their numbers, which the mill writes in Latin.
    const indents = await get(context, 'main', 'getIndentsFromDB', {
      searchIndentText: '',
      searchItemText: '',
    });
    const numbers = z
      .array(z.object({ batchNo: z.string(), warehouse: z.string().nullable() }))
      .parse(batches)
      .map((b) => [b.batchNo, b.warehouse]);
    const indentNos = z
      .array(z.object({ indentNo: z.string() }))
      .parse(indents)
      .map((i) => i.indentNo);
    const batchWords = dataWords(session, batches, indents, numbers, indentNos);
    for (const size of [TABLET, PHONE]) {
      await page.setViewportSize(size);
      await settled(page);
      expect((await latinWords(page)).filter((w) => !batchWords.has(w))).toEqual([]);
      await fits(page, `create-batch in Tamil at ${size.width} px`);
    }
  });
});
