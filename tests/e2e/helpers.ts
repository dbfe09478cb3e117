import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { z } from 'zod';
import { CLIENT_HEADER } from '../../contract/core/wire';
import { ADMIN, closeAfter, newTabletPage, type TabletOptions } from '../support/browser';
import { deep } from '../support/depth';

export { ADMIN };

/** Every call of the app carries this header; the server refuses saves without it. */
export const CLIENT_HEADERS = { [CLIENT_HEADER]: '1' } as const;

export interface Account {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

let counter = 0;

/** A fresh, unique account (one server serves every test file). */
export function newAccount(label: string): Account {
  const id = `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  return { username: id, email: `${id}@e2e.greige.test`, password: 'a long enough e2e password' };
}

/** Registers the account through the open register call, as the registration page does. */
export async function register(context: BrowserContext, account: Account): Promise<void> {
  // A tablet of its own behind the proxy (global-setup.ts): the registration limit is per address.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const tablet = `10.${octet()}.${octet()}.${octet()}`;
  const res = await context.request.post('/api/api/register', {
    headers: { ...CLIENT_HEADERS, 'x-forwarded-for': tablet },
    data: { signcredentials: account },
  });
  if (!res.ok())
    throw new Error(`register ${account.username}: ${res.status()} ${await res.text()}`);
}

/** Grants roles to a user as the administrator, in a context of its own (its cookie stays there). */
export async function grantRoles(username: string, roles: readonly string[]): Promise<void> {
  const { context } = await newTabletPage();
  try {
    const login = await context.request.post('/api/api/login', {
      headers: CLIENT_HEADERS,
      data: { credentials: { email: ADMIN.email, password: ADMIN.password } },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()} ${await login.text()}`);
    const res = await context.request.post('/api/api/submitUserRoles', {
      headers: CLIENT_HEADERS,
      data: { jsonData: { username, roles } },
    });
    if (!res.ok())
      throw new Error(`submitUserRoles ${username}: ${res.status()} ${await res.text()}`);
  } finally {
    await context.close();
  }
}

/** The page's localStorage entries for the app's origin, read through Playwright (no page code). */
export async function storedEntries(
  context: BrowserContext,
  origin: string,
): Promise<Record<string, string>> {
  const state = await context.storageState();
  const entries = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return Object.fromEntries(entries.map((e) => [e.name, e.value]));
}

/**
 * A downloaded file's text, read through Playwright's stream: the run's Chromium is connected to
 * (tests/support/browser.ts), and a download of a connected browser has no local path.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The path of the page's current address. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Texts that mean a screen failed instead of rendering. */
export const FAILURE_TEXTS = [/something went wrong/i, /page not found/i, /^no access$/i] as const;

/** Playwright waits at most this long for one step (its 30 s default makes a failing run slow). */
const STEP_TIMEOUT_MS = 10_000;

/** A new tablet (context + page) for one test; closed after the test, whatever its result. */
export async function freshTablet(options: TabletOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}> {
  const tablet = await newTabletPage(options);
  tablet.context.setDefaultTimeout(STEP_TIMEOUT_MS);
  closeAfter('test', tablet.context);
  return tablet;
}

/** The file's shared context, made on first use; tests/e2e/setup.ts closes it after the file. */
let fileContext: Promise<BrowserContext> | undefined;
const pagesOfTest: Page[] = [];

function sharedContext(): Promise<BrowserContext> {
  fileContext ??= newTabletPage().then(async ({ context, page }) => {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.close();
    return closeAfter('file', context);
  });
  return fileContext;
}

/**
 * A new page in one context shared by the tests of a file: for tests that read but do not change
 * the session (visiting routes), so the app's code is loaded from the HTTP cache after the first.
 * The page is closed after its test.
 */
export async function pageInFileContext(): Promise<{
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}> {
  const context = await sharedContext();
  const page = await context.newPage();
  pagesOfTest.push(page);
  return { context, page, baseUrl: inject('baseUrl') };
}

let filePage: Promise<Page> | undefined;

/**
 * One page of the file's shared context, kept open across the file's tests: tests that visit
 * screens one after another (`visit`) in the app it has running, as a user taps through them.
 */
