import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';
import { field, pick, read } from './inspection-support';

/** What the knitting screens' tests share: starting a report, adding bundles, reading them back. */

const rolls = z.array(
  z.object({ rollNo: z.string(), pieces: z.number(), rejectedPieces: z.number(), kg: z.number() }),
);
const report = z.object({ reportNo: z.string(), status: z.string(), rolls: z.number() });

/** The bundles of a knitting report as the server has them. */
export const serverRolls = async (context: BrowserContext, reportNo: string) =>
  rolls.parse(await read(context, 'getSpecifiedKnitCCReportRollsFromDB', { jsonData: reportNo }));

export const serverReport = async (context: BrowserContext, reportNo: string) =>
  report.parse(await read(context, 'getSpecifiedKnitCCReportFromDB', { jsonData: reportNo }));

/** Words of the knitting screens, in English or Tamil, read from the catalogues. */
const catalogue = (locale: 'en' | 'ta') =>
  z
    .record(z.string(), z.unknown())
    .parse(
      JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/messages/knitting/${locale}.json`, import.meta.url).pathname,
          'utf8',
        ),
      ),
    );
export type Words = (key: string) => string;
export const wordsIn =
  (locale: 'en' | 'ta'): Words =>
  (key) => {
    const text = catalogue(locale)[`knitting_${key}`];
    if (typeof text !== 'string') throw new Error(`no plain message knitting_${key}`);
    return text;
  };

/** The report number in the page's address (the router may quote it). */
export function reportNoOf(page: Page): string {
  const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
  return z
    .string()
    .min(1)
    .parse(raw.startsWith('"') ? JSON.parse(raw) : raw);
}

/** Starts a knitting report from the start form, picking the first of each list. */
export async function startKnitReport(page: Page, w: Words): Promise<string> {
  await page.goto('/select-knit-collar-cuff');
  await pick(page, w('machine'), /./);
  await pick(page, w('operator'), /./);
  await pick(page, w('item'), /./);
  await field(page, w('colour')).fill('Navy Tipping');
  await field(page, w('size')).fill('40x9');
  await field(page, w('size')).press('Escape');
  await page.getByRole('button', { name: w('start_report') }).click();
  await page.waitForURL((u) => u.pathname === '/knit-collar-cuff-details');
  return reportNoOf(page);
}

/** Adds a bundle from the details screen's form. */
export async function addBundle(page: Page, w: Words, pieces: number, kg: number): Promise<void> {
  const form = page.getByRole('form', { name: w('add_bundle_title') });
  await form.getByLabel(w('pieces'), { exact: true }).fill(String(pieces));
  await form.getByLabel(w('kg'), { exact: true }).fill(String(kg));
  await form.getByRole('button', { name: w('add_bundle') }).click();
}

/** A bundle's row in the bundles table. */
export const bundleRow = (page: Page, rollNo: string) =>
  page.getByRole('row').filter({ hasText: rollNo });

/** Opens a bundle, changes one figure and saves it. */
export async function changeBundle(
  page: Page,
  w: Words,
  rollNo: string,
  label: string,
  value: number,
): Promise<void> {
  await bundleRow(page, rollNo).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).fill(String(value));
  await dialog.getByRole('button', { name: w('save_bundle') }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits until the server's bundles of the report pass `check`. */
export async function untilServer(
  context: BrowserContext,
  reportNo: string,
  check: (r: z.infer<typeof rolls>) => boolean,
): Promise<z.infer<typeof rolls>> {
  let last: z.infer<typeof rolls> = [];
  await expect
    .poll(async () => check((last = await serverRolls(context, reportNo))), { timeout: 15_000 })
    .toBe(true);
  return last;
}
