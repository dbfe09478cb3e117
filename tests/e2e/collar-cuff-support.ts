import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { CLIENT_HEADERS } from './helpers';
import { read } from './inspection-support';

/**
 * What the collar & cuff inspection walk needs: a knitting report of its own (so no other test's
 * lot holds its bundles), the messages it taps and waits for in either language, and the lot as
 * the server has it.
 */

const catalogue = z.record(z.string(), z.unknown());
const messages = (area: string, locale: 'en' | 'ta') =>
  catalogue.parse(
    JSON.parse(
      readFileSync(
        new URL(`../../src/i18n/messages/${area}/${locale}.json`, import.meta.url).pathname,
        'utf8',
      ),
    ),
  );

/** A plain message's text in `locale`, its `{inputs}` filled from `values`. */
export function say(
  locale: 'en' | 'ta',
  key: string,
  values: Record<string, string | number> = {},
): string {
  const area = key.slice(0, key.indexOf('_'));
  const text = messages(area, locale)[key];
  if (typeof text !== 'string') throw new Error(`no plain message ${key} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
}

const knitRow = z.object({
  machine: z.string(),
  operator: z.string(),
  itemCode: z.string(),
  kind: z.enum(['collar', 'cuff']),
  colour: z.string(),
  size: z.string(),
});

async function save(context: BrowserContext, call: string, jsonData: unknown): Promise<unknown> {
  const res = await context.request.post(`/api/api/${call}`, {
    headers: CLIENT_HEADERS,
    data: { jsonData },
  });
  if (!res.ok()) throw new Error(`${call}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * A knitting report of today with two bundles of 40 pieces, on the machine, operator and item of
 * the demo mill's newest one: a lot of 80 pieces, which level II and AQL 2.5 sample 20 of
 * (code letter E, whose arrow leads to F: Ac 1, Re 2).
 */
export async function knitReportOf80(context: BrowserContext): Promise<string> {
  const newest = z
    .object({ rows: z.array(knitRow) })
    .parse(await read(context, 'getKnitCCReportFromDB')).rows[0];
  if (!newest) throw new Error('the demo mill has no knitting report');
  const { reportNo } = z
    .object({ reportNo: z.string() })
    .parse(await save(context, 'postKnitCCData', { ...newest, date: today(), shift: 'B' }));
  for (let i = 0; i < 2; i += 1)
    await save(context, 'postKnitCCDataRoll', { reportNo, pieces: 40, kg: 0.25 });
  return reportNo;
}

const lot = z.object({
  reportNo: z.string(),
  status: z.enum(['ongoing', 'completed']),
  verdict: z.enum(['inspectOk', 'inspectNotOk']).nullable(),
  piecesChecked: z.number(),
  piecesRejected: z.number(),
  rollRows: z.array(z.object({ rollNo: z.string(), piecesChecked: z.number() })),
});

/** The lot as the server has it. */
export async function lotOnServer(context: BrowserContext, reportNo: string) {
  return lot.parse(await read(context, 'getQICCReportWithRollsFromDB', { report_no: reportNo }));
}

/** The lot's number, from the address of its roll's screen. */
export function lotNoOf(page: Page): string {
  const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
  return raw.startsWith('"') ? z.string().parse(JSON.parse(raw)) : raw;
}

/** Starts a lot from the knitting report `knitNo` on select-create-collar-cuff. */
export async function startLotFrom(page: Page, locale: 'en' | 'ta', knitNo: string) {
  await page.goto('/select-create-collar-cuff');
  const card = page.locator('.mantine-Paper-root', { hasText: knitNo }).last();
  const pickButton = card.getByRole('button', { name: say(locale, 'cc_knit_pick'), exact: true });
  const start = page.getByRole('button', {
    name: say(locale, 'cc_start_lot', { reportNo: knitNo }),
  });
  // One free knitting report is picked for the inspector; else a tap picks it.
  await Promise.race([pickButton.waitFor(), start.waitFor()]);
  if (!(await start.isVisible())) await pickButton.click();
  await start.click();
  await page.waitForURL((u) => u.pathname === '/collar-cuff-details');
}
