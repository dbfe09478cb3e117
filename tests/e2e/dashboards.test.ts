import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import {
  downloadedText,
  freshTablet,
  grantRoles,
  newAccount,
  register,
  screenTitle,
  waitForPath,
} from './helpers';
import { read } from './inspection-support';
import { overflowing, PHONE, settled, TABLET } from './tamil-support';

/**
 * The inspection and production dashboards on the demo mill, as a manager reads them on a
 * desktop and a supervisor on a portrait tablet: switch the dates, tap a bar for the rolls behind
 * it (as many as the bar says), export a breakdown and open the file, in English and in Tamil,
 * without sideways scrolling on a phone. The figures are checked against what the server answers.
 */

const DESKTOP = { width: 1280, height: 900 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as the app's presets count them (lib/datePresets.ts). */
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const now = new Date();
const YEAR = { from: `${now.getFullYear()}-01-01`, to: `${now.getFullYear()}-12-31` };
const MONTH = {
  from: day(new Date(now.getFullYear(), now.getMonth(), 1)),
  to: day(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
};

const breakdown = z.array(z.object({ key: z.string(), label: z.string(), rolls: z.number() }));

const tamil = (area: string) =>
  z
    .record(z.string(), z.unknown())
    .parse(
      JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/messages/${area}/ta.json`, import.meta.url).pathname,
          'utf8',
        ),
      ),
    );

/** A new user holding `roles`, signed in on a fresh device of the given size. */
async function signedIn(roles: string[], size: { width: number; height: number }) {
  const tablet = await freshTablet();
  const who = newAccount(roles.join('-'));
  await register(tablet.context, who);
  await grantRoles(who.username, roles);
  await tablet.page.setViewportSize(size);
  await signIn(tablet.page, who);
  return tablet;
}

async function breakdownOf(context: BrowserContext, call: string, r: { from: string; to: string }) {
  return breakdown.parse(await read(context, call, { jsonStartDate: r.from, jsonEndDate: r.to }));
}

const figureOf = async (bar: Locator): Promise<number> => {
  const name = (await bar.getAttribute('aria-label')) ?? '';
  const figure = /: ([\d,]+)$/.exec(name)?.[1];
  if (!figure) throw new Error(`no figure in "${name}"`);
  return Number(figure.replace(/,/g, ''));
};

/** Taps the biggest bar of a breakdown; answers its figure and the drill-down's row count. */
async function drillBiggestBar(page: Page, panel: string) {
  const bars = page.getByRole('list', { name: panel, exact: true }).getByRole('button');
  await bars.first().waitFor();
  const bar = bars.first();
  const figure = await figureOf(bar);
  await bar.click();
  const drawer = page.getByRole('dialog');
  const count = drawer.locator('[data-drill-count]');
  await count.waitFor();
  return { figure, rows: Number(await count.getAttribute('data-drill-count')), drawer };
}

/** Exports a panel's CSV and answers the downloaded file's name and content. */
async function exportCsv(page: Page, panel: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export ${panel} as CSV` }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await downloadedText(download) };
}

const choosePreset = async (page: Page, label: string, preset: string) => {
  await page.getByRole('combobox', { name: 'Dates' }).selectOption({ label });
  // The router writes a text value as JSON in the address ("thisYear" in quotes).
  await page.waitForURL((u) => u.search.includes(preset));
};

