import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { dayInZone, periodRange, type PeriodPreset } from '../../rules/periods';
import { signIn } from '../support/browser';
import { freshTablet, grantRoles, newAccount, register, screenTitle } from './helpers';
import { read } from './inspection-support';
import { overflowing, PHONE, settled, TABLET } from './tamil-support';

/**
 * The sales dashboards on the demo mill, as a sales manager reads them on a desktop and on a
 * phone: each segment for a couple of periods (the figures equal to what the server answers for
 * the range the period names on the mill's sales year), then a pivot built, its address copied
 * and opened on a new page, which shows the same pivot.
 */

const DESKTOP = { width: 1280, height: 900 } as const;
const SEGMENTS = [
  'Textiles',
  'Export',
  'Digital',
  'Offline',
  'Online',
  'Texvalley',
  'Dyeing',
  'HO',
] as const;
/** The call names' period part per preset, as the screen chooses it. */
const SEGMENT_PERIOD: Partial<Record<PeriodPreset, string>> = {
  today: 'ForDate',
  thisMonth: 'ForThisMonthDate',
  thisYear: 'ForThisYearDate',
  lastYear: 'ForLastYearDate',
};

const totals = z.object({ amount: z.number(), qtyKg: z.number(), count: z.number() });
const segmentData = z.object({
  invoice: totals.omit({ count: true }),
  order: totals.omit({ count: true }),
});

const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(n);
const kg = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  }).format(n);

async function salesManager(size: { width: number; height: number }) {
  const tablet = await freshTablet();
  const who = newAccount('sales');
  await register(tablet.context, who);
  await grantRoles(who.username, ['sales']);
  await tablet.page.setViewportSize(size);
  await signIn(tablet.page, who);
  const settings = z
    .object({ yearStartMonth: z.number() })
    .parse(await read(tablet.context, 'getSalesSettings'));
  return { ...tablet, year: { yearStartMonth: settings.yearStartMonth } };
}

/** The figure a tile shows (its title and change line aside). */
const tileFigure = (page: Page, id: string) => page.locator(`[data-tile="${id}"] > div`).first();

async function choose(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ value });
  // The router writes a text value as JSON in the address ("Export" in quotes).
  await page.waitForURL((u) => decodeURIComponent(u.search).includes(value));
}

/** Reads the segment's four figures and the all-segment invoice total; checks them against the server. */
async function expectSegment(
  page: Page,
  context: Parameters<typeof read>[0],
  segment: string,
  preset: PeriodPreset,
  year: { yearStartMonth: number },
) {
  const range = periodRange(preset, dayInZone(new Date()), year);
  const dates = { jsonStartDate: range.from, jsonEndDate: range.to };
  const data = segmentData.parse(
    await read(context, `get${segment}SalesData${SEGMENT_PERIOD[preset] ?? ''}`, dates),
  );
  await expect
    .poll(() => tileFigure(page, 'seg-invoice-amount').innerText())
    .toBe(inr(data.invoice.amount));
  await expect
    .poll(() => tileFigure(page, 'seg-invoice-kg').innerText())
    .toBe(kg(data.invoice.qtyKg));
  await expect
    .poll(() => tileFigure(page, 'seg-order-amount').innerText())
    .toBe(inr(data.order.amount));
  await expect.poll(() => tileFigure(page, 'seg-order-kg').innerText()).toBe(kg(data.order.qtyKg));
  // The range line says which dates the figures are for.
  const [y, m, d] = range.from.split('-');
  await page.getByText(new RegExp(`^${d}-${m}-${y} to `)).waitFor();
  return dates;
}

