import { firstUnlessDeep } from '../support/depth';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, freshTablet, screenTitle, waitForPath } from './helpers';
import { latinWords, layoutProblems, pageLang } from './layout-support';
import { waitForServiceWorker } from './offline-support';

/** Names, not words: they stay as they are on a Tamil screen. */
const NAMES = new Set(['Greige', 'English', 'QI', 'admin']);
const englishLeft = async (page: Page) => (await latinWords(page)).filter((w) => !NAMES.has(w));

/** The screen fits and speaks Tamil: nothing cut, clipped or off the screen, no English left. */
async function expectTamilThatFits(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);
  expect(await englishLeft(page), `${where}: English words`).toEqual([]);
}

/** Taps தமிழ் on the language switch (its radio is hidden behind the label, as a user sees it). */
const chooseTamil = (page: Page) => page.locator('label', { hasText: 'தமிழ்' }).click();

async function chooseTamilAndSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await chooseTamil(page);
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

describe.each(
  firstUnlessDeep([
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
  ]),
)('in Tamil at $width px', (viewport) => {
  test('sign-in and registration speak Tamil, fit the screen, and the choice is remembered', async () => {
    const { page } = await freshTablet();
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await screenTitle(page).filter({ hasText: 'Sign in' }).waitFor();
    expect(await pageLang(page)).toBe('en');

    await chooseTamil(page);
    await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
    expect(await pageLang(page)).toBe('ta');
    await expectTamilThatFits(page, 'sign-in');

    // Remembered on the device: a reload opens in Tamil.
    await page.reload();
    await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
    expect(await pageLang(page)).toBe('ta');

    await page.getByRole('link', { name: 'பதிவு செய்' }).click();
    await screenTitle(page).filter({ hasText: 'பதிவு செய்தல்' }).waitFor();
    await expectTamilThatFits(page, 'registration');
  });

  test('the frame speaks Tamil and fits: start page, menu, saves, nothing chosen, not found', async () => {
    const { page } = await freshTablet();
    await page.setViewportSize(viewport);
    await chooseTamilAndSignIn(page);
    await page.getByRole('heading', { name: 'வணக்கம், admin' }).waitFor();
    await screenTitle(page).filter({ hasText: 'முகப்பு' }).waitFor();
    await expectTamilThatFits(page, 'start page');

    await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
    const menu = page.getByRole('navigation', { name: 'முதன்மை மெனு' });
    await menu.waitFor();
    // The seed's 25 entries, the roll passport and the alerts.
    expect(await menu.getByRole('link').count()).toBe(27);
    await expectTamilThatFits(page, 'menu');
    await page.getByRole('button', { name: 'மெனுவை மூடு' }).click();
    await menu.waitFor({ state: 'detached' });

    await page.getByTestId('pending-saves').click();
    await page.getByRole('dialog', { name: 'இந்த டேப்லெட்டில் உள்ள பதிவுகள்' }).waitFor();
    await expectTamilThatFits(page, 'saves');
    await page.keyboard.press('Escape');

    // A screen opened without what it shows (an order) says where to find it.
    await page.goto('/lab-rolls-view');
    await page.getByText('இன்னும் எதுவும் தேர்வு செய்யவில்லை').waitFor();
    await expectTamilThatFits(page, 'no order chosen');

    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'பக்கம் இல்லை' }).waitFor();
    await expectTamilThatFits(page, 'not found');
  });
});

test('the Tamil font is loaded once Tamil is chosen, and kept for offline use', async () => {
  const { page } = await freshTablet({ serviceWorker: true });
  await page.goto('/login');
  await waitForServiceWorker(page);
  // A function, not a string: the app's Content-Security-Policy forbids evaluating strings.
  const tamilFontLoaded = () =>
    page.evaluate(async () => {
      const { document } = globalThis as unknown as {
        document: { fonts: Iterable<{ family: string; status: string }> & { ready: unknown } };
      };
      await document.fonts.ready;
      return [...document.fonts].some(
        (f) => f.family.includes('Noto Sans Tamil') && f.status === 'loaded',
      );
    });
  expect(await tamilFontLoaded()).toBe(false);

  await chooseTamil(page);
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await expect.poll(tamilFontLoaded).toBe(true);
  // The next start in Tamil loads it again from the start.
  await page.reload();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await expect.poll(tamilFontLoaded).toBe(true);

  const precached = await page.evaluate(async () => {
    const { caches } = globalThis as unknown as {
      caches: {
        keys(): Promise<string[]>;
        open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
      };
    };
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => /noto-sans-tamil-tamil-\d+-normal.*\.woff2/.test(url));
  });
  expect(precached).toHaveLength(3);
});
