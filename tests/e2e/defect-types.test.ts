import { afterEach, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { CLIENT_HEADERS, freshTablet, grantRoles, newAccount, register } from './helpers';
import { enterRoll, read, startReport, usableRoll } from './inspection-support';
import { layoutProblems } from './layout-support';

const mistakeTypes = z.array(
  z.object({
    name: z.string(),
    nameTa: z.string().nullable(),
    defaultPoints: z.number(),
    sortOrder: z.number(),
    active: z.boolean(),
  }),
);
type MistakeType = z.infer<typeof mistakeTypes>[number];

/** Taps தமிழ் on a language switch (its radio is hidden behind the label, as a user sees it). */
const chooseTamil = (page: Page) =>
  page
    .locator('label', { hasText: /^தமிழ்$/ })
    .first()
    .click();

/** One server serves every test file: the renamed type gets its seeded Tamil name back. */
let restore: (() => Promise<void>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
});

function restoring(context: BrowserContext, before: MistakeType) {
  return async () => {
    const res = await context.request.post('/api/api/saveMistakeType', {
      headers: CLIENT_HEADERS,
      data: { jsonData: { action: 'edit', ...before, nameTa: before.nameTa ?? before.name } },
    });
    if (!res.ok()) throw new Error(`restoring ${before.name}: ${res.status()} ${await res.text()}`);
  };
}

describe('defect types in Tamil', () => {
  test('an administrator renames a defect in Tamil and an inspector’s defect screen shows it', async () => {
    const renamed = `ஸ்லப் நூல் ${Date.now().toString(36).slice(-3)}`;

    // The administrator, on a phone-sized screen, in Tamil.
    const admin = await freshTablet();
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await signIn(admin.page);
    const slub = mistakeTypes
      .parse(await read(admin.context, 'getMistakeTypes'))
      .find((t) => t.name === 'Slub');
    if (!slub) throw new Error('the demo mill has no defect type named Slub');
    restore = restoring(admin.context, slub);

    await admin.page.goto('/settings');
    await chooseTamil(admin.page);
    const panel = admin.page.getByRole('region', { name: 'குறை வகைகள்' });
    await panel.getByRole('button', { name: 'Slub மாற்று' }).click();
    const form = panel.getByRole('form', { name: 'Slub மாற்றம்' });
    const nameTa = form.getByRole('textbox', { name: /^தமிழ்ப் பெயர்/ });
    expect(await nameTa.inputValue()).toBe(slub.nameTa);
    // The open form fits the phone: nothing cut, clipped or scrolling sideways.
    expect(await layoutProblems(admin.page)).toEqual([]);

    await nameTa.fill(renamed);
    await form.getByRole('button', { name: 'சேமி' }).click();
    await form.waitFor({ state: 'detached' });
    await panel.getByRole('listitem', { name: 'Slub' }).getByText(renamed).waitFor();

    // An inspector on a tablet, in Tamil, records defects on a roll.
    const tablet = await freshTablet();
    const inspector = newAccount('inspector');
    await register(tablet.context, inspector);
    await grantRoles(inspector.username, ['inspector']);
    await signIn(tablet.page, inspector);
    const { reportNo, candidates } = await startReport(tablet.context, tablet.page);
    const rollNo = await usableRoll(tablet.context, reportNo, candidates);
    expect(rollNo).not.toBe('');
    await enterRoll(tablet.page, rollNo);
    const defects = tablet.page.url();
    await tablet.page.goto('/settings');
    await chooseTamil(tablet.page);
    await tablet.page.goto(defects);

    await tablet.page.getByRole('main').getByText(renamed, { exact: true }).waitFor();
    expect(
      await tablet.page
        .getByRole('main')
        .getByText(slub.nameTa ?? '', { exact: true })
        .count(),
    ).toBe(0);
  });
});
