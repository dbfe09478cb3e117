import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { guardSignedIn, PHONE } from './gate-support';
import { freshTablet, waitForPath } from './helpers';
import { read } from './inspection-support';
import { latinWords, layoutProblems, shot, smallTargets } from './layout-support';
import { dataWords, settled, ta } from './tamil-support';

/**
 * The roll passport on the demo mill: a roll that left the mill, found from the header of any
 * screen as a keyboard scanner types its label's code, shown step by step with links to each
 * step's screen, printed on one A4 page; its roll sheet draws its defects to scale and prints its
 * label. On a guard's phone in Tamil; offline for a roll looked up before.
 */

const scans = z.object({
  rows: z.array(
    z.object({ kind: z.string(), status: z.string(), reference: z.string().nullable() }),
  ),
});
const passportOne = z.object({
  found: z.literal('one'),
  passport: z.object({
    rollNo: z.string(),
    greigeRollNo: z.string(),
    finishRollNo: z.string().nullable(),
    inspections: z.array(
      z.object({
        stage: z.string(),
        reportNo: z.string(),
        rollNo: z.string(),
        earlier: z.boolean(),
        defects: z.array(z.object({ positionM: z.number().nullable() })),
      }),
    ),
    batch: z.object({ batchNo: z.string() }).nullable(),
    dispatch: z.object({ salesOrderNo: z.string(), entryNo: z.string() }).nullable(),
    scans: z.array(z.object({ scanId: z.string(), gate: z.string(), guard: z.string() })),
  }),
});
type Passport = z.infer<typeof passportOne>['passport'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A roll of the demo mill that was dyed, finish-inspected with its defects placed, sent out and scanned. */
async function rollThatLeft(context: BrowserContext): Promise<Passport> {
  const now = new Date();
  const yearAgo = new Date(now.getTime() - 365 * 24 * 3600_000);
  const scanned = scans
    .parse(
      await read(context, 'getSecurityScanReport', {
        jsonStartDate: isoDay(yearAgo),
        jsonEndDate: isoDay(now),
        limit: '200',
      }),
    )
    .rows.filter((r) => r.kind === 'roll' && r.status === 'ok' && r.reference);
  for (const { reference } of scanned.slice(0, 40)) {
    const answer = passportOne.safeParse(
      await read(context, 'getRollPassport', { roll_no: reference ?? '' }),
    );
    if (!answer.success) continue;
    const p = answer.data.passport;
    const finish = p.inspections.find((i) => i.stage === 'finish' && !i.earlier);
    if (p.batch && p.dispatch && p.scans.length > 0 && finish?.defects.some((d) => d.positionM))
      return p;
  }
  throw new Error('the demo mill has no roll that was dyed, inspected, sent out and scanned');
}

/** Every string of a value, each a word source for the Tamil check (the mill's own data). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/** Pages in a PDF Chromium printed: one `/Type /Page` object each. */
const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/**
 * Finds a roll as a keyboard scanner does: its code typed into the header's field, then Enter.
 * Below a desktop the field opens from the header's search button.
 */
async function findInHeader(page: Page, rollNo: string): Promise<void> {
  const open = page.getByRole('button', { name: 'Find a roll by its number' });
  const field = page.getByRole('textbox', { name: 'Find a roll' });
  // The search loads just after the screen; then it is a field, or the button that opens one.
  await open.or(field).first().waitFor();
  if (await open.isVisible()) await open.click();
  await field.fill(rollNo);
  await field.press('Enter');
  await waitForPath(page, '/roll-passport');
}

const step = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('the roll passport', () => {
  test('a roll that left the mill: found from the header, step by step, one A4 page', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const roll = await rollThatLeft(context);
    await findInHeader(page, roll.finishRollNo ?? roll.rollNo);

    await step(page, 'Dyeing').waitFor();
    for (const name of [
      'Finish inspection',
      'Process loss',
      'Stock moves',
      'Dispatched',
      'Gate scans',
    ])
      await expect.poll(() => step(page, name).count(), { message: name }).toBe(1);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(roll.batch?.batchNo);
    expect(text).toContain(roll.dispatch?.salesOrderNo);
    expect(text).toContain(`${roll.scans[0]?.gate} · ${roll.scans[0]?.guard}`);
    expect(text).not.toContain('Not yet dyed');
    await settled(page);
    await shot(page, 'roll passport');
    expect(await layoutProblems(page)).toEqual([]);
    expect(await smallTargets(page, 'main')).toEqual([]);

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPages(pdf), 'the passport printed').toBe(1);

    // The finish inspection's roll sheet: its defects drawn along the roll, and its label.
    const finish = roll.inspections.find((i) => i.stage === 'finish' && !i.earlier);
    await page
      .locator('section, article, li')
      .filter({ has: step(page, 'Finish inspection') })
      .last()
      .getByRole('link', { name: 'Roll sheet' })
      .click();
    await waitForPath(page, '/roll-view');
    await expect
      .poll(() =>
        page
          .locator('svg title')
          .filter({ hasText: /^Defect map of roll/ })
          .count(),
      )
      .toBeGreaterThan(0);
    await shot(page, 'roll sheet with its defect map');

    await page.getByRole('button', { name: 'Print label' }).click();
    const label = page.getByRole('dialog');
    await expect.poll(() => label.getByText(finish?.rollNo ?? '-').count()).toBeGreaterThan(0);
    await expect.poll(() => label.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    await shot(page, 'roll label');
    // A thermal label: one page of 100 × 75 mm (283 × 213 points).
    const thermal = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPages(thermal)).toBe(1);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
      thermal.toString('latin1'),
    );
    expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([283, 213]);
  }, 120_000);

  test('a number nobody has is told in words; a roll seen before opens offline, one not seen says so', async () => {
    const { context, page } = await freshTablet();
    await signIn(page);
    const roll = await rollThatLeft(context);
    await findInHeader(page, 'NO-SUCH-ROLL-42');
    await expect
      .poll(() => page.getByText('No roll has the number NO-SUCH-ROLL-42').count())
      .toBe(1);

    await findInHeader(page, roll.greigeRollNo);
    await step(page, 'Dyeing').waitFor();
    await findInHeader(page, 'NO-SUCH-ROLL-42');
    await context.setOffline(true);
    await findInHeader(page, roll.greigeRollNo);
    await step(page, 'Dyeing').waitFor();
    await findInHeader(page, 'GR-NEVER-SEEN-1');
    await expect
      .poll(() => page.getByText('Roll GR-NEVER-SEEN-1 is not on this tablet').count())
      .toBeGreaterThan(0);
    await context.setOffline(false);
  }, 90_000);

  test('a guard’s phone in Tamil: the search behind one button, the passport in Tamil, no sideways scroll', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const roll = await rollThatLeft(context);
    await page.getByRole('button', { name: ta('passport_find_open') }).click();
    const field = page.getByRole('textbox', { name: ta('passport_find_label') });
    await field.fill(roll.rollNo);
    await field.press('Enter');
    await waitForPath(page, '/roll-passport');
    await step(page, ta('passport_step_dyeing')).waitFor();
    await settled(page);
    await shot(page, 'roll passport in Tamil');
    expect(await layoutProblems(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    const allowed = dataWords(
      ...stringsOf(roll),
      ...stringsOf(await read(context, 'getRollPassport', { roll_no: roll.rollNo })),
    );
    expect((await latinWords(page)).filter((w) => !allowed.has(w))).toEqual([]);
  }, 90_000);
});
