import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { read, reportOnDefects, scoreFigure, sheetOnServer } from './inspection-support';
import { cameraJpeg } from './gate-support';
import { shot } from './layout-support';
import { ownServer, tabletOn, waitForServiceWorker } from './offline-support';

// A server of this file's own, really stopped, holding the demo mill, whose greige rolls are what
// an inspector taps defects on.
const server = await ownServer({ demo: true });

const mistakes = z.array(
  z.object({ mistake: z.string(), clientId: z.string().nullable().optional() }),
);

const pending = (page: Page) => page.getByTestId('pending-saves');
const onTablet = (page: Page) => page.getByText('on tablet', { exact: true });

/**
 * The server running (a second try starts where a failed first one may have left it: stopped), a
 * signed-in tablet with the app installed, on the defect screen of a new report's roll.
 */
async function installedOnNewRoll() {
  await server.restart();
  const { context, page } = await tabletOn(server.url);
  await signIn(page);
  await waitForServiceWorker(page);
  return { context, page, ...(await reportOnDefects(context, page)) };
}

describe('defect taps with the server really stopped', () => {
  test('five taps made offline survive a reload and land exactly once', async () => {
    const { context, page, reportNo, rollNo } = await installedOnNewRoll();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');

    await server.stop();
    const hole = page.getByRole('button', { name: /^Hole,/ });
    for (let i = 0; i < 5; i += 1) await hole.click();
    // Shown at once, before any server could answer.
    await expect
      .poll(() => onTablet(page).count(), { timeout: 2000, message: 'taps shown offline' })
      .toBe(5);
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('5');

    await page.reload();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('5');
    await expect
      .poll(() => onTablet(page).count(), { timeout: 10_000, message: 'taps kept over a reload' })
      .toBe(5);

    await server.restart();
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    await expect.poll(() => onTablet(page).count()).toBe(0);
    // Still on screen, now as the server's: the list was read again, not emptied. The restarted
    // server's first reads are slow on a loaded machine.
    await expect
      .poll(() => page.locator('li').filter({ hasText: /hole/i }).count(), {
        timeout: 10_000,
        message: 'taps listed as the server’s after the restart',
      })
      .toBe(5);

    const stored = mistakes.parse(
      await read(context, 'getMistakeDataInDB', {
        jsonData: JSON.stringify({ reportNo, rollNo }),
      }),
    );
    expect(stored).toHaveLength(5);
    expect(stored.every((m) => /hole/i.test(m.mistake))).toBe(true);
    expect(new Set(stored.map((m) => m.clientId)).size).toBe(5);
    // A stop and a restart of the server (with its database) take their time on a busy machine.
  }, 120_000);

  test('undos made offline stay undone over a reload, and take back just those taps', async () => {
    const { context, page, reportNo, rollNo } = await installedOnNewRoll();

    const hole = page.getByRole('button', { name: /^Hole,/ });
    const holes = (count: number) =>
      expect
        .poll(() => hole.getAttribute('aria-label'), { timeout: 10_000 })
        .toMatch(new RegExp(`, ${count} so far$`));
    const listed = () => page.locator('li').filter({ hasText: /hole/i }).count();
    const points = () => scoreFigure(page, 'points');
    await hole.click();
    await hole.click();
    await expect
      .poll(async () => (await sheetOnServer(context, reportNo, rollNo)).mistakes)
      .toHaveLength(2);
    // The server's score of two holes: what the screen shows once two of three are taken back.
    const ofTwo = String((await sheetOnServer(context, reportNo, rollNo)).roll.points);
    await expect.poll(points).toBe(ofTwo);
    await hole.click();
    // On the server, not only out of the outbox: a tap's save starts once the tap is painted.
    await expect
      .poll(async () => (await sheetOnServer(context, reportNo, rollNo)).mistakes)
      .toHaveLength(3);
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');
    // Read again online, so the copy the worker answers with offline holds the three taps.
    await page.reload();
    await holes(3);

    await server.stop();
    const undo = page.getByRole('button', { name: /^Undo/ });
    // One of the server's taps taken back, then one made offline and taken back too.
    await undo.click();
    await holes(2);
    await hole.click();
    await holes(3);
    await undo.click();
    await holes(2);
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('3');

    await page.reload();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('3');
    await holes(2);
    await expect.poll(listed).toBe(2);
    await expect.poll(points).toBe(ofTwo);

    await server.restart();
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    await holes(2);
    await expect.poll(listed, { timeout: 10_000 }).toBe(2);
    await expect.poll(points).toBe(ofTwo);
    const stored = mistakes.parse(
      await read(context, 'getMistakeDataInDB', {
        jsonData: JSON.stringify({ reportNo, rollNo }),
      }),
    );
    expect(stored).toHaveLength(2);
  }, 120_000);

  test('photos taken offline survive a reload and land once each, with their taps', async () => {
    const { context, page, reportNo, rollNo } = await installedOnNewRoll();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('0');
    // A camera's picture, far bigger than the tablet keeps: the shrinking on the tablet is what
    // brings it under 250 KB.
    const picture = await cameraJpeg(page);
    expect(picture.length).toBeGreaterThan(250 * 1024);

    await server.stop();
    const photograph = async (defect: RegExp) => {
      await page.getByRole('button', { name: defect }).first().click();
      const button = page.getByRole('button', { name: /^Photo of / });
      await expect.poll(() => button.isEnabled()).toBe(true);
      const chooser = page.waitForEvent('filechooser');
      await button.click();
      await (
        await chooser
      ).setFiles({ name: 'defect.jpg', mimeType: 'image/jpeg', buffer: picture });
      await expect
        .poll(() => page.getByText(/saved on this tablet/).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
    };
    await photograph(/^Hole,/);
    await photograph(/^Slub,/);
    // Two taps and their two photos wait on the tablet.
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('4');
    await shot(page, 'photos waiting on the tablet');

    await page.reload();
    await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('4');

    await server.restart();
    await expect
      .poll(() => pending(page).getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0');
    const sheet = z
      .object({
        mistakes: z.array(
          z.object({
            mistake: z.string(),
            photos: z.array(z.object({ id: z.string(), width: z.number(), height: z.number() })),
          }),
        ),
      })
      .parse(
        await read(context, 'getQIReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo }),
      );
    expect(sheet.mistakes.map((m) => [m.mistake.toLowerCase(), m.photos.length])).toEqual([
      ['hole', 1],
      ['slub', 1],
    ]);
    for (const { photos } of sheet.mistakes) {
      const [ref] = photos;
      // Shrunk on the tablet: its long side about 1,280 px, its image at most 250 KB.
      expect(Math.max(ref?.width ?? 0, ref?.height ?? 0)).toBeLessThanOrEqual(1280);
      const stored = z
        .object({ photo: z.string() })
        .parse(await read(context, 'getDefectPhoto', { photo_id: ref?.id ?? '' }));
      expect(stored.photo).toMatch(/^data:image\/(jpeg|webp);base64,/);
      expect(Buffer.from(stored.photo.split(',')[1] ?? '', 'base64').length).toBeLessThanOrEqual(
        250 * 1024,
      );
    }
  }, 180_000);
});
