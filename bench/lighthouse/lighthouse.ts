/**
 * Lighthouse over the built app (not a test): a real server process on the built PWA and a fresh
 * embedded database with the demo mill, the system Chromium (a fresh one per run), each page cold
 * (no HTTP cache, no service worker), mobile (Lighthouse's default: a mid-range phone, simulated
 * slow 4G and 4× CPU) and desktop (Lighthouse's desktop config). The signed-in pages run as the
 * administrator, signed in through the API beforehand (see `signInBrowser`): a session cookie
 * alone is not enough, since the app decides at start from its stored marker whether to show login.
 * Then the repeat visit (bench/repeat-visit.ts) on the same server.
 *
 * Mobile scores move by several points between runs on a loaded 2-core machine: LH_RUNS=3 runs
 * each page and form three times and prints, besides every run, the median of each figure.
 *
 *   npm run build && npm run bench lighthouse        PAGES=login,select-home  FORMS=mobile,desktop
 *                                                      LH_RUNS=3  LH_SAVE=/tmp/lh
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { callPath, calls } from '../../contract';
import { dayInZone } from '../../rules/periods';
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE, USERNAME_KEY } from '../../src/lib/storageKeys';
import { SESSION_KEPT } from '../../tests/support/kept';
import { startServer, type RunningServer } from '../../tests/support/server-process';
import { CHROMIUM, chromiumArgs } from '../chromium';
import { lanternTimings } from './lantern';
import { repeatVisit } from '../repeat-visit';

const STATIC_DIR = process.env.BENCH_DIST ?? 'dist';
const admin = { email: 'admin@greige.local', password: 'admin password for the bench' };
const client = { 'x-greige-client': '1' };
const chromeFlags = ['--headless=new', ...chromiumArgs];

const PAGES = (process.env.PAGES ?? 'login,select-home,qi-report-view,mistake-details').split(',');
const FORMS = (process.env.FORMS ?? 'mobile,desktop').split(',');
const RUN_TIMEOUT_MS = Number(process.env.RUN_TIMEOUT_MS ?? 180_000);
const LH_RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
/** A folder to keep each run's full report in (JSON), to read its audits and trace summary. */
const LH_SAVE = process.env.LH_SAVE;

