import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgets as realBudgets } from '../../scripts/budgets';
import { assertBudget } from '../../scripts/check-budget';
import { measureBundle } from '../../scripts/bundleSizes';

/**
 * The build's size budget (scripts/check-budget.ts) on a made-up build: what the first visit
 * loads (entry, its static imports, stylesheets) and what a route adds on top, and a refusal that
 * names the route and its figures.
 */

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Random hex compresses only to half: `kib` KiB of bytes as hex is a little over `kib` KiB gzip. */
const filler = (kib: number) => `/*${randomBytes(kib * 1024).toString('hex')}*/`;

function fakeDist(routeKiB: number): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'greige-dist-'));
  made.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) =>
    writeFileSync(path.join(dist, 'assets', file), text);
  write(
    'index-AbCd1234.js',
    `import "./vendor-AbCd1234.js";import("./orders-AbCd1234.js");${filler(20)}`,
  );
  write('vendor-AbCd1234.js', filler(30));
  write('index-AbCd1234.css', filler(5));
  // The route imports the shared vendor chunk (already loaded) and a chart chunk of its own.
  write(
    'orders-AbCd1234.js',
    `import{a}from"./vendor-AbCd1234.js";import"./chart-AbCd1234.js";${filler(4)}`,
  );
  write('chart-AbCd1234.js', filler(routeKiB));
  write('index-AbCd1234.js.br', 'compressed copies are not counted');
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" src="/assets/index-AbCd1234.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor-AbCd1234.js">' +
      '<link rel="stylesheet" href="/assets/index-AbCd1234.css">',
  );
  return dist;
}

const routes = new Set(['orders']);
const budgets = { firstVisitJsKiB: 60, firstVisitCssKiB: 10, routeKiB: 30 };
const kib = (bytes: number) => bytes / 1024;

describe('bundle budget', () => {
  it('counts the entry and its static imports as the first visit, and the rest per route', () => {
    const sizes = measureBundle(fakeDist(10), routes);
    expect(sizes.firstVisit.js.files).toBe(2);
    expect(kib(sizes.firstVisit.js.gzip)).toBeGreaterThan(50);
    expect(kib(sizes.firstVisit.js.gzip)).toBeLessThan(60);
    expect(sizes.firstVisit.css.files).toBe(1);
    const [orders] = sizes.routes;
    expect(orders?.route).toBe('orders');
    // Its own chunk and the chart, not the vendor chunk the first visit already loaded.
    expect(orders?.chunks).toBe(2);
    expect(kib(orders?.added.gzip ?? 0)).toBeGreaterThan(14);
    expect(kib(orders?.added.gzip ?? 0)).toBeLessThan(17);
  });

  it('counts the start chunk when index.html imports it from its start script', () => {
    const dist = fakeDist(10);
    const html = path.join(dist, 'index.html');
    writeFileSync(
      html,
      readFileSync(html, 'utf8').replace(
        '<script type="module" src="/assets/index-AbCd1234.js"></script>',
        '<script>(function(){import("/assets/index-AbCd1234.js");})();</script>',
      ),
    );
    const sizes = measureBundle(dist, routes);
    expect(sizes.firstVisit.js.files).toBe(2);
    expect(kib(sizes.firstVisit.js.gzip)).toBeGreaterThan(50);
  });

  it('passes a build within its budgets and answers the table', () => {
    const table = assertBudget(fakeDist(10), budgets, routes);
    expect(table).toMatch(/\| first visit JS \|.*\| 60 \| ok \|/);
    expect(table).toMatch(/\| route orders \(on top\) \|.*\| 30 \| ok \|/);
  });

  it('refuses a build whose route goes over, naming the route, its size and its budget', () => {
    expect(() => assertBudget(fakeDist(40), budgets, routes)).toThrow(
      /route orders \(on top\): 4\d\.\d KiB gzip, budget 30 KiB/,
    );
  });

  it('refuses a first visit over its budget', () => {
    expect(() => assertBudget(fakeDist(10), { ...budgets, firstVisitJsKiB: 40 }, routes)).toThrow(
      /first visit JS: 5\d\.\d KiB gzip, budget 40 KiB/,
    );
  });

  it('fails the build step with a non-zero exit and prints the table', () => {
    // A route of the app's own (mistake-details), far over the build's real route budget.
    const dist = fakeDist(1);
    const over = realBudgets.routeKiB + 20;
    writeFileSync(path.join(dist, 'assets', 'mistake-details-AbCd1234.js'), filler(over));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-budget.ts', dist], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const said = new RegExp(
      `route mistake-details \\(on top\\): (\\d+\\.\\d) KiB gzip, budget ${realBudgets.routeKiB} KiB`,
    ).exec(run.stderr);
    expect(Number(said?.[1])).toBeGreaterThan(realBudgets.routeKiB);
    expect(run.stderr).toMatch(/\| what \| raw KiB \| gzip KiB \| budget gzip KiB \|/);
  });
});
