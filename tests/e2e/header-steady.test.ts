import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { freshTablet } from './helpers';

/** Where the screen's content starts, below the header. */
const contentTop = async (page: Page) => {
  const box = await page.locator('main').boundingBox();
  if (!box) throw new Error('no main');
  return box.y;
};

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
