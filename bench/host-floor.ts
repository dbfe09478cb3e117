/**
 * What this host's browser costs before any of the app's code runs (not a test): the figures the
 * app's own are read against. The same build has measured several times slower on one host than
 * on another (docs/decisions/034), and the costs that differ are the browser's own:
 *
 * - a new tab's first paint of a trivial page (the start screen's name, nothing else), served
 *   from this machine, with the Cross-Origin-Opener-Policy the app sends and without it. A page
 *   with that header opened in a new tab needs a renderer process of its own, made after its
 *   answer has arrived (docs/decisions/035);
 * - the first number formatter (`Intl.NumberFormat`) of a fresh page: the browser's locale data
 *   is made ready at its first use in each renderer.
 *
 * The repeat visit (bench/repeat-visit.ts) prints these beside its own figures.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Greige</title></head><body><p>Greige</p></body></html>';

export interface FloorRow {
  what: string;
  ms: number[];
}

/** The page's own clock, read in the page (the bench is typed without the DOM library). */
interface PageGlobals {
  performance: { now(): number; getEntriesByName(name: string): { startTime: number }[] };
}

/** The page's first-contentful-paint, in ms from its start, once it has painted. */
export async function firstPaint(page: Page): Promise<number> {
  // A function, not a string: the app's Content-Security-Policy forbids eval in the page.
  const fcp = await page.waitForFunction(
    () =>
      (globalThis as unknown as PageGlobals).performance.getEntriesByName(
        'first-contentful-paint',
      )[0]?.startTime,
  );
  return Number(await fcp.jsonValue());
}

/** `measure` in `runs` fresh tabs of `context`, each opened on `url`; the figures sorted. */
async function inFreshTabs(
  context: BrowserContext,
  url: string,
  runs: number,
  measure: (page: Page) => Promise<number>,
): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    await page.goto(url);
    ms.push(await measure(page));
    await page.close();
  }
  return ms.sort((a, b) => a - b);
}

/**
 * Measures the floor in `browser`, `runs` fresh tabs each. `coop` is the value of the app's own
 * Cross-Origin-Opener-Policy header (`undefined` when it sends none).
 */
export async function hostFloor(
  browser: Browser,
  coop: string | undefined,
  runs: number,
): Promise<FloorRow[]> {
  const server = createServer((req, res) => {
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (coop && req.url === '/coop') headers['cross-origin-opener-policy'] = coop;
    res.writeHead(200, headers).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext();
  try {
    const rows: FloorRow[] = [];
    if (coop)
      rows.push({
        what: `new tab, trivial page, with the app's COOP (${coop})`,
        ms: await inFreshTabs(context, `${origin}/coop`, runs, firstPaint),
      });
    rows.push({
      what: 'new tab, trivial page, no COOP',
      ms: await inFreshTabs(context, `${origin}/plain`, runs, firstPaint),
    });
    rows.push({
      what: 'first Intl.NumberFormat of a fresh page',
      ms: await inFreshTabs(context, `${origin}/plain`, runs, (page) =>
        page.evaluate(() => {
          const { performance } = globalThis as unknown as PageGlobals;
          const start = performance.now();
          new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(12.5);
          return performance.now() - start;
        }),
      ),
    });
    return rows;
  } finally {
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
