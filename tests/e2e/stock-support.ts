import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../contract/core/wire';
import { CLIENT_HEADERS, waitForPath } from './helpers';
import { field, pick } from './inspection-support';
import { layoutProblems } from './layout-support';

/**
 * What the stock browser tests read and do through the API, as the signed-in tablet (its cookie):
 * the greige rolls free to batch, where an item lies, a PO's process loss, and a batch saved from
 * "another tablet" to race the screen with.
 */

const prefix = { main: '/api/api', stock: '/api3003/api' } as const;

/** A read call (GET, structured values JSON-encoded as the app sends them). */
export async function get(
  context: BrowserContext,
  service: keyof typeof prefix,
  call: string,
  params: Record<string, string | number> = {},
): Promise<unknown> {
  const query = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const res = await context.request.get(`${prefix[service]}/${call}`, {
    headers: CLIENT_HEADERS,
    params: query,
  });
  if (!res.ok()) throw new Error(`${call}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

export const batchableRolls = z.object({
  rows: z.array(
    z.object({
      rollNo: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      kg: z.number(),
      sourceDocNo: z.string().nullable(),
    }),
  ),
  total: z.number(),
});
export type BatchableRoll = z.infer<typeof batchableRolls>['rows'][number];

export const stockLines = z.object({
  rows: z.array(
    z.object({
      itemCode: z.string(),
      itemName: z.string(),
      itemGroup: z.string(),
      warehouse: z.string(),
      warehouseGroup: z.string(),
      isJobWork: z.boolean(),
      batchNo: z.string().nullable(),
      colour: z.string().nullable(),
      qtyKg: z.number(),
      pieces: z.number().nullable(),
      rolls: z.number(),
    }),
  ),
  total: z.number(),
  /** The whole filtered list's sums, not the page's. */
  totals: z.object({ qtyKg: z.number(), pieces: z.number().nullable(), rolls: z.number() }),
  nextCursor: z.string().nullable(),
});
export type StockLine = z.infer<typeof stockLines>['rows'][number];

export const warehouses = z.array(
  z.object({ name: z.string(), isJobWork: z.boolean(), processor: z.boolean() }),
);

/** The warehouses a batch may be sent to (the dye house and the JV dyers). */
export async function processors(context: BrowserContext) {
  const all = warehouses.parse(await get(context, 'stock', 'getWarehousesFromDB'));
  return all.filter((w) => w.processor);
}

/** A PO's process loss per batch, as far as the tests read it. */
export const lossRows = z.array(
  z.object({
    batchNo: z.string().nullable(),
    processor: z.string().nullable(),
    greigeKgIn: z.number(),
    finishKgOut: z.number(),
    lossKg: z.number(),
    lossPercent: z.number().nullable(),
    overTolerance: z.boolean(),
    tolerancePercent: z.number(),
    rolls: z.array(
      z.object({
        greigeRollNo: z.string(),
        finishRollNo: z.string().nullable(),
        finishKg: z.number().nullable(),
      }),
    ),
  }),
);
export type LossRow = z.infer<typeof lossRows>[number];

export const processLossOf = async (context: BrowserContext, poNo: string): Promise<LossRow[]> =>
  lossRows.parse(await get(context, 'main', 'getPOProcessLossFromDB', { po_no: poNo }));

/** A total's figure box: the Stat whose label is `label`. */
export const stat = (page: Page, label: string) =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();

export const fits = async (page: Page, where: string) =>
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);

/** The free greige rolls of one fabric, as the screen lists them (its code as the item text). */
export async function freeRollsOf(
  context: BrowserContext,
  itemCode: string,
): Promise<BatchableRoll[]> {
  return batchableRolls
    .parse(
      await get(context, 'stock', 'getGreigeRollsForBatch', {
        searchItemText: itemCode,
        limit: 200,
      }),
    )
    .rows.filter((r) => r.itemCode === itemCode);
}

/** The free greige rolls of one fabric that has at least `n` of them, as the screen lists them. */
export async function fabricWithFreeRolls(
  context: BrowserContext,
  n: number,
): Promise<{ itemCode: string; itemName: string; rolls: BatchableRoll[] }> {
  const all = batchableRolls.parse(
    await get(context, 'stock', 'getGreigeRollsForBatch', { limit: 200 }),
  );
  const byItem = new Map<string, BatchableRoll[]>();
  for (const r of all.rows) byItem.set(r.itemCode, [...(byItem.get(r.itemCode) ?? []), r]);
  for (const [itemCode, rows] of byItem) {
    const listed = await freeRollsOf(context, itemCode);
    if (listed.length >= n) return { itemCode, itemName: rows[0]!.itemName, rolls: listed };
  }
  throw new Error(`no fabric of the demo mill has ${n} greige rolls free to batch`);
}

/** Every line of a paged stock call (all its pages). */
export async function allLines(
  context: BrowserContext,
  call: string,
  params: Record<string, string> = {},
): Promise<StockLine[]> {
  const rows: StockLine[] = [];
  let cursor: string | null = null;
  do {
    const page = stockLines.parse(
      await get(context, 'stock', call, { ...params, limit: 200, ...(cursor ? { cursor } : {}) }),
    );
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** Every stock line of one item, wherever it lies. */
export const placesOf = (context: BrowserContext, itemCode: string): Promise<StockLine[]> =>
  allLines(context, 'getStockDetailsFromERPNEXT', { name: itemCode });

/** A batch saved by another tablet, as the app sends a save (POST with its Idempotency-Key). */
export async function batchFromAnotherTablet(
  context: BrowserContext,
  batch: { itemCode: string; rollNos: string[]; processor: string },
): Promise<string> {
  const res = await context.request.post('/api/api/postBatchData', {
    headers: { ...CLIENT_HEADERS, [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      jsonData: {
        date: new Date().toISOString().slice(0, 10),
        itemCode: batch.itemCode,
        colour: 'Other tablet',
        lot: 'OT-1',
        greigeRollNos: batch.rollNos,
        processor: batch.processor,
      },
    },
  });
  if (!res.ok()) throw new Error(`postBatchData: ${res.status()} ${await res.text()}`);
  return z.object({ batchNo: z.string() }).parse(await res.json()).batchNo;
}

/** As the app writes kg (i18n/format.ts): Indian grouping, one decimal. */
export const kgText = (n: number): string =>
  new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  }).format(n);

export const sumKg = (rows: readonly { kg: number }[]): number =>
  rows.reduce((s, r) => s + Math.round(r.kg * 1000), 0) / 1000;

/** Types a roll number into the scanner's box and sends it as a hand scanner does (Enter). */
export async function scanRoll(page: Page, rollNo: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Scan or type a roll number' });
  await box.fill(rollNo);
  await box.press('Enter');
}

export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Starts a finish-stage report on `itemCode` from select-create-roll, as an inspector does (the
 * stage's and the source's radios lie, unseen, over their labels: what a finger taps).
 */
export async function startFinishReport(page: Page, itemCode: string): Promise<string> {
  await page.goto('/select-create-roll');
  await page.getByRole('radio', { name: 'Finish', exact: true }).check();
  await page.getByRole('radio', { name: 'Supplier', exact: true }).check();
  await pick(page, 'Supplier', /./);
  await pick(page, 'Item', new RegExp(`\\(${itemCode}\\)`), itemCode);
  await pick(page, 'Inspection table', 'Table 1');
  await page.getByRole('button', { name: 'Start report' }).click();
  await page.waitForURL((u) => u.search.includes('reportNo'));
  const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

/**
 * On an open finish report: the greige roll's number typed in (its finish roll is made then),
 * weighed at `kg`, saved. Answers the finish roll's number.
 */
export async function weighFinished(page: Page, greigeRollNo: string, kg: number): Promise<string> {
  await page.getByRole('textbox', { name: 'Roll number' }).fill(greigeRollNo);
  await page.getByRole('button', { name: 'Check roll and continue' }).click();
  await waitForPath(page, '/roll-details');
  const finishRollNo = z
    .string()
    .min(1)
    .parse(new URL(page.url()).searchParams.get('finishRollNo')?.replaceAll('"', ''));
  const weight = field(page, 'Weight');
  await expect.poll(() => weight.inputValue()).not.toBe('');
  await weight.fill(String(kg));
  await page.getByRole('button', { name: 'Save roll and start tapping' }).click();
  await waitForPath(page, '/mistake-details');
  return finishRollNo;
}