export function pageOfFile(): Promise<Page> {
  filePage ??= sharedContext().then((context) => context.newPage());
  return filePage;
}

/** After each test: its pages of the file's context (tests/e2e/setup.ts). */
export const closeTestPages = (): Promise<void[]> =>
  Promise.all(pagesOfTest.splice(0).map((page) => page.close()));

/** After each file: the next file makes a shared context of its own (tests/e2e/setup.ts). */
export function forgetFileContext(): void {
  fileContext = undefined;
  filePage = undefined;
}

/**
 * Opens `address` (a path and its query) in the page. Where the app is already running there, by
 * the app's own navigation, as a tap on one of its links does: the router is handed the address
 * the way the browser's forward button hands it one. A page load costs about 1.5 s of the
 * browser's work on two cores, and the app's start is tested by every first load. A deep run loads
 * each address afresh instead (`page.goto`), as a typed address or a link from outside does.
 */
export async function visit(page: Page, address: string): Promise<void> {
  const running = page.url().startsWith(inject('baseUrl'));
  if (deep || !running) {
    await page.goto(address);
    return;
  }
  // A function, not a string: the app's Content-Security-Policy forbids evaluating strings. Typed
  // by hand: the tests' TypeScript project has no DOM.
  await page.evaluate((to) => {
    const browser = globalThis as unknown as {
      history: { state: unknown; pushState(state: unknown, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
    };
    // TanStack Router numbers its history entries; the next number makes this a forward move.
    const state = browser.history.state;
    const index =
      typeof state === 'object' && state !== null && '__TSR_index' in state
        ? Number(state.__TSR_index)
        : 0;
    browser.history.pushState({ __TSR_index: index + 1 }, '', to);
    browser.dispatchEvent(new browser.PopStateEvent('popstate', { state: browser.history.state }));
  }, address);
}

/** The page's h1: the screen's title in the header of the shell, a modal page or the sign-in card. */
export const screenTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until the current path is `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

const reportList = z.object({
  rows: z.array(z.object({ reportNo: z.string(), date: z.string() })),
});
const reportsWithRolls = z.object({
  rows: z.array(
    z.object({ reportNo: z.string(), rollRows: z.array(z.object({ rollNo: z.string() })) }),
  ),
});

/**
 * A report and one of its rolls from the demo mill, read with the context's (signed-in) cookie:
 * the screens of one report or roll open from links that carry them.
 */
export async function demoRoll(
  context: BrowserContext,
): Promise<{ reportNo: string; rollNo: string }> {
  const get = async (path: string, params: Record<string, string> = {}): Promise<unknown> => {
    const res = await context.request.get(`/api/api/${path}`, { headers: CLIENT_HEADERS, params });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const reports = reportList.parse(await get('getAllQIReportFromDB')).rows;
  for (const date of [...new Set(reports.map((r) => r.date))].slice(0, 10)) {
    const day = reportsWithRolls.parse(
      await get('getQIReportFromDBAllData', { jsonStartDate: date, jsonEndDate: date }),
    );
    for (const report of day.rows) {
      const roll = report.rollRows[0];
      if (roll) return { reportNo: report.reportNo, rollNo: roll.rollNo };
    }
  }
  throw new Error('the demo mill has no inspected roll');
}

/**
 * A query string as the app's router writes it (src/app/searchParams.ts): text stays bare, and only
 * text that would read back as JSON (`true`, `null`, a leading quote or bracket) is quoted.
 */
export function searchOf(params: Record<string, string>): string {
  const quoted = (value: string) =>
    /^(?:[[{"]|true$|false$|null$)/.test(value) ? JSON.stringify(value) : value;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, quoted(value));
  return `?${search.toString()}`;
}

/** Logs out through the side menu, as a user does, and waits for the sign-in page it reloads to. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Logout' })
    .first()
    .click();
  await reloaded;
  await waitForPath(page, '/login');
}

/**
 * Waits for a table and its rows: they render in a pass after the rest of the screen
 * (DataTable), the table saying it is busy until then.
 */
export async function rowsShown(table: Locator): Promise<void> {
  await table.waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
}
