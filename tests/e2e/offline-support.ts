import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { ADMIN, CHROMIUM, closeAfter, launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server-process';

/**
 * A server of this file's own (not the shared one): these tests really stop it. Started with the
 * built PWA and an empty mill, or with `demo` on a copy of the run's demo mill (global-setup.ts),
 * stopped and removed after the file.
 */
export async function ownServer(
  opts: { demo?: boolean } = {},
): Promise<RunningServer & { staticDir: string }> {
  // A copy of the build, so a test can publish a "new version" without touching dist/.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'greige-e2e-static-'));
  cpSync('dist', staticDir, { recursive: true });
  const server = await startServer(
    {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: opts.demo ? '1' : '0',
      STATIC_DIR: staticDir,
    },
    opts.demo ? { dataFrom: inject('demoMillDir') } : {},
  );
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(staticDir);
  });
  return { ...server, staticDir };
}

/** A tablet-sized page on `baseURL`, closed after the test. */
export async function tabletOn(baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
  });
  closeAfter('test', context);
  return { context, page: await context.newPage() };
}

/** A tablet with a real (non-incognito) profile, where Chromium can offer to install the app. */
export async function installableTablet(
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'greige-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    baseURL,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--bypass-app-banner-engagement-checks',
    ],
  });
  const close = async () => {
    await context.close();
    // Chromium may still be writing the profile for a moment after the context closed.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { context, page: context.pages()[0] ?? (await context.newPage()), close };
}

/** Waits until the service worker is active and controls the page (precache complete). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // A function, not a string: the app's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(
    () => {
      const page = globalThis as unknown as {
        navigator: { serviceWorker: { controller: unknown } };
      };
      return page.navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

export interface KeptSave {
  id: string;
  username: string;
}

/**
 * Writes saves into the outbox exactly as `saveCall` keeps them (idb-keyval: database
 * greige-outbox, store items, key = client id), for the signed-in user of the page.
 */
export async function keepSavesOnTablet(
  page: Page,
  usernames: readonly string[],
): Promise<KeptSave[]> {
  const saves = usernames.map((username) => ({ id: crypto.randomUUID(), username }));
  const script = `(async (saves) => {
    const user = localStorage.getItem('username') ?? '';
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('greige-outbox');
      open.onupgradeneeded = () => open.result.createObjectStore('items');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('items', 'readwrite');
    saves.forEach((s, i) => tx.objectStore('items').put({
      id: s.id, call: 'register', chain: ['auth'], seq: Date.now() * 10 + i, savedAt: Date.now(), user, attempts: 0, state: 'pending',
      input: { signcredentials: { username: s.username, email: s.username + '@offline.test', password: 'a long enough password' } },
    }, s.id));
    await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
    db.close();
  })(${JSON.stringify(saves)})`;
  await page.evaluate(script);
  return saves;
}

/** How many users of each kept save's username exist, read from the stopped server's database. */
export async function countInDatabase(
  dataDir: string,
  saves: readonly KeptSave[],
): Promise<{ users: Record<string, number> }> {
  const db = await PGlite.create({ dataDir });
  try {
    const users: Record<string, number> = {};
    for (const s of saves) {
      const u = await db.query<{ n: number }>(
        'select count(*)::int as n from users where username = $1',
        [s.username],
      );
      users[s.username] = u.rows[0]?.n ?? -1;
    }
    return { users };
  } finally {
    await db.close();
  }
}
