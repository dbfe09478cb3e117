import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle, waitForPath } from './helpers';
import { fits, get, kgText } from './stock-support';
import { PHONE } from './tamil-support';

/**
 * A sales manager serves an order from the store, as on a desktop and on a phone: the order found
 * in the list, an item opened, three rolls picked and sent by one stock entry, the item's sent kg
 * and the order's stock entry report as the server has them; a phone that still shows one of the
 * rolls tries to send it again and is told which order and entry took it; a roll taken off comes
 * back to the store.
 */

const page$ = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
const orderRows = z.array(
  z.object({ salesOrderNo: z.string(), status: z.string(), isLabOrder: z.boolean() }),
);
const itemRows = z.array(
  z.object({
    itemRowId: z.string(),
    itemName: z.string(),
    itemCode: z.string(),
    transferredQtyKg: z.number(),
    pendingQtyKg: z.number(),
  }),
);
const rollRows = z.array(
  z.object({ rollNo: z.string(), qtyKg: z.number(), warehouse: z.string() }),
);
const sentRows = z.array(
  z.object({ id: z.string(), rollNo: z.string(), stockEntryNo: z.string(), qtyKg: z.number() }),
);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const range = {
  jsonStartDate: isoDay(Date.now() - 30 * 86_400_000),
  jsonEndDate: isoDay(Date.now() + 86_400_000),
};

const itemsOf = async (context: BrowserContext, so: string) =>
  itemRows.parse(await get(context, 'main', 'getSalesOrderItemsFromDB', { report_no: so }));
const sentOf = async (context: BrowserContext, so: string) =>
  sentRows.parse(await get(context, 'main', 'getStockEntryReportRows', { salesOrderNo: so }));
const inStore = async (context: BrowserContext, itemRowId: string) =>
  rollRows.parse(
    page$.parse(await get(context, 'main', 'getSalesOrderItemRolls', { itemRowId, limit: 200 }))
      .rows,
  );

/** An open order with an item three rolls of one store can serve within what it still needs. */
async function servableOrder(context: BrowserContext) {
  const list = page$.parse(
    await get(context, 'main', 'getSalesOrderFromDBAllData', {
      ...range,
      labOrders: 'false',
      limit: 200,
    }),
  );
  for (const order of orderRows.parse(list.rows)) {
    if (order.status !== 'To Deliver and Bill') continue;
    for (const item of await itemsOf(context, order.salesOrderNo)) {
      const rolls = await inStore(context, item.itemRowId);
      const store = rolls[0]?.warehouse;
      const three = rolls.filter((r) => r.warehouse === store).slice(0, 3);
      const kg = three.reduce((t, r) => t + r.qtyKg, 0);
      if (three.length === 3 && kg <= item.pendingQtyKg)
        return { so: order.salesOrderNo, item, three };
    }
  }
  throw new Error('the demo mill has no order three rolls can serve');
}