/** Signs the administrator in through the API: answers the `name=value` of the session cookie. */
async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}${callPath(calls.login)}`, {
    method: 'POST',
    headers: { ...client, 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: admin }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

/** A roll of today's ongoing demo report: mistake-details needs one in its address. */
async function ongoingRoll(server: RunningServer, cookie: string): Promise<Record<string, string>> {
  const today = dayInZone(new Date());
  const query = new URLSearchParams({ jsonStartDate: today, jsonEndDate: today, limit: '200' });
  const res = await fetch(`${server.url}${callPath(calls.getQIReportFromDBAllData)}?${query}`, {
    headers: { ...client, cookie },
  });
  if (!res.ok) throw new Error(`getQIReportFromDBAllData: ${res.status} ${await res.text()}`);
  const { rows } = (await res.json()) as {
    rows: { reportNo: string; status: string; date: string; rollRows: { rollNo: string }[] }[];
  };
  const report = rows.find((r) => r.status === 'ongoing' && r.rollRows.length > 0);
  const roll = report?.rollRows[0];
  if (!report || !roll) throw new Error('the demo mill has no ongoing report with a roll today');
  return { reportNo: report.reportNo, rollNo: roll.rollNo, date: report.date };
}

interface Row {
  page: string;
  form: string;
  performance: number;
  fcp: number;
  lcp: number;
  /** Speed index: a tenth of the performance score, and the figure that moves with the host. */
  si: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  bytes: number;
  /**
   * Lighthouse's measure of the host's speed during the run (its `benchmarkIndex`, higher is
   * faster). The simulation scales the tasks it saw, not a reference machine's: a page's scores on
   * a host of half the index are not comparable with its scores on this one.
   */
  host: number;
  /** Where the page ended up: a signed-in page that landed on /login did not get the session. */
  landed: string;
  failing: string[];
}

const score = (s: number | null | undefined) => (s == null ? NaN : Math.round(s * 100));

/** Where a failing audit failed: the first few elements (or console texts) it names. */
function where(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const named = items.slice(0, 3).flatMap((item) => {
    const i = item as { node?: { snippet?: string; nodeLabel?: string }; description?: string };
    const text = i.node?.nodeLabel ?? i.node?.snippet ?? i.description;
    return text ? [text.replace(/\s+/g, ' ').slice(0, 60)] : [];
  });
  return named.length ? ` (${items.length}: ${named.join(' | ')})` : '';
}

/**
 * How a signed-in run's Chrome got signed in (`LH_SIGNED_IN`):
 * - `form` (the default): through the login form, as a person does, so the device holds what a
 *   signed-in tablet holds (the cookie, the marker, the username and the kept answers, the session
 *   among them); then the HTTP cache, Cache Storage and the service worker are cleared, so the
 *   app's code still comes cold from the network;
 * - `marker`: the cookie and the marker only, written on a page of the origin that is not the app
 *   (the health check's JSON): a device whose kept answers are gone (a week old, or from an older
 *   version), the slowest signed-in start.
 * Lighthouse is then told not to clear storage, which would sign the page out again.
 */
const SIGNED_IN = process.env.LH_SIGNED_IN === 'marker' ? 'marker' : 'form';

async function signInBrowser(port: number, origin: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    const page = await context.newPage();
    if (SIGNED_IN === 'form') {
      await page.goto(`${origin}/login`);
      await page.getByLabel(/email/i).fill(admin.email);
      await page.getByRole('textbox', { name: /^password/i }).fill(admin.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(/\/select-home$/);
      await page.getByRole('link').first().waitFor();
      // Signed in as a tablet is once the kept answers hold the session.
      for (let waited = 0; !(await page.evaluate(SESSION_KEPT)); waited += 100) {
        if (waited > 10_000) throw new Error('the session was not kept within 10 s');
        await page.waitForTimeout(100);
      }
      const cdp = await context.newCDPSession(page);
      await page.evaluate(
        'navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister())))',
      );
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cache_storage,service_workers',
      });
      await cdp.send('Network.clearBrowserCache');
    } else {
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: 'Strict' }]);
      await page.goto(`${origin}/api/health`);
      await page.evaluate(
        ([marker, yes, usernameKey, username]) => {
          const storage = (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage;
          storage.setItem(marker, yes);
          storage.setItem(usernameKey, username);
        },
        [SESSION_MARKER_KEY, SESSION_MARKER_VALUE, USERNAME_KEY, 'admin'] as const,
      );
    }
    await page.close();
  } finally {
    // Only the connection: the Chrome stays for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a Chrome of its own, given at most RUN_TIMEOUT_MS: a page that never
 * settles costs one row, not the whole bench.
 */
async function audit(
  url: string,
  flags: Flags,
  config: Config | undefined,
  cookie: string | undefined,
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (cookie) await signInBrowser(chrome.port, new URL(url).origin, cookie);
    return await Promise.race([
      lighthouse(
        url,
        { ...flags, port: chrome.port, ...(cookie ? { disableStorageReset: true } : {}) },
        config,
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), RUN_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

const server = await startServer({ STATIC_DIR, ADMIN_PASSWORD: admin.password });
const rows: Row[] = [];
try {
  const cookie = await signIn(server);
  const roll = await ongoingRoll(server, cookie);
  const urls: Record<string, { path: string; signedIn: boolean }> = {
    login: { path: '/login', signedIn: false },
    'select-home': { path: '/select-home', signedIn: true },
    'qi-report-view': { path: '/qi-report-view', signedIn: true },
    'mistake-details': {
      path: `/mistake-details?${new URLSearchParams(roll).toString()}`,
      signedIn: true,
    },
  };
  for (const form of FORMS) {
    const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
    for (let run = 0; run < LH_RUNS; run++)
      for (const page of PAGES) {
        const target = urls[page];
        if (!target)
          throw new Error(`no page "${page}"; there are ${Object.keys(urls).join(', ')}`);
        const flags: Flags = {
          output: 'json',
          logLevel: process.env.LH_LOG === 'info' ? 'info' : 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The metrics come from the trace; waiting longer for a quiet network only adds time.
          maxWaitForLoad: 20_000,
        };
        const attempt = () =>
          audit(
            `${server.url}${target.path}`,
            flags,
            config,
            target.signedIn ? cookie : undefined,
          ).catch((error: unknown) => {
            console.error(`${page} (${form}): ${(error as Error).message}`);
            return undefined;
          });
        let result = await attempt();
        // A trace Lighthouse could not read (NO_NAVSTART and the like) says nothing of the page:
        // the run is made once more, so that a median is of the runs asked for.
        if (result?.lhr.runtimeError) {
          console.error(`${page} (${form}): ${result.lhr.runtimeError.message}; run again`);
          result = await attempt();
        }
        if (!result) continue;
        // Read (and cleared) on every run: Lantern keeps every simulation of the process.
        const lantern = lanternTimings();
        if (LH_SAVE) {
          mkdirSync(LH_SAVE, { recursive: true });
          writeFileSync(
            path.join(LH_SAVE, `${page}-${form}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
          // The page's trace too, for DevTools' Performance panel: what ran before the LCP.
          writeFileSync(
            path.join(LH_SAVE, `${page}-${form}-${run + 1}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          );
          // And the simulation the paints' scores come from, node by node (bench/lighthouse/lantern.ts).
          writeFileSync(
            path.join(LH_SAVE, `${page}-${form}-${run + 1}.lantern.json`),
            JSON.stringify(lantern, null, 1),
          );
        }
        const { categories, audits } = result.lhr;
        const failing = Object.values(categories)
          .filter((c) => c.id !== 'performance')
          .flatMap((c) => c.auditRefs)
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id}${where(audits[ref.id]?.details)}`);
        rows.push({
          page,
          form,
          performance: score(categories.performance?.score),
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          si: audits['speed-index']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          bytes: audits['total-byte-weight']?.numericValue ?? NaN,
          host: result.lhr.environment.benchmarkIndex,
          landed: new URL(result.lhr.finalDisplayedUrl).pathname,
          failing: [...new Set(failing)],
        });
        if (result.lhr.runtimeError)
          console.error(`${page} (${form}): ${result.lhr.runtimeError.message}`);
      }
  }
} catch (error) {
  await server.stop();
  throw error;
}

