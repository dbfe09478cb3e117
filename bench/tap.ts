/**
 * Defect tap latency in the browser (not a test): the built app on a real server process with the
 * demo mill, signed in as the administrator, on the mistake-details screen of a roll of an
 * ongoing demo report, with the CPU slowed 4× (a mid-range tablet). For TAPS taps (50) on one
 * defect button it measures, in the page, from the pointerdown's timestamp to:
 *  - frame: the animation frame that first shows the new count (DOM changed, about to paint);
 *  - paint: a task queued from that frame, which runs once the frame has been painted;
 *  - event: the longest Event Timing entry of the tap (pointerdown/up, click: input to next paint).
 *
 *   npx vite build --outDir /tmp/benchdist && npm run bench tap      TAPS=50 CPU=4 TAP_EACH=1 TAP_GAP=150
 */
import { rmSync, writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { dayInZone } from '../rules/periods';
import { startServer } from '../tests/support/server-process';
import { CHROMIUM, chromiumArgs } from './chromium';
import { ms, percentile } from './qi/measure';

const TAPS = Number(process.env.TAPS ?? 50);
const CPU = Number(process.env.CPU ?? 4);
const TAP_GAP = Number(process.env.TAP_GAP ?? 150);
const STATIC_DIR = process.env.BENCH_DIST ?? '/tmp/benchdist';
const admin = { email: 'admin@greige.local', password: 'admin password for the bench' };
const headers = { 'x-greige-client': '1' };

/**
 * Page-side probe, as a string: the bench's tsconfig has no DOM types. `tapArm(label, n)` sets
 * `tapResult` to a promise of the timings of the next tap on the button whose aria-label starts
 * with `label`, resolved once that button's label says `n so far`. Armed before the tap is sent.
 */
const probe = `
window.tapArm = (label, n) => { window.tapResult = new Promise((resolve) => {
  const events = [];
  const po = new PerformanceObserver((list) => events.push(...list.getEntries()));
  po.observe({ type: 'event', durationThreshold: 16, buffered: false });
  let down = null;
  const onDown = (e) => { down = e.timeStamp; };
  document.addEventListener('pointerdown', onDown, { capture: true, once: true });
  // The tapped button's label alone is watched: a probe that searched the page on each change
  // would add its own work to the frame it measures.
  const button = [...document.querySelectorAll('[role=group] button')]
    .find((b) => (b.getAttribute('aria-label') || '').startsWith(label));
  const done = () => (button.getAttribute('aria-label') || '').includes(n + ' so far');
  const mo = new MutationObserver(() => {
    if (down === null || !done()) return;
    mo.disconnect();
    requestAnimationFrame((frame) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const paint = performance.now();
        // Event Timing entries arrive after the paint; give them a moment.
        setTimeout(() => {
          po.takeRecords().forEach((e) => events.push(e));
          po.disconnect();
          const mine = events.filter((e) => e.startTime >= down - 1);
          const event = mine.reduce((m, e) => Math.max(m, e.duration), 0);
          resolve({ frame: frame - down, paint: paint - down, event });
        }, 100);
      };
      ch.port2.postMessage(0);
    });
  });
  mo.observe(button, { attributes: true, attributeFilter: ['aria-label'] });
}); };
`;

interface Probe {
  frame: number;
  paint: number;
  event: number;
}

async function ongoingRoll(
  page: Page,
): Promise<{ reportNo: string; rollNo: string; date: string }> {
  const today = dayInZone(new Date());
  const query = new URLSearchParams({ jsonStartDate: today, jsonEndDate: today, limit: '200' });
  const res = await page.request.get(`/api/api/getQIReportFromDBAllData?${query.toString()}`, {
    headers,
  });
  if (!res.ok()) throw new Error(`getQIReportFromDBAllData: ${res.status()} ${await res.text()}`);
  const { rows: reports } = (await res.json()) as {
    rows: { reportNo: string; status: string; date: string; rollRows: { rollNo: string }[] }[];
  };
  const report = reports.find((r) => r.status === 'ongoing' && r.rollRows.length > 0);
  const roll = report?.rollRows[0];
  if (!report || !roll) throw new Error('the demo mill has no ongoing report with a roll today');
  return { reportNo: report.reportNo, rollNo: roll.rollNo, date: report.date };
}

/**
 * TAPS taps on `button` (the one labelled `name, …`, tapped `already` times before), each armed
 * with the page's probe, TAP_GAP ms apart: the probe's timings of each, in order. `awaited`, asked
 * for just before each tap, names what the next tap waits for besides the gap (the app's save).
 */
async function taps(
  page: Page,
  button: Locator,
  name: string,
  already: number,
  awaited?: () => Promise<unknown>,
): Promise<Probe[]> {
  const results: Probe[] = [];
  for (let i = 1; i <= TAPS; i++) {
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error(`the button "${name}" is not on screen`);
    await page.evaluate(`tapArm(${JSON.stringify(`${name},`)}, ${already + i})`);
    const waited = awaited?.();
    waited?.catch(() => undefined);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (process.env.BENCH_DEBUG)
      console.log('tap', i, box, await button.getAttribute('aria-label'));
    results.push((await page.evaluate('tapResult')) as Probe);
    await waited;
    // TAP_GAP=ms between taps (150): a long gap leaves each tap alone, a short one lets the last
    // tap's answer and its sheet's reread land in the next tap's frame.
    await page.waitForTimeout(TAP_GAP);
  }
  return results;
}

/**
 * The host's floor: a page with one button and nothing else, whose click handler writes the new
 * count into the button's label and text (no framework, no save), tapped as the app's button is,
 * on the same browser and at the same CPU slowdown. What the app's figures can be no better than.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><div role="group" aria-label="Floor"><button type="button" aria-label="Floor, 0 so far"
style="min-width:160px;min-height:84px;font:inherit">Floor <span>0</span></button></div>
<script>var b=document.querySelector('button'),n=0;b.addEventListener('click',function(){n++;
b.setAttribute('aria-label','Floor, '+n+' so far');b.querySelector('span').textContent=n;});</script>
</body></html>`;

async function floorTaps(context: BrowserContext): Promise<Probe[]> {
  const page = await context.newPage();
  try {
    await page.setContent(FLOOR_PAGE);
    await page.evaluate(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const results = await taps(page, page.getByRole('button', { name: /^Floor,/ }), 'Floor', 0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return results;
  } finally {
    await page.close();
  }
}

function printTable(title: string, results: readonly Probe[]): void {
  const row = (what: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `| ${what} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted.at(-1) ?? NaN)} |`,
    );
  };
  console.log(`\n${title}`);
  console.log('| pointerdown → | p50 ms | p95 ms | max ms |');
  console.log('|---|--:|--:|--:|');
  row(
    'frame showing the new count',
    results.map((r) => r.frame),
  );
  row(
    'that frame painted',
    results.map((r) => r.paint),
  );
  row(
    'Event Timing duration (longest entry)',
    results.map((r) => r.event),
  );
}

const server = await startServer({ STATIC_DIR, ADMIN_PASSWORD: admin.password });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
  });
  // TAP_FLOOR=0 leaves out the host's floor (FLOOR_PAGE). Measured first, while neither the
  // app's page nor its server has work of its own under way.
  const floor = process.env.TAP_FLOOR === '0' ? null : await floorTaps(context);
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) {
    page.on('crash', () => console.log('page crashed'));
    page.on('close', () => console.log('page closed'));
    page.on('console', (m) => console.log('console', m.text()));
    page.on('framenavigated', (f) => console.log('nav', f.url()));
  }
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(admin.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/select-home$/);

  const roll = await ongoingRoll(page);
  await page.goto(`/mistake-details?${new URLSearchParams(roll).toString()}`);
  const grid = page.getByRole('group', { name: 'Record a mistake' });
  await grid.getByRole('button').first().waitFor();
  // A defect scored by points, not by the metre: one tap is one mistake.
  const labels = await grid
    .getByRole('button')
    .evaluateAll((bs) =>
      bs.map((b) => (b as unknown as { ariaLabel: string | null }).ariaLabel ?? ''),
    );
  const label = labels.find((l) => !l.includes('a metre'));
  if (!label) throw new Error('no defect button scored by points');
  const name = label.split(',')[0] ?? label;
  const already = Number(/(\d+) so far/.exec(label)?.[1] ?? 0);
  const button = grid.getByRole('button', { name: new RegExp(`^${name},`) });

  if (process.env.TAP_SETTLE) await page.waitForTimeout(Number(process.env.TAP_SETTLE));
  // TAP_CSS=rules adds a stylesheet before the taps: what a tap costs with a part of the screen
  // hidden, contained or changed, without a build.
  if (process.env.TAP_CSS) await page.addStyleTag({ content: process.env.TAP_CSS });
  await page.evaluate(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });

  // TAP_TRACE=file keeps a Chromium trace of the taps, to open in DevTools' Performance panel.
  // The timeline's categories only: Playwright's default adds V8's sampling profiler, which
  // doubles every task's length at 4× (TAP_PROFILE is there for the JS).
  const trace = process.env.TAP_TRACE;
  const timeline = [
    '-*',
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.frame',
  ];
  if (trace)
    await browser.startTracing(page, { path: trace, screenshots: false, categories: timeline });
  // TAP_PROFILE=file keeps a JS CPU profile of the taps (.cpuprofile, for DevTools).
  const profile = process.env.TAP_PROFILE;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  // The next tap starts once this one has reached the server.
  const results = await taps(page, button, name, already, () =>
    page.waitForResponse((r) => r.url().includes('/postMistakeData')),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // TAP_EACH=1 prints every tap in order: whether the slow ones are the first (start-up work) or
  // spread out (the tap's own cost).
  if (process.env.TAP_EACH)
    results.forEach((r, i) =>
      console.log(
        `tap ${i + 1}: frame ${ms(r.frame)}, painted ${ms(r.paint)}, event ${ms(r.event)}`,
      ),
    );
  if (trace) await browser.stopTracing();
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));

  printTable(
    `Defect tap "${name}" on ${roll.reportNo} / ${roll.rollNo}: ${TAPS} taps, CPU ${CPU}× slower`,
    results,
  );
  if (floor) printTable(`The host's floor: a bare button, ${TAPS} taps, CPU ${CPU}× slower`, floor);
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