describe('dashboards', () => {
  test('a manager on a desktop: the inspection dashboard by year, a bar’s rolls, its CSV', async () => {
    const { page, context } = await signedIn(['viewer'], DESKTOP);
    await page.goto('/dashboard');
    await screenTitle(page).filter({ hasText: 'Inspection Dashboard' }).waitFor();
    await page.getByText('Greige rolls').first().waitFor();

    await choosePreset(page, 'This year', 'thisYear');
    const suppliers = await breakdownOf(context, 'getSupplierWiseFabricInspected', YEAR);
    expect(suppliers.length).toBeGreaterThan(0);
    const biggest = Math.max(...suppliers.map((s) => s.rolls));

    // The biggest bar, its rolls: as many rows as the bar says, and the address holds it.
    const drill = await drillBiggestBar(page, 'Supplier-wise');
    expect(drill.figure).toBe(biggest);
    expect(drill.rows).toBe(drill.figure);
    expect(new URL(page.url()).search).toContain('supplier-wise');
    await expect.poll(() => drill.drawer.getByRole('row').count()).toBeGreaterThan(1);
    // Back closes it, and the dashboard is where it was.
    await page.goBack();
    await drill.drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toContain('thisYear');
    expect(new URL(page.url()).search).not.toContain('drill');

    // The CSV holds every supplier (not only the top ones), figures as plain numbers.
    const csv = await exportCsv(page, 'Supplier-wise');
    expect(csv.name).toBe(`dashboard_supplier-wise-greige_${YEAR.from}_${YEAR.to}.csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Supplier,Code,Rolls,Weight (kg),Mistakes,Points,Pts/100 m²');
    expect(lines).toHaveLength(suppliers.length + 1);
    const top = suppliers.find((s) => s.rolls === biggest);
    expect(lines.some((l) => l.includes(`,${top?.key ?? ''},${biggest},`))).toBe(true);

    // The stage switch asks the finish calls.
    await page.locator('label', { hasText: 'Finish' }).first().click();
    await page.waitForURL((u) => u.search.includes('finish'));
    const finish = await breakdownOf(context, 'getGradeWiseFinishRollInspected', YEAR);
    const grades = page.getByRole('list', { name: 'Grade-wise', exact: true });
    await grades.getByRole('listitem').first().waitFor();
    expect(await grades.getByRole('listitem').count()).toBe(Math.min(finish.length, 9));

    // A collar & cuff figure opens the lots' report list of the same year.
    await page
      .getByRole('button', { name: /^Open the reports behind Collar & cuff rolls/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/qi-ccreport-view');
    const list = new URL(page.url()).searchParams;
    expect([list.get('preset'), list.get('from'), list.get('to')]).toEqual([
      'custom',
      YEAR.from,
      YEAR.to,
    ]);
    await page.getByRole('table', { name: 'QI Collar & Cuff Reports' }).waitFor();
  });

  test('a supervisor on a tablet: production this month, a machine’s rolls, the machine × day CSV', async () => {
    const { page, context } = await signedIn(['production'], TABLET);
    await page.goto('/production-dashboard');
    await screenTitle(page).filter({ hasText: 'Production Dashboard' }).waitFor();
    await choosePreset(page, 'This month', 'thisMonth');

    const machines = await breakdownOf(
      context,
      'getTodayProductionMachineWiseTotalRollsForDate',
      MONTH,
    );
    expect(machines.length).toBeGreaterThan(0);
    const drill = await drillBiggestBar(page, 'Machine-wise');
    expect(drill.figure).toBe(Math.max(...machines.map((m) => m.rolls)));
    expect(drill.rows).toBe(drill.figure);
    await drill.drawer.getByRole('button', { name: 'Close' }).click();
    await drill.drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).not.toContain('drill');

    // The month's rolls tile opens every roll of the month.
    const total = z.object({ rolls: z.number() }).parse(
      await read(context, 'getTodayProductionFabricTotalRollsForDate', {
        jsonStartDate: MONTH.from,
        jsonEndDate: MONTH.to,
      }),
    );
    await page.getByRole('button', { name: /^Show the rolls behind Rolls: / }).click();
    const count = page.getByRole('dialog').locator('[data-drill-count]');
    await count.waitFor();
    expect(Number(await count.getAttribute('data-drill-count'))).toBe(total.rolls);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A tap on a day of the trend opens that day's rolls: as many as the day's figure.
    const days = z.array(z.object({ date: z.string(), rolls: z.number() })).parse(
      await read(context, 'getTodayProductionFabricDayWiseTotalRollsForDate', {
        jsonStartDate: MONTH.from,
        jsonEndDate: MONTH.to,
      }),
    );
    const chart = page.getByRole('img', { name: 'Rolls per day', exact: true });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the trend has no box');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    const dayDrawer = page.getByRole('dialog');
    const heading = await dayDrawer.getByRole('heading').first().innerText();
    const [, dd, mm, yyyy] = /(\d\d)-(\d\d)-(\d{4})$/.exec(heading.trim()) ?? [];
    const tapped = days.find((d) => d.date === `${yyyy}-${mm}-${dd}`);
    const dayCount = dayDrawer.locator('[data-drill-count]');
    await dayCount.waitFor();
    expect(Number(await dayCount.getAttribute('data-drill-count'))).toBe(tapped?.rolls ?? 0);
    await page.goBack();
    await dayDrawer.waitFor({ state: 'detached' });

    const csv = await exportCsv(page, 'Machine by day');
    expect(csv.name).toBe(`production-dashboard_machine-day_${MONTH.from}_${MONTH.to}.csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Machine,Date,Rolls,Weight (kg)');
    const rows = z.array(z.object({ machine: z.string() })).parse(
      await read(context, 'getTodayProductionMachineWiseDayWiseTotalRollsForDate', {
        jsonStartDate: MONTH.from,
        jsonEndDate: MONTH.to,
      }),
    );
    expect(lines).toHaveLength(rows.length + 1);

    // The inspection dashboard opens for a supervisor too, at tablet width without overflow.
    await page.goto('/dashboard');
    await waitForPath(page, '/dashboard');
    await page.getByText('Supplier-wise').first().waitFor();
    await settled(page);
    expect(await overflowing(page, true)).toEqual([]);
  });

  test('in Tamil, and on a phone nothing scrolls sideways', async () => {
    const { page } = await signedIn(['viewer'], PHONE);
    const dash = tamil('dash');
    const prod = tamil('prod');
    for (const [path, check] of [
      ['/dashboard', 'Supplier-wise'],
      ['/production-dashboard', 'Machine-wise'],
    ] as const) {
      await page.goto(`${path}?preset=thisYear`);
      await page.getByRole('list', { name: check, exact: true }).waitFor();
      await settled(page);
      expect(await overflowing(page, true), `${path} at 390 px`).toEqual([]);
    }
    // Tamil, chosen on the settings screen, is what the dashboards then speak.
    await page.goto('/settings');
    await page.locator('label', { hasText: 'தமிழ்' }).click();
    await page.goto('/dashboard?preset=thisYear');
    await page.getByText(String(dash.dash_section_fabric)).waitFor();
    await page.getByRole('list', { name: String(dash.dash_supplier_wise), exact: true }).waitFor();
    await page.getByText(String(dash.dash_tile_greige_rolls)).waitFor();
    await settled(page);
    expect(await overflowing(page, true), 'dashboard in Tamil at 390 px').toEqual([]);
    await page.goto('/production-dashboard?preset=thisMonth');
    await page.getByText(String(prod.prod_section_fabric)).waitFor();
    await page.getByRole('list', { name: String(prod.prod_machine_wise), exact: true }).waitFor();
    await settled(page);
    expect(await overflowing(page, true), 'production dashboard in Tamil at 390 px').toEqual([]);
  });
});
