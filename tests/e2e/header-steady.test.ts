import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { freshTablet, screenTitle } from './helpers';
import { ta } from './tamil-support';

/** Where the screen's content starts, below the header. */
const contentTop = async (page: Page) => {
  const box = await page.locator('main').boundingBox();
  if (!box) throw new Error('no main');
  return box.y;
};

interface Box {
  top: number;
  bottom: number;
  height: number;
}
interface HeaderGlobals {
  document: { querySelector(selector: string): { getBoundingClientRect(): Box } | null };
}

/**
 * The header's height, and the vertical middles of the menu button, the title and the saves
 * button: on one row, the three middles are the same (the title's to within its rounding).
 */
const headerRow = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as HeaderGlobals;
    const middle = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? Math.round((box.top + box.bottom) / 2) : null;
    };
    const header = document.querySelector('header')?.getBoundingClientRect();
    return {
      height: header ? Math.round(header.height) : null,
      menu: middle('header > button'),
      title: middle('header h1'),
      saves: middle('[data-testid="pending-saves"]'),
    };
  });

/** One row of 64 px (and its 1 px border): everything in it centred on the same line. */
async function expectOneRow(page: Page, where: string): Promise<void> {
  const row = await headerRow(page);
  expect(row.height, `${where}: header height`).toBeLessThanOrEqual(65);
  expect(row.saves, `${where}: saves beside the menu`).toBe(row.menu);
  expect(
    Math.abs((row.title ?? 0) - (row.menu ?? 0)),
    `${where}: title beside the menu`,
  ).toBeLessThanOrEqual(1);
}

/**
 * The browser offers installing whenever it decides, often just after the first paint; the
 * header's Install button that then appears must not push the screen down (on a phone that is a
 * jump under the inspector's thumb, and a layout shift Lighthouse counts).
 */
describe('the header stays put when Install appears', () => {
  for (const width of [390, 412, 800]) {
    test(`at ${width} px`, async () => {
      const { page } = await freshTablet();
      await page.setViewportSize({ width, height: 800 });
      await signIn(page);
      await page.goto('/qi-report-view');
      await page.getByRole('heading', { level: 1, name: 'QI Fabric Report View' }).waitFor();
      const install = page.getByRole('button', { name: 'Install' });
      expect(await install.count()).toBe(0);
      const before = await contentTop(page);

      await page.evaluate(
        "window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))",
      );
      await install.waitFor();
      expect(await contentTop(page)).toBe(before);
    });
  }
});

/**
 * On a phone the header is one row in English and in Tamil: the saves' state is an icon there
 * (named in full for a screen reader), the title takes what is left, and a long Tamil title does
 * not push the status onto a row of its own.
 */
describe('on a phone the header is one row', () => {
  const pages = [
    { path: '/qi-report-view', title: 'page_qi_report_view' },
    { path: '/select-create-collar-cuff', title: 'page_select_create_collar_cuff' },
    { path: '/production-roll-report-summary', title: 'page_production_roll_report_summary' },
  ];
  for (const width of [390, 412]) {
    test(`at ${width} px, in English and in Tamil, with and without Install`, async () => {
      const { page } = await freshTablet();
      await page.setViewportSize({ width, height: 800 });
      await signIn(page);
      for (const language of ['en', 'ta'] as const) {
        await page.evaluate(
          `localStorage.setItem('greige-preferences', JSON.stringify({ language: '${language}' }))`,
        );
        for (const { path, title } of pages) {
          await page.goto(path);
          if (language === 'ta')
            await screenTitle(page)
              .filter({ hasText: ta(title) })
              .waitFor();
          else await screenTitle(page).waitFor();
          await page.getByTestId('pending-saves').waitFor();
          await expectOneRow(page, `${path} in ${language}`);
        }
        await page.evaluate(
          "window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))",
        );
        await page
          .getByRole('button', { name: language === 'ta' ? ta('frame_install') : 'Install' })
          .waitFor();
        await expectOneRow(page, `the last page with Install, in ${language}`);
      }
    });
  }
});
