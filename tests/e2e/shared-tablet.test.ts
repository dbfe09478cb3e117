import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { READS_CACHE } from '../../contract/core/wire';
import { ADMIN, newTabletPage, signIn } from '../support/browser';
import {
  CLIENT_HEADERS,
  demoRoll,
  freshTablet,
  grantRoles,
  newAccount,
  register,
  searchOf,
  storedEntries,
  logOut,
  type Account,
} from './helpers';
import { keepSavesOnTablet, waitForServiceWorker } from './offline-support';
import { PERSIST_KEY } from '../../src/lib/storageKeys';

/**
 * One tablet, several people: what one of them read is gone when they log out, and what they
 * saved but could not send yet waits for them alone.
 */

const pendingSaves = (page: Page) => page.getByTestId('pending-saves');

/** The answers the service worker keeps for reading offline (none once the cache is gone). */
const cachedReads = (page: Page): Promise<number> =>
  page.evaluate(
    `caches.has(${JSON.stringify(READS_CACHE)}).then((has) => has ? caches.open(${JSON.stringify(READS_CACHE)}).then((c) => c.keys()).then((k) => k.length) : 0)`,
  ) as Promise<number>;

/** The saves kept in the tablet's outbox (IndexedDB), whoever made them. */
const keptSaves = (page: Page): Promise<{ user: string }[]> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('greige-outbox');
    open.onupgradeneeded = () => open.result.createObjectStore('items');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('items').objectStore('items').getAll();
      all.onsuccess = () => { resolve(all.result.map((i) => ({ user: i.user }))); open.result.close(); };
      all.onerror = () => reject(all.error);
    };
  })`) as Promise<{ user: string }[]>;

const userList = z.array(z.object({ username: z.string() }));

/** Which of these usernames exist on the server, asked as the administrator in a context of its own. */
async function existingUsers(names: readonly string[]): Promise<string[]> {
  const { context } = await newTabletPage();
  try {
    const login = await context.request.post('/api/api/login', {
      headers: CLIENT_HEADERS,
      data: { credentials: { email: ADMIN.email, password: ADMIN.password } },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const res = await context.request.get('/api/api/getUserData', { headers: CLIENT_HEADERS });
    const known = new Set(userList.parse(await res.json()).map((u) => u.username));
    return names.filter((n) => known.has(n));
  } finally {
    await context.close();
  }
}

let people: Promise<{ asha: Account; ravi: Account }> | undefined;
/**
 * Two people of the mill, registered once for the file (the server allows an address only so many
 * registrations): Asha inspects and reads reports, Ravi has no role yet.
 */
function twoPeople(context: BrowserContext): Promise<{ asha: Account; ravi: Account }> {
  people ??= (async () => {
    const [asha, ravi] = [newAccount('asha'), newAccount('ravi')];
    await register(context, asha);
    await register(context, ravi);
    await grantRoles(asha.username, ['inspector']);
    return { asha, ravi };
  })();
  return people;
}

describe('a tablet shared by several people', () => {
  test('logging out leaves nothing of what the user read: no kept answers, no cached reads', async () => {
    const { context, page, baseUrl } = await freshTablet({ serviceWorker: true });
    const { asha } = await twoPeople(context);
    await signIn(page, asha);
    await waitForServiceWorker(page);
    const { reportNo } = await demoRoll(context);
    // Read through the service worker (it controls the page now), so the report is kept twice:
    // in the query cache in localStorage and in the worker's read cache.
    await page.goto(`/report-view-detail${searchOf({ reportNo })}`);
    await page.getByText(reportNo).first().waitFor();
    await expect.poll(() => cachedReads(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await storedEntries(context, baseUrl))[PERSIST_KEY] ?? '', {
        timeout: 10_000,
      })
      .toContain(reportNo);

    await logOut(page);

    expect(await cachedReads(page)).toBe(0);
    const stored = await storedEntries(context, baseUrl);
    expect(stored).not.toHaveProperty('isLoggedIn');
    expect(stored).not.toHaveProperty('username');
    expect(stored).not.toHaveProperty('edit-finish-roll-number');
    // Whatever the tablet keeps for itself (its language, its table), nothing names her or her report.
    for (const [key, value] of Object.entries(stored)) {
      expect(`${key}=${value}`).not.toContain(asha.username);
      expect(`${key}=${value}`).not.toContain(reportNo);
    }
  });

  test('saves waiting for one user are neither shown to nor sent by the next, and go when she is back', async () => {
    const { context, page } = await freshTablet();
    const { asha, ravi } = await twoPeople(context);
    const tag = Date.now().toString(36);

    // Asha saves while the server cannot be reached: the save waits on the tablet, shown to her.
    await signIn(page, asha);
    await context.route('**/api/api/register', (route) => route.abort('internetdisconnected'));
    const ashas = await keepSavesOnTablet(page, [`kept-a-${tag}`]);
    await page.reload();
    await expect.poll(() => pendingSaves(page).getAttribute('data-pending')).toBe('1');
    await logOut(page);
    await context.unroute('**/api/api/register');

    // Ravi signs in on the same tablet, and saves something of his own that goes at once.
    await signIn(page, ravi);
    const ravis = await keepSavesOnTablet(page, [`kept-r-${tag}`]);
    await page.reload();
    await expect
      .poll(() => existingUsers(ravis.map((s) => s.username)), { timeout: 20_000 })
      .toEqual(ravis.map((s) => s.username));
    // His save was the newest: the outbox went past hers, sending none of them.
    expect(await existingUsers(ashas.map((s) => s.username))).toEqual([]);
    expect(await keptSaves(page)).toEqual([{ user: asha.username }]);
    // Nor does he see them: the header says all is saved, and his list is empty.
    await expect.poll(() => pendingSaves(page).getAttribute('data-pending')).toBe('0');
    expect(await pendingSaves(page).getAttribute('data-attention')).toBe('0');
    await expect(pendingSaves(page).textContent()).resolves.toContain('All saved');
    await pendingSaves(page).click();
    const drawer = page.getByRole('dialog', { name: 'Saves on this tablet' });
    await drawer.getByText('Everything saved on this tablet has reached the server.').waitFor();
    expect(await drawer.textContent()).not.toContain(asha.username);
    await page.keyboard.press('Escape');
    await logOut(page);

    // Asha signs in again: her saves are sent, with her session.
    await signIn(page, asha);
    await expect
      .poll(() => existingUsers(ashas.map((s) => s.username)), { timeout: 20_000 })
      .toEqual(ashas.map((s) => s.username));
    await expect.poll(() => pendingSaves(page).getAttribute('data-pending')).toBe('0');
    expect(await keptSaves(page)).toEqual([]);
  });
});
