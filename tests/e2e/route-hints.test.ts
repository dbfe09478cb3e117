import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle } from './helpers';

/**
 * A first visit asks for the screen's code with the start chunk, not after it: index.html names
 * the files of the page it opens on (scripts/route-hints.ts), the Content-Security-Policy lets
 * exactly that script run, and the router then uses what is already there.
 */

/** The files index.html asked for ahead, by the file name's stem (`login`, `schemas`, …). */
async function hinted(page: Page): Promise<string[]> {
  const links = await page.locator('link[data-route-hint]').all();
  const hrefs = await Promise.all(links.map((l) => l.getAttribute('href')));
  return hrefs.map((href) =>
    (href ?? '').replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, ''),
  );
}

/** Every script request of the page, by file name, counted. */
function scriptRequests(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    const name = new URL(r.url()).pathname;
    seen.set(name, (seen.get(name) ?? 0) + 1);
  });
  return seen;
}

test('the sign-in page asks for its own code ahead, and each file once', async () => {
  const { page } = await freshTablet();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const requests = scriptRequests(page);
  await page.goto('/login');
  await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();

  const ahead = await hinted(page);
  expect(ahead).toContain('login');
  // Signed out: no session to ask for, so no schemas ahead of the sign-in.
  expect(ahead).not.toContain('schemas');
  expect(refused).toEqual([]);
  const twice = [...requests].filter(([, n]) => n > 1).map(([name]) => name);
  expect(twice).toEqual([]);
});

test('a signed-in device asks ahead for the screen and the schemas of its first calls', async () => {
  const { page } = await freshTablet();
  await signIn(page);
  await page.goto('/qi-report-view');
  await screenTitle(page).filter({ hasText: 'QI Fabric Report View' }).waitFor();

  // The start script adds its hints four per task; on a loaded machine the screen can show first.
  await expect
    .poll(() => hinted(page))
    .toEqual(
      expect.arrayContaining(['_guarded', 'qi-report-view', 'schemas', 'auth', 'inspection']),
    );
});

test('a signed-out visit to a guarded page asks for the sign-in code, not the page’s', async () => {
  const { page } = await freshTablet();
  await page.goto('/mistake-details');
  await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();

  const ahead = await hinted(page);
  expect(ahead).toContain('login');
  expect(ahead).not.toContain('mistake-details');
});

test('the start screen is painted before the start chunk is asked for, then the sign-in shows', async () => {
  const { page } = await freshTablet();
  await page.goto('/login');
  await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();

  const { firstPaint, startAsked } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const start = performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
    return { firstPaint: paint?.startTime ?? NaN, startAsked: start?.startTime ?? NaN };
  });
  // Both happened: a missing entry (NaN) fails the comparison.
  expect(firstPaint).toBeLessThan(startAsked);
});

test('the start chunk the server sends, plain or compressed, opens with the compile hint', async () => {
  const { page, baseUrl } = await freshTablet();
  await page.goto('/login');
  await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
  const start = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.name ?? '',
  );
  expect(start).toMatch(/\/assets\/index-/);
  // V8 reads the hint only on the first line (scripts/compile-hints.ts); fetch decodes br and gzip.
  const firstLines: Record<string, string> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await fetch(new URL(new URL(start).pathname, baseUrl), {
      headers: { 'accept-encoding': encoding },
    });
    expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    firstLines[encoding] = (await res.text()).split('\n')[0] ?? '';
  }
  expect(firstLines).toEqual({
    br: '//# allFunctionsCalledOnLoad',
    gzip: '//# allFunctionsCalledOnLoad',
    identity: '//# allFunctionsCalledOnLoad',
  });
});
