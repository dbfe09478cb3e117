import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';
import { latinWords } from './layout-support';

/**
 * What a Tamil walk through the app needs: the Tamil texts it taps and waits for (read from the
 * catalogues, so a reworded message does not break the walk), the checks each screen must pass,
 * and the words of the mill's data, which stay as they are on a Tamil screen.
 */

const catalogue = z.record(z.string(), z.unknown());
const areas = [
  'auth',
  'page',
  'frame',
  'home',
  'inspection',
  'defects',
  'tally',
  'sheet',
  'passport',
] as const;
const tamil: Record<string, unknown> = Object.assign(
  {},
  ...areas.map((area) =>
    catalogue.parse(
      JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/messages/${area}/ta.json`, import.meta.url).pathname,
          'utf8',
        ),
      ),
    ),
  ),
);

/** A message's Tamil text, its `{inputs}` filled from `values`. */
export function ta(key: string, values: Record<string, string | number> = {}): string {
  const text = tamil[key];
  if (typeof text !== 'string') throw new Error(`no plain Tamil message ${key}`);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
}

/** Words that are names in every language: the app's, the units, codes and file kinds written in Latin in Tamil too. */
const NAMES = ['Greige', 'GSM', 'kg', 'QI', 'QR', 'CSV'];

/** The fields of the API's rows that hold the mill's data (names, numbers), not words. */
const DATA_KEYS = new Set([
  'reportNo',
  'rollNo',
  'greigeRollNo',
  'finishRollNo',
  'sourceDocNo',
  'supplier',
  'supplierName',
  'itemCode',
  'itemName',
  'colour',
  'lot',
  'inspector',
  'tableName',
  'machine',
  'operator',
  'recordedBy',
  'remarks',
  'username',
]);

/** Every Latin word in the data fields of `values` (API answers, what was typed). */
export function dataWords(...values: unknown[]): Set<string> {
  const words = new Set(NAMES);
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key === undefined || DATA_KEYS.has(key))
        value.match(/[A-Za-z][A-Za-z'’]+/g)?.forEach((w) => words.add(w));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  values.forEach((v) => walk(v));
  return words;
}

interface Rect {
  width: number;
  height: number;
}
interface El {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  tagName: string;
  className: unknown;
  textContent: string | null;
  getBoundingClientRect(): Rect;
}
interface PageGlobals {
  document: { documentElement: El; querySelectorAll(selector: string): ArrayLike<El> };
  getComputedStyle(el: El): {
    display: string;
    visibility: string;
    overflowX: string;
    overflowY: string;
    webkitLineClamp: string;
  };
}

/**
 * Boxes whose content does not fit: the page wider than the screen, or a visible element that
 * hides its overflow (hidden, clip) with content wider or taller than itself. A text clamped to
 * its first lines on purpose (line-clamp, which ends it with "…") is not a box cutting it. With
 * `noSideScroll`, a box that scrolls sideways (a wide table on a phone) counts too. One line each.
 */
export function overflowing(page: Page, noSideScroll = false): Promise<string[]> {
  return page.evaluate((noSideScroll) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(
        `the page is wider than the screen (${root.scrollWidth} > ${root.clientWidth})`,
      );
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden helpers (a radio behind its label, a screen-reader text) are 0-1 px.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name} is cut at its side (${el.scrollWidth} > ${el.clientWidth})`);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (noSideScroll && scrolls && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (hides(style.overflowY) && !clamped && el.scrollHeight > el.clientHeight + 1)
        problems.push(`${name} is cut at its foot (${el.scrollHeight} > ${el.clientHeight})`);
    }
    return problems;
  }, noSideScroll);
}

/** Waits for the screen to settle: its fonts loaded and no loader left spinning. */
export async function settled(page: Page): Promise<void> {
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
  await page.evaluate(async () => {
    await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document
      .fonts.ready;
  });
}

export const TABLET = { width: 800, height: 1280 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Where screenshots of the Tamil screens go, when a directory is named (TAMIL_SCREENS). */
const screensDir = process.env.TAMIL_SCREENS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!screensDir) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}

/**
 * The screen speaks Tamil (no English word left but the data's) and fits, at tablet size and at
 * 390 px (or the `sizes` given); a screenshot of each when TAMIL_SCREENS names a directory. Back
 * at tablet size after.
 */
export async function expectTamilScreen(
  page: Page,
  name: string,
  allowed: ReadonlySet<string>,
  sizes: readonly { width: number; height: number }[] = [TABLET, PHONE],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await settled(page);
    const where = `${name} at ${size.width} px`;
    // A tablet shows every column: only a phone may scroll a wide table in its box.
    const problems = await overflowing(page, size.width >= TABLET.width);
    expect.soft(problems, `${where}: overflow`).toEqual([]);
    const english = (await latinWords(page)).filter((w) => !allowed.has(w));
    expect.soft(english, `${where}: English words`).toEqual([]);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(TABLET);
}