describe('sales dashboards', () => {
  test('a sales manager on a desktop reads every segment for this month and last year', async () => {
    const { page, context, year } = await salesManager(DESKTOP);
    await page.goto('/sales-dashboard');
    await screenTitle(page).filter({ hasText: 'Sales Dashboard' }).waitFor();

    for (const preset of ['thisMonth', 'lastYear'] as const) {
      await choose(page, 'Dates', preset);
      for (const segment of SEGMENTS) {
        await choose(page, 'Segment', segment);
        const dates = await expectSegment(page, context, segment, preset, year);
        if (segment === 'Textiles') {
          // The totals of all segments, asked for the same range.
          const all = totals.parse(await read(context, 'getSalesInvoiceDetailsForDate', dates));
          await expect
            .poll(() => tileFigure(page, 'all-invoice-amount').innerText())
            .toBe(inr(all.amount));
        }
      }
    }
    // Last year had sales: the demo mill holds a year and a half of them.
    expect(await tileFigure(page, 'all-invoice-amount').innerText()).not.toBe(inr(0));
    // The address holds the segment and period: a reload shows the same figures.
    await page.reload();
    await expectSegment(page, context, 'HO', 'lastYear', year);
  });

  test('a sales manager on a phone reads the segments this year and today, without sideways scrolling', async () => {
    const { page, context, year } = await salesManager(PHONE);
    await page.goto('/sales-dashboard?preset=thisYear&segment=Export');
    await screenTitle(page).filter({ hasText: 'Sales Dashboard' }).waitFor();
    await expectSegment(page, context, 'Export', 'thisYear', year);
    for (const segment of ['Textiles', 'Dyeing', 'Online'] as const) {
      await choose(page, 'Segment', segment);
      await expectSegment(page, context, segment, 'thisYear', year);
    }
    await choose(page, 'Dates', 'today');
    await expectSegment(page, context, 'Online', 'today', year);
    await settled(page);
    expect(await overflowing(page, true)).toEqual([]);
  });

  test('a sales manager builds a pivot, copies its address and opens it on a new page', async () => {
    const { page, context, year } = await salesManager(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/pivot');
    await screenTitle(page).filter({ hasText: /pivot/i }).waitFor();
    await choose(page, 'Lines of', 'order');
    await choose(page, 'Rows', 'salesPerson');
    await choose(page, 'Columns', 'segment');
    await choose(page, 'Sum of', 'qtyKg');

    const range = periodRange('thisYear', dayInZone(new Date()), year);
    const pivot = z
      .object({ total: z.number(), rows: z.array(z.object({ label: z.string() })) })
      .parse(
        await read(context, 'getSalesPivot', {
          jsonStartDate: range.from,
          jsonEndDate: range.to,
          doc: 'order',
          rows: 'salesPerson',
          columns: 'segment',
          measure: 'qtyKg',
        }),
      );
    expect(pivot.rows.length).toBeGreaterThan(0);
    const total = page.getByTestId('pivot-total');
    await expect.poll(() => total.innerText()).toBe(`Total: ${kg(pivot.total)}`);
    const table = page.getByRole('table', { name: 'Pivot', exact: false });
    await table
      .getByText(pivot.rows[0]?.label || '(none)', { exact: true })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(link).toBe(page.url());

    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(link);
    await expect
      .poll(() => other.getByTestId('pivot-total').innerText())
      .toBe(`Total: ${kg(pivot.total)}`);
    for (const [label, value] of [
      ['Lines of', 'order'],
      ['Rows', 'salesPerson'],
      ['Columns', 'segment'],
      ['Sum of', 'qtyKg'],
    ] as const)
      expect(await other.getByRole('combobox', { name: label, exact: true }).inputValue()).toBe(
        value,
      );
    await settled(other);
    expect(await overflowing(other, true)).toEqual([]);
  });

  test('a sales manager on a tablet and a phone reads the Sales Order Dashboard', async () => {
    const { page, context, year } = await salesManager(TABLET);
    await page.goto('/sales-order-report?preset=thisYear');
    await screenTitle(page).filter({ hasText: 'Sales Order' }).waitFor();
    const range = periodRange('thisYear', dayInZone(new Date()), year);
    const dates = { jsonStartDate: range.from, jsonEndDate: range.to };
    const statuses = z
      .array(z.object({ amount: z.number(), qtyKg: z.number() }))
      .parse(await read(context, 'getSalesOrderReportDetailsForDate', dates));
    expect(statuses.length).toBeGreaterThan(0);
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]');
    await expect
      .poll(() => figure('All orders').innerText())
      .toBe(inr(statuses.reduce((s, r) => s + r.amount, 0)));

    // Pending kg: every order of the year, read page by page from the server.
    const orderPage = z.object({
      rows: z.array(z.object({ pendingKg: z.number(), deliveredKg: z.number() })),
      total: z.number(),
      nextCursor: z.string().nullable(),
    });
    let cursor: string | null = null;
    let pending = 0;
    let total: number | undefined;
    do {
      const answer = orderPage.parse(
        await read(context, 'getSalesOrderReportAllDetailsForDate', {
          ...dates,
          limit: '200',
          ...(cursor ? { cursor } : {}),
        }),
      );
      pending += answer.rows.reduce((s, r) => s + r.pendingKg, 0);
      total ??= answer.total;
      cursor = answer.nextCursor;
    } while (cursor);
    await page.getByText(`Orders: ${new Intl.NumberFormat('en-IN').format(total ?? 0)}`).waitFor();
    await expect.poll(() => figure('Pending kg').innerText()).toBe(kg(pending));

    await page.setViewportSize(PHONE);
    await settled(page);
    expect(await overflowing(page, true)).toEqual([]);
  });
});