const rollBox = (page: Page, rollNo: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${rollNo} ·`) });

describe('a sales order served from the store', () => {
  test('three rolls sent by one entry, refused a second time, one taken back', async () => {
    const desk = await freshTablet();
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    await signIn(desk.page);
    const { so, item, three } = await servableOrder(desk.context);

    // The order is found in the list by its number, and opened.
    await desk.page.goto('/sales-order-view');
    await screenTitle(desk.page).filter({ hasText: 'Sales Order' }).waitFor();
    await desk.page.getByRole('searchbox', { name: 'Find an order' }).fill(so);
    await desk.page.keyboard.press('Enter');
    await desk.page
      .getByRole('table', { name: 'Sales orders' })
      .getByRole('row')
      .filter({ hasText: so })
      .first()
      .click();
    await waitForPath(desk.page, '/sales-order-item-view');
    await desk.page.getByRole('heading', { level: 2, name: so }).waitFor();
    await fits(desk.page, 'sales-order-item-view at desktop');
    await desk.page
      .getByRole('table', { name: 'Items' })
      .getByRole('row')
      .filter({ hasText: item.itemName })
      .first()
      .click();
    await waitForPath(desk.page, '/sales-order-item-stock-view');
    await rollBox(desk.page, three[0]!.rollNo).waitFor();

    // A phone opens the same item now, and keeps showing the rolls it read.
    const phone = await freshTablet();
    await phone.page.setViewportSize(PHONE);
    await signIn(phone.page);
    await phone.page.goto(desk.page.url());
    await rollBox(phone.page, three[0]!.rollNo).waitFor();
    await fits(phone.page, 'sales-order-item-stock-view at 390 px');

    // Three rolls picked and sent from the desktop.
    for (const r of three) await rollBox(desk.page, r.rollNo).check();
    const kg = Math.round(three.reduce((t, r) => t + r.qtyKg, 0) * 1000) / 1000;
    await desk.page.getByText(`Picked: 3 rolls, ${kgText(kg)}`).waitFor();
    await desk.page.getByRole('button', { name: 'Send 3 rolls' }).click();
    const ok = desk.page.getByRole('status').filter({ hasText: /^Sent/ });
    await ok.waitFor();
    const entry = /Stock entry (\S+) sent 3 rolls/.exec(await ok.innerText())?.[1] ?? '';
    expect(entry).not.toBe('');

    // The server's figures: the item's sent kg, the report's rows; the screen shows the same.
    const after = (await itemsOf(desk.context, so)).find((i) => i.itemRowId === item.itemRowId)!;
    expect(after.transferredQtyKg).toBeCloseTo(item.transferredQtyKg + kg, 3);
    const sent = (await sentOf(desk.context, so)).filter((r) => r.stockEntryNo === entry);
    expect(sent.map((r) => r.rollNo).sort()).toEqual(three.map((r) => r.rollNo).sort());
    const report = desk.page.getByRole('table', { name: 'Rolls sent' });
    for (const r of three) await report.getByText(r.rollNo).waitFor();
    await desk.page.getByText(`Rolls sent: 3, ${kgText(kg)}`).waitFor();
    await expect.poll(() => rollBox(desk.page, three[0]!.rollNo).count()).toBe(0);

    // The phone still lists the first roll and tries to send it: told who took it.
    await rollBox(phone.page, three[0]!.rollNo).check();
    await phone.page.getByRole('button', { name: 'Send 1 rolls' }).click();
    const refused = phone.page.getByRole('alert').filter({ hasText: 'Not sent' });
    await refused.waitFor();
    expect(await refused.innerText()).toContain(
      `Roll ${three[0]!.rollNo} was already sent for order ${so} by stock entry ${entry}`,
    );
    await fits(phone.page, 'a refused dispatch at 390 px');
    expect((await sentOf(desk.context, so)).filter((r) => r.stockEntryNo === entry)).toHaveLength(
      3,
    );

    // One roll taken off the entry comes back to the store, and the item's sent kg goes down.
    await report.getByRole('row').filter({ hasText: three[1]!.rollNo }).first().click();
    await desk.page.getByRole('button', { name: 'Take it off' }).click();
    await desk.page.getByText('The roll is back in its store.').waitFor();
    await expect
      .poll(async () => (await inStore(desk.context, item.itemRowId)).map((r) => r.rollNo))
      .toContain(three[1]!.rollNo);
    const back = (await itemsOf(desk.context, so)).find((i) => i.itemRowId === item.itemRowId)!;
    expect(back.transferredQtyKg).toBeCloseTo(after.transferredQtyKg - three[1]!.qtyKg, 3);
  });

  test('the order sheet and a lab order’s rolls read on a phone without sideways scrolling', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await signIn(page);
    const lab = orderRows.parse(
      page$.parse(
        await get(context, 'main', 'getSalesOrderFromDBAllData', {
          jsonStartDate: isoDay(Date.now() - 365 * 86_400_000),
          jsonEndDate: isoDay(Date.now()),
          labOrders: 'true',
          limit: 200,
        }),
      ).rows,
    );
    let withRolls: string | undefined;
    for (const o of lab)
      if ((await sentOf(context, o.salesOrderNo)).length) withRolls ??= o.salesOrderNo;
    expect(withRolls).toBeDefined();
    const so = withRolls!;
    const rolls = await sentOf(context, so);

    await page.goto(`/lab-rolls-view?so=${encodeURIComponent(so)}`);
    await page.getByRole('heading', { level: 2, name: so }).waitFor();
    await page.getByText('Lab order', { exact: true }).waitFor();
    await fits(page, 'lab-rolls-view at 390 px');
    await page
      .getByRole('table', { name: 'Rolls sent' })
      .getByRole('row')
      .filter({ hasText: rolls[0]!.rollNo })
      .first()
      .click();
    await waitForPath(page, '/lab-rolls-modal');
    await page.getByRole('heading', { name: `Roll ${rolls[0]!.rollNo} for ${so}` }).waitFor();
    await page.getByText(rolls[0]!.stockEntryNo).waitFor();
    await fits(page, 'lab-rolls-modal at 390 px');

    await page.goto(`/sales-order-bmview?so=${encodeURIComponent(so)}`);
    await page.getByRole('heading', { level: 2, name: so }).waitFor();
    await page.getByRole('table', { name: 'Rolls sent' }).getByText(rolls[0]!.rollNo).waitFor();
    await fits(page, 'sales-order-bmview at 390 px');
  });
});
