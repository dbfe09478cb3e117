import { describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { launchBrowser, signIn } from '../support/browser';
import { searchOf } from './helpers';
import { enterRoll, read, startReport } from './inspection-support';

const mistakes = z.array(z.object({ mistake: z.string() }));
const rollSave = z.object({
  jsonData: z.object({ greigeRollNo: z.string(), finishRollNo: z.string().nullish() }),
});
const POISON = 'This roll cannot be taken: the scale reading is out of range.';

const pending = (page: Page) => page.getByTestId('pending-saves');

/**
 * A tablet whose requests Playwright sees: with a service worker in between, route() would not
 * see them. The outbox, not the worker, is under test here.
 */
async function tablet(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Adds the roll to the open report and taps `holes` holes on it. */
async function rollWithHoles(page: Page, reportNo: string, rollNo: string, holes: number) {
  await page.goto(`/select-create-roll${searchOf({ reportNo })}`);
  await enterRoll(page, rollNo);
  const hole = page.getByRole('button', { name: /^Hole,/ });
  for (let i = 0; i < holes; i += 1) await hole.click();
}

describe('one save the server cannot take', () => {
  test('holds its own roll only: the next roll’s taps land, and it shows why', async () => {
    const { context, page } = await tablet();
    try {
      await signIn(page);
      const { reportNo, candidates } = await startReport(context, page);
      const usable: string[] = [];
      for (const rollNo of candidates) {
        const answer = z
          .object({ ok: z.boolean() })
          .parse(
            await read(context, 'checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo }),
          );
        if (answer.ok) usable.push(rollNo);
        if (usable.length === 2) break;
      }
      expect(usable).toHaveLength(2);
      const [rollA = '', rollB = ''] = usable;

      // The server answers roll A's save with a permanent refusal; everything else passes.
      let poisonedAnswers = 0;
      await page.route('**/api/api/postRollData', async (route) => {
        const body = rollSave.safeParse(route.request().postDataJSON());
        if (body.success && body.data.jsonData.greigeRollNo === rollA) {
          poisonedAnswers += 1;
          await route.fulfill({
            status: 501,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'not_built', message: POISON } }),
          });
        } else await route.fallback();
      });

      await rollWithHoles(page, reportNo, rollA, 2);
      await expect.poll(() => pending(page).getAttribute('data-attention')).toBe('1');
      await rollWithHoles(page, reportNo, rollB, 3);

      // Roll B's taps reach the server although roll A's save, made before them, cannot.
      const rollBNo = z
        .string()
        .parse(new URL(page.url()).searchParams.get('rollNo')?.replace(/^"|"$/g, ''));
      await expect
        .poll(
          async () =>
            mistakes.parse(
              await read(context, 'getMistakeDataInDB', {
                jsonData: JSON.stringify({ reportNo, rollNo: rollBNo }),
              }),
            ).length,
          { timeout: 30_000 },
        )
        .toBe(3);
      // Roll A's two taps wait behind its save; nothing else does.
      await expect.poll(() => pending(page).getAttribute('data-pending')).toBe('2');
      expect(poisonedAnswers).toBe(1);

      await pending(page).click();
      const attention = page.getByTestId('needs-attention');
      await expect.poll(() => attention.innerText()).toContain(POISON);
      expect(await attention.innerText()).toContain('The server cannot take this save yet');
      await expect
        .poll(() => page.getByText(/waits for the save above that needs attention/).count())
        .toBe(2);
    } finally {
      await context.close();
    }
  });
});