const s = (ms: number) => (ms / 1000).toFixed(2);
const table = (title: string, list: Row[]) => {
  console.log(`\n${title}\n`);
  console.log(
    '| page | form | performance | FCP s | LCP s | SI s | TBT ms | CLS | accessibility | best practices | KiB sent | host index | landed on |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  for (const r of list)
    console.log(
      `| ${r.page} | ${r.form} | ${r.performance} | ${s(r.fcp)} | ${s(r.lcp)} | ${s(r.si)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${Math.round(r.bytes / 1024)} | ${Math.round(r.host)} | ${r.landed} |`,
    );
};

/** Each figure's own median over the runs of one page and form (the lower middle for an even count). */
function medians(list: Row[]): Row[] {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  const out: Row[] = [];
  for (const form of FORMS)
    for (const page of PAGES) {
      // A run Lighthouse could not measure (its trace failed: NO_NAVSTART and the like) has no
      // figures; it would make every median NaN, so the medians are of the runs measured.
      const runs = list.filter(
        (r) => r.page === page && r.form === form && !Number.isNaN(r.performance),
      );
      const first = runs[0];
      if (!first) continue;
      const of = (key: keyof Row) => median(runs.map((r) => r[key] as number));
      out.push({
        ...first,
        page: `${page} (${runs.length} runs)`,
        performance: of('performance'),
        fcp: of('fcp'),
        lcp: of('lcp'),
        si: of('si'),
        tbt: of('tbt'),
        cls: of('cls'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        bytes: of('bytes'),
        host: of('host'),
        landed: [...new Set(runs.map((r) => r.landed))].join(', '),
      });
    }
  return out;
}

const title = `Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? ''} on ${STATIC_DIR}, cold, signed in by ${SIGNED_IN}`;
table(LH_RUNS > 1 ? `${title}, every run` : title, rows);
if (LH_RUNS > 1) table(`${title}, median of ${LH_RUNS} runs`, medians(rows));
const failing = rows.filter((r) => r.failing.length > 0);
if (failing.length) {
  console.log('\nFailing accessibility / best-practices audits\n');
  const seen = new Set<string>();
  for (const r of failing) {
    const line = `- ${r.page} (${r.form}): ${r.failing.join(', ')}`;
    if (!seen.has(line)) console.log(line);
    seen.add(line);
  }
}

try {
  if (process.env.REPEAT !== '0') await repeatVisit(server, admin);
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
