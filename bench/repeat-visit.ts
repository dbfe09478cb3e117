/**
 * Repeat visit (not a test): once the service worker has installed and precached the app, how
 * soon the shell paints with the server STOPPED — everything comes from the worker's precache.
 * First-contentful-paint read in the page (its `paint` performance entry), at full
 * speed and with the CPU 4× slower, RUNS (5) fresh pages each; median and worst, and where the
 * pages landed once the app had replaced the start screen (a signed-in page on /login is broken).
 *
 *   npm run build && npm run bench repeat-visit          (also run at the end of `bench lighthouse`)
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { callPath, calls } from '../contract';
import { startServer, type RunningServer } from '../tests/support/server-process';
import { CHROMIUM, chromiumArgs } from './chromium';
import { firstPaint, hostFloor, type FloorRow } from './host-floor';

const RUNS = Number(process.env.RUNS ?? 5);

/** The part of the page's navigator read here (the bench is typed without the DOM library). */
interface PageNavigator {
  serviceWorker: { ready: Promise<unknown>; controller: unknown };
}

export async function repeatVisit(
  server: RunningServer,
  admin: { email: string; password: string },
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs,
  });
  const results: { page: string; cpu: number; fcp: number[]; landed: Set<string> }[] = [];
  let floor: FloorRow[] | undefined;
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const signIn = await context.request.post(callPath(calls.login), {
      headers: { 'x-greige-client': '1' },
      data: { credentials: admin },
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
    // The cookie alone leaves the app on /login: it decides at start from its stored marker
    // (src/lib/session.ts), written here on a page of the origin that is not the app.
    const marker = await context.newPage();
    await marker.goto('/api/health');
    await marker.evaluate(() => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      localStorage.setItem('isLoggedIn', 'Yes');
      localStorage.setItem('username', 'admin');
    });
    await marker.close();
    const first = await context.newPage();
    await first.goto('/select-home');
    // Installed (every precached file fetched) and in control of the page.
    await first.waitForFunction(async () => {
      const { serviceWorker } = (globalThis as unknown as { navigator: PageNavigator }).navigator;
      await serviceWorker.ready;
      return serviceWorker.controller !== null;
    });
    // The header the floor's trivial page is measured with, as the app sends it.
    const coop = (await context.request.get('/login')).headers()['cross-origin-opener-policy'];
    await first.close();
    await server.stop();

    for (const path of ['/login', '/select-home']) {
      for (const cpu of [1, 4]) {
        const fcp: number[] = [];
        const landed = new Set<string>();
        for (let i = 0; i < RUNS; i++) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          await page.goto(path);
          fcp.push(await firstPaint(page));
          // Once the app's first screen is there (React replaces the start screen, the name or a
          // signed-in page's frame, in one go): a signed-in page that landed on /login is broken.
          await page.waitForFunction(() => {
            const { document } = globalThis as unknown as {
              document: { querySelector(s: string): unknown };
            };
            return !document.querySelector('.boot, .boot-frame');
          });
          landed.add(new URL(page.url()).pathname);
          await page.close();
        }
        results.push({ page: path, cpu, fcp: fcp.sort((a, b) => a - b), landed });
      }
    }
    floor = await hostFloor(browser, coop, RUNS);
  } finally {
    await browser.close();
  }
  console.log(`\nRepeat visit, server stopped: first-contentful-paint from the service worker\n`);
  console.log('| page | CPU slowdown | runs | median ms | worst ms | landed on |');
  console.log('|---|--:|--:|--:|--:|---|');
  for (const r of results)
    console.log(
      `| ${r.page} | ${r.cpu}× | ${r.fcp.length} | ${median(r.fcp)} | ${Math.round(r.fcp.at(-1) ?? NaN)} | ${[...r.landed].join(', ')} |`,
    );
  console.log(
    `\nThis host's browser, before any of the app's code (bench/host-floor.ts), CPU 1×\n`,
  );
  console.log('| what | runs | median ms | worst ms |');
  console.log('|---|--:|--:|--:|');
  for (const r of floor ?? [])
    console.log(
      `| ${r.what} | ${r.ms.length} | ${median(r.ms)} | ${Math.round(r.ms.at(-1) ?? NaN)} |`,
    );
}

/** The middle of sorted figures, rounded (ms, or first-contentful-paint's ms). */
const median = (sorted: number[]): number =>
  Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const admin = { email: 'admin@greige.local', password: 'admin password for the bench' };
  const server = await startServer({
    STATIC_DIR: process.env.BENCH_DIST ?? 'dist',
    ADMIN_PASSWORD: admin.password,
  });
  try {
    await repeatVisit(server, admin);
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
