import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { addBundle, bundleRow, startKnitReport, untilServer, wordsIn } from './knitting-support';
import { ownServer, tabletOn, waitForServiceWorker } from './offline-support';

// A server of this file's own, really stopped, with the demo mill's machines, people and items.
const server = await ownServer({ demo: true });

const en = wordsIn('en');
const pending = (page: Page) => page.getByTestId('pending-saves');

describe('a bundle added with the server really stopped', () => {
  test('is kept on the tablet through a reload and lands, numbered, once it is back', async () => {
    const { context, page } = await tabletOn(server.url);
    await signIn(page);
    await waitForServiceWorker(page);

    const reportNo = await startKnitReport(page, en);
    await addBundle(page, en, 100, 1.5);
    await bundleRow(page, `${reportNo}-01`).waitFor();
    await untilServer(context, reportNo, (r) => r.length === 1);
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');

    await server.stop();
    await addBundle(page, en, 60, 0.9);
    // Shown at once, before any server could answer: kept, without its number yet.
    const kept = bundleRow(page, en('number_on_sync'));
    await kept.waitFor();
    expect(await kept.textContent()).toContain(en('on_tablet'));
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('1');

    await page.reload();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('1');
    await bundleRow(page, en('number_on_sync')).waitFor();

    await server.restart();
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    const rolls = await untilServer(context, reportNo, (r) => r.length === 2);
    expect(rolls.map((r) => [r.rollNo, r.pieces, r.kg])).toEqual([
      [`${reportNo}-01`, 100, 1.5],
      [`${reportNo}-02`, 60, 0.9],
    ]);
    await bundleRow(page, `${reportNo}-02`).waitFor();
  });
});
