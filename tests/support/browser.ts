import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ADMIN } from './e2e-admin';

export { ADMIN };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Promise<Browser> | undefined;

/**
 * The run's Chromium (launched once by tests/e2e/global-setup.ts), connected to once by the
 * worker that runs the browser files one after another (they share its module cache, decision
 * 042); starting a browser per file cost about a second each. The connection ends with the worker.
 */
export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('browserEndpoint'));
  return browser;
}

const afterTest: BrowserContext[] = [];
const afterFile: BrowserContext[] = [];

/**
 * Closes the context when the test ends (`'test'`, whatever its result) or when its file ends
 * (`'file'`): tests/e2e/setup.ts closes them, so no page of one test or file lives into the next.
 */
export function closeAfter(when: 'test' | 'file', context: BrowserContext): BrowserContext {
  (when === 'test' ? afterTest : afterFile).push(context);
  return context;
}

/** What tests/e2e/setup.ts runs after each test and after each file. */
export const closeContexts = (when: 'test' | 'file'): Promise<void[]> =>
  Promise.all(
    (when === 'test' ? afterTest : afterFile).splice(0).map((context) => context.close()),
  );

/** What a test may set of the device. */
export interface TabletOptions {
  /** The clock's zone (a mill's devices keep India's). */
  readonly timezoneId?: string;
  /**
   * Whether the app's service worker may install. Only for the tests of what it does (installing,
   * offline use, a new version): its install fetches and stores every file of the app, about
   * three seconds of the machine's work per tablet, which a test of a screen pays for nothing.
   * Without it the app is served from the network, as on a tablet whose browser keeps no worker.
   */
  readonly serviceWorker?: boolean;
}

/** A fresh context (no cookies, no storage) sized like a 10-inch tablet in portrait. */
export async function newTabletPage({ serviceWorker, ...options }: TabletOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}> {
  const baseUrl = inject('baseUrl');
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: baseUrl,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    // The app follows the browser's language: English unless a test chooses Tamil.
    locale: 'en-IN',
    serviceWorkers: serviceWorker === true ? 'allow' : 'block',
    ...options,
  });
  // A tablet already told it is ready for offline use (OFFLINE_READY_TOLD_KEY of
  // src/lib/offlineReady.ts): the once-only notice comes when the service worker is ready, a
  // moment no test of another screen chooses, and would land over what it checks. The notice's
  // own test starts on an untold tablet (tests/e2e/offline-support.ts, tabletOn).
  await context.addInitScript(() => {
    try {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('greige-offline-ready-told', '1');
    } catch {
      // A page without storage (about:blank) has nothing to be told.
    }
  });
  const page = await context.newPage();
  return { context, page, baseUrl };
}

export async function signIn(
  page: Page,
  who: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByRole('textbox', { name: /^password/i }).fill(who.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/select-home$/);
}
