import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { freshTablet, rowsShown } from './helpers';

/**
 * The elements a layout shift moved since the page loaded, as the page's Layout Instability API
 * saw them: the button's text, else the element's tag. Shifts right after a tap or key press are
 * left out, as Lighthouse leaves them out of CLS.
 */
const shifted = `new Promise((resolve) => {
  const moved = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      for (const s of e.sources || []) {
        const n = s.node;
        if (n) moved.push({ what: (n.textContent || n.nodeName).trim().slice(0, 40), value: e.value });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(moved), 100);
})`;

/**
 * A report's rows render in a pass after the page (031). The page below the table must not jump
 * when they arrive: the "Load more" button under it stayed where an empty table left it for a
 * frame, then moved down (a layout shift of 0.066 on a desktop, as Lighthouse measured it).
 */
describe('a report page does not move when its rows arrive', () => {
  test('qi-report-view on a desktop, with a slow CPU', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize({ width: 1350, height: 940 });
    await signIn(page);
    // A slow CPU gives the browser time to paint between the page and its rows, as on a cheap
    // laptop; the rows' pass then comes a frame or more after the table.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/qi-report-view');
    const table = page.getByRole('table', { name: 'QI Fabric Reports' });
    await rowsShown(table);
    const more = page.getByRole('button', { name: 'Load more' });
    // The demo mill's month holds more than one page of reports: the button is there.
    await more.waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const moved = (await page.evaluate(shifted)) as { what: string; value: number }[];
    expect(moved.filter((m) => m.what === 'Load more')).toEqual([]);
  });
});
