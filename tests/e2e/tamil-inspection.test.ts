import { firstUnlessDeep } from '../support/depth';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { ADMIN, freshTablet, screenTitle, searchOf, waitForPath } from './helpers';
import { field, knownRolls, pick, read } from './inspection-support';
import { latinWords, layoutProblems } from './layout-support';

/**
 * Names, not words: they stay as they are on a Tamil screen. The mill's own data (items,
 * suppliers, tables, machines, people, numbers) is added from what the server sends.
 */
const NAMES = ['Greige', 'English', 'QI', 'GSM', 'kg', 'ERP', 'QR'];

/** Every text value in an answer of the server: the data a screen shows as it is. */
function dataWords(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string')
    (value.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((w) => into.add(w));
  else if (Array.isArray(value)) value.forEach((v) => dataWords(v, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => dataWords(v, into));
  return into;
}

async function millData(context: BrowserContext, rolls: string[] = []): Promise<Set<string>> {
  const words = new Set(NAMES);
  for (const call of ['getAllQIReportFromDB', 'getAllMachinesFromDB', 'getAllOperatorFromDB']) {
    dataWords(await read(context, call), words);
  }
  for (const rollNo of rolls) {
    dataWords(await read(context, 'getGreigeRollNoInDB', { jsonData: rollNo }), words);
  }
  return words;
}

interface Box {
  top: number;
  bottom: number;
  height: number;
}
interface Tapped {
  textContent: string | null;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<Tapped>;
}

/**
 * Buttons, segments and links that are too small to tap (under 44 px high) or whose label runs
 * out of them (a fixed height cutting a label wrapped to more lines): one line each.
 */
function tapProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(selector: string): ArrayLike<Tapped> };
    };
    const problems: string[] = [];
    const targets = '.mantine-Button-root, .mantine-SegmentedControl-label, .mantine-Anchor-root';
    for (const target of Array.from(document.querySelectorAll(targets))) {
      const box = target.getBoundingClientRect();
      if (box.height === 0) continue;
      const text = `"${(target.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.height < 43.5) problems.push(`${text} is ${Math.round(box.height)} px high`);
      const labels = '.mantine-Button-label, .mantine-SegmentedControl-innerLabel';
      for (const inner of Array.from(target.querySelectorAll(labels))) {
        const r = inner.getBoundingClientRect();
        if (r.height > 0 && (r.bottom > box.bottom + 1 || r.top < box.top - 1)) {
          problems.push(`${text} runs out of its button`);
          break;
        }
      }
    }
    return problems;
  });
}

/** The screen fits and speaks Tamil: nothing cut, clipped or off the screen, no English left. */
async function expectTamilThatFits(page: Page, data: Set<string>, where: string): Promise<void> {
  // A button that has just stopped loading slides its label back in: measure once it is still.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((a) => a.playState !== 'running'),
  );
  expect(await layoutProblems(page), `${where}: layout`).toEqual([]);
  expect(await tapProblems(page), `${where}: buttons`).toEqual([]);
  const english = (await latinWords(page)).filter((w) => !data.has(w));
  expect(english, `${where}: English words`).toEqual([]);
}

async function chooseTamilAndSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(ADMIN.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

const check = z.object({ ok: z.boolean() });

/** The greige rolls of the item with the most free ones, and that item. */
async function freeRolls(context: BrowserContext): Promise<{ item: string; rolls: string[] }> {
  const free = knownRolls
    .parse(await read(context, 'getRollNoFromDB'))
    .filter((r) => !r.finishRollNo);
  const item = free[0]?.itemCode ?? '';
  return { item, rolls: free.filter((r) => r.itemCode === item).map((r) => r.greigeRollNo) };
}

/** A free roll the report accepts, as the screen's own check decides. */
async function acceptedRoll(context: BrowserContext, reportNo: string, rolls: string[]) {
  for (const rollNo of rolls) {
    const answer = check.parse(
      await read(context, 'checkRollNoInERPNext', { jsonData: rollNo, jsonData1: reportNo }),
    );
    if (answer.ok) return rollNo;
  }
  throw new Error('no free roll left for the report');
}

describe.each(
  firstUnlessDeep([
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
  ]),
)('inspection screens in Tamil at $width px', (viewport) => {
  test('home, start, add roll, scanner, roll details and correction speak Tamil and fit', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(viewport);
    await chooseTamilAndSignIn(page);
    const { item, rolls } = await freeRolls(context);
    let data = await millData(context, rolls);

    // Start a report: the form, then its reasons under the fields.
    await page.goto('/select-create-roll');
    const startButton = page.getByRole('button', { name: 'ரிப்போர்ட் தொடங்கு' });
    await startButton.waitFor();
    await expectTamilThatFits(page, data, 'start form');
    await startButton.click();
    await page.getByText('ஐட்டத்தைத் தேர்வு செய்யுங்கள்').waitFor();
    await expectTamilThatFits(page, data, 'start form, refused');

    // The segment's radio lies, unseen, over its label: what a finger taps.
    await page.getByRole('radio', { name: 'சப்ளையர்', exact: true }).check();
    await pick(page, 'சப்ளையர்', /./);
    await pick(page, 'ஐட்டம்', new RegExp(`\\(${item}\\)`), item);
    await pick(page, 'இன்ஸ்பெக்ஷன் டேபிள்', 'Table 1');
    await startButton.click();
    await page.waitForURL((u) => u.search.includes('reportNo'));
    const raw = new URL(page.url()).searchParams.get('reportNo') ?? '';
    const reportNo = z
      .string()
      .min(1)
      .parse(raw.startsWith('"') ? JSON.parse(raw) : raw);

    // Add a roll: the screen, a refused roll, the scanner.
    const rollNumber = page.getByRole('textbox', { name: 'ரோல் நம்பர்' });
    await rollNumber.waitFor();
    data = await millData(context, rolls);
    await expectTamilThatFits(page, data, 'add roll');
    await rollNumber.fill('NOSUCHROLL');
    await page.getByRole('button', { name: 'சரிபார்த்துத் தொடர்' }).click();
    await page.getByText('ரோல் NOSUCHROLL ERP-ல் இல்லை.').waitFor();
    data.add('NOSUCHROLL');
    await expectTamilThatFits(page, data, 'add roll, refused');

    await page.getByRole('button', { name: 'ஸ்கேன்', exact: true }).click();
    const scanner = page.getByRole('dialog', { name: 'ரோல் லேபிளை ஸ்கேன் செய்யுங்கள்' });
    await scanner.waitFor();
    // Either the camera starts (its hint) or the tablet has none (why, in Tamil).
    await scanner.getByText(/கேமரா/).first().waitFor();
    await expectTamilThatFits(page, data, 'scanner');
    await page.getByRole('button', { name: 'ஸ்கேனரை மூடு' }).click();
    await scanner.waitFor({ state: 'detached' });

    // The roll's details: the form, a refused width, then saved.
    const rollNo = await acceptedRoll(context, reportNo, rolls);
    await rollNumber.fill(rollNo);
    await page.getByRole('button', { name: 'சரிபார்த்துத் தொடர்' }).click();
    await waitForPath(page, '/roll-details');
    await page.getByRole('heading', { name: `ரோல் ${rollNo}` }).waitFor();
    await expectTamilThatFits(page, data, 'new roll');
    await field(page, 'அகலம் – நடு').fill('600');
    const save = page.getByRole('button', { name: 'சேமித்து, குறை பதி' });
    await save.click();
    await page.getByText('அதிகபட்சம் 500 செ.மீ.').waitFor();
    await expectTamilThatFits(page, data, 'new roll, refused');
    await field(page, 'அகலம் – நடு').fill('160');
    await pick(page, 'மெஷின்', /./);
    await save.click();
    await waitForPath(page, '/mistake-details');

    // Correcting it.
    await page.goto(`/roll-details${searchOf({ reportNo, rollNo })}`);
    await page.getByRole('heading', { name: `ரோல் ${rollNo} திருத்து` }).waitFor();
    await expectTamilThatFits(page, data, 'correct roll');

    // The inspector's home with the report ongoing today.
    await page.goto('/home');
    await page.getByRole('heading', { name: 'இன்று நடப்பில் உள்ளவை' }).waitFor();
    await page.getByText(reportNo).first().waitFor();
    await page.getByText('இன்று இன்ஸ்பெக்ட் செய்தது').waitFor();
    data = await millData(context, rolls);
    await expectTamilThatFits(page, data, 'home');
  });
});
