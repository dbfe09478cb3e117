import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signIn } from '../support/browser';
import { firstUnlessDeep } from '../support/depth';
import {
  aHostWithEmail,
  field as gateField,
  guardSignedIn,
  newPhone,
  PHONE,
  ta as gateTa,
  scansToday,
  visitorsToday,
} from './gate-support';
import {
  ADMIN,
  CLIENT_HEADERS,
  freshTablet,
  grantRoles,
  newAccount,
  register,
  screenTitle,
  waitForPath,
} from './helpers';
import { read } from './inspection-support';
import { latinWords, layoutProblems, shot, smallTargets } from './layout-support';
import { dataWords, settled } from './tamil-support';
import { Counter, inspectReport, ordersToWalk, type Look } from './walkthrough-support';

/**
 * Each role's first day, from the home screen, by taps as a new user makes them: the inspector on
 * a portrait tablet, the guard on a phone in Tamil, a manager at a desktop, the administrator
 * letting a newcomer in. On every screen of the way: no dead end (a refusal, a page that needs a
 * record, a failure), nothing scrolling sideways, on a tablet or a phone no target under 44 px,
 * and in Tamil no English word but the mill's own names.
 */

const catalogue = (area: string, lang: 'en' | 'ta') =>
  z
    .record(z.string(), z.unknown())
    .parse(
      JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/messages/${area}/${lang}.json`, import.meta.url).pathname,
          'utf8',
        ),
      ),
    );

/** The titles of the screens that are dead ends, in both languages. */
const DEAD_ENDS = (['en', 'ta'] as const).flatMap((lang) => {
  const frame = catalogue('frame', lang);
  return [
    'frame_no_access',
    'frame_not_found',
    'frame_nothing_picked',
    'frame_address_incomplete',
    'frame_not_shown',
    'frame_not_on_tablet',
  ].map((key) => String(frame[key]));
});

async function deadEnds(page: Page): Promise<string[]> {
  const headings = await page.getByRole('heading').allTextContents();
  return headings.map((h) => h.trim()).filter((h) => DEAD_ENDS.includes(h));
}

interface LookOptions {
  /** Targets are checked on a tablet or a phone, where a finger taps them. */
  touch: boolean;
  /** On a Tamil screen, the Latin words it may show: the mill's data, names. */
  tamil?: () => Promise<ReadonlySet<string>>;
}

/** The checks of every screen of a first day, each failing with the screen's name. */
function looker(options: LookOptions): Look {
  return async (page, where) => {
    await settled(page);
    await shot(page, where);
    expect(await deadEnds(page), `${where}: dead end`).toEqual([]);
    const sideways = (await layoutProblems(page)).filter(
      (p) => p.includes('sideways') || p.includes('off the screen'),
    );
    expect(sideways, `${where}: sideways`).toEqual([]);
    if (options.touch) expect(await smallTargets(page), `${where}: small targets`).toEqual([]);
    if (options.tamil) {
      const allowed = await options.tamil();
      const english = (await latinWords(page)).filter((w) => !allowed.has(w));
      expect(english, `${where}: English words`).toEqual([]);
    }
  };
}

/** Opens the side menu and taps the entry named `title`. */
async function fromMenu(page: Page, open: string, title: string): Promise<void> {
  await page.getByRole('button', { name: open }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: title, exact: true }).click();
  // The menu slides away: what is looked at next is the screen, not the menu on its way out.
  await menu.waitFor({ state: 'hidden' });
}

/** The mill's zone, which its devices keep: a screen's "today" is the mill's day. */
const MILL_ZONE = 'Asia/Kolkata';

/** A new user holding `roles`, signed in on a fresh device of the given size. */
async function newcomer(roles: string[], size: { width: number; height: number }) {
  const tablet = await freshTablet({ timezoneId: MILL_ZONE });
  await tablet.page.setViewportSize(size);
  const who = newAccount(roles.join('-'));
  await register(tablet.context, who);
  await grantRoles(who.username, roles);
  await signIn(tablet.page, who);
  return { ...tablet, who };
}

// The phone's copy of the inspector's walk is the deep run's (tests/support/depth.ts).
describe.each(
  firstUnlessDeep([
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]),
)('a new inspector at $width × $height', (size) => {
  /**
   * Two finish-stage reports of three rolls each, from select-home, counting every tap and every
   * character typed by hand (a scanner's characters are counted apart: the label types them).
   * The second report reaches its first roll's details in five taps or fewer, nothing typed.
   */
  test('inspects two reports of three rolls, the second started in five taps', async () => {
    const { page } = await newcomer(['inspector'], size);
    const look = looker({ touch: true });
    await look(page, 'home');
    const [first, second] = await ordersToWalk();
    if (!first || !second)
      throw new Error('the demo mill has no two purchase orders of one item with rolls to inspect');

    const c = new Counter(page);
    const one = await inspectReport(c, page, first, look);
    // The report's own page, from the link in the word that it completed.
    await page.getByRole('link', { name: `Open report ${one.reportNo}` }).click();
    await waitForPath(page, '/report-view-detail');
    await page.getByText(one.reportNo).first().waitFor();
    await look(page, 'the report detail');
    await fromMenu(page, 'Open menu', 'Home');
    await waitForPath(page, '/select-home');
    const two = await inspectReport(c, page, second, look);
    const counts = { first: one, second: two, all: c.snapshot() };
    console.log(`walkthrough ${size.width}x${size.height}: ${JSON.stringify(counts)}`);

    expect(two.toFirstRoll.taps).toBeLessThanOrEqual(5);
    expect(two.toFirstRoll.typed).toBe(0);
    expect(c.typed).toBe(0);
  }, 180_000);
});

describe('a new guard on a phone, in Tamil', () => {
  test('lets a visitor in and out, then reads the scans and the day’s attendance', async () => {
    // The gate's phone keeps the mill's clock: its "today" is the mill's day.
    const { context, page } = await freshTablet({ timezoneId: MILL_ZONE });
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const page_ = catalogue('page', 'ta');
    const frame = catalogue('frame', 'ta');
    const openMenu = String(frame.frame_menu_open);
    const session = await read(context, 'getSession');
    const host = await aHostWithEmail(context);
    // The gate's calls are the gate service's (its own path behind the proxy).
    const attendance = await context.request.get('/api3020/api/getAttendanceDataFromDB', {
      headers: CLIENT_HEADERS,
    });
    const people = z
      .array(
        z.object({
          employeeName: z.string(),
          employeeId: z.string(),
          punches: z.array(z.object({ device: z.string().nullable() })),
        }),
      )
      .parse(await attendance.json());
    const visitorWords = async () =>
      dataWords(
        session,
        host.employeeName,
        people.flatMap((p) => [p.employeeName, p.employeeId, ...p.punches.map((x) => x.device)]),
        (await visitorsToday(context)).flatMap((v) => Object.values(v).map(String)),
        // The day's scans show their codes (BATCH-…, STE-…): the mill's documents, not words.
        await scansToday(context),
      );
    const look = looker({ touch: true, tamil: visitorWords });
    await look(page, 'home');

    await page.getByRole('link', { name: String(page_.page_visitor_data) }).click();
    await waitForPath(page, '/visitor-data');
    const save = page.getByRole('button', { name: gateTa('gate_entry_save') });
    await save.waitFor();
    await look(page, 'the entry form');

    // A name of this run's own (a Tamil letter per digit), so the report's button is this visitor's.
    const name = `கவின் ${[...Date.now().toString().slice(-4)].map((d) => 'அஆஇஈஉஊஎஏஐஒ'[Number(d)]).join('')}`;
    await gateField(page, 'gate_phone').fill(newPhone());
    await gateField(page, 'gate_name').fill(name);
    await gateField(page, 'gate_company').fill('முருகன் டிரேடர்ஸ்');
    await gateField(page, 'gate_purpose').fill('நூல் மாதிரி');
    const hostBox = gateField(page, 'gate_host');
    await hostBox.fill(host.employeeName);
    await hostBox.press('Escape');
    await page
      .getByLabel(gateTa('gate_id_type'))
      .selectOption({ label: gateTa('gate_id_aadhaar') });
    await gateField(page, 'gate_id_no').fill('1234 5678 9012');
    await save.click();
    const pass = page.getByRole('article', { name: gateTa('gate_pass_title') });
    await pass.locator('.gate-pass-no').waitFor();
    await look(page, 'the pass');

    await fromMenu(page, openMenu, String(page_.page_visitor_report));
    await waitForPath(page, '/visitor-report');
    const markOut = page.getByRole('button', { name: gateTa('gate_mark_out_named', { name }) });
    await markOut.waitFor();
    await look(page, 'the visitor report');
    await markOut.click();
    await markOut.waitFor({ state: 'detached' });
    await look(page, 'the visitor report, marked out');

    await fromMenu(page, openMenu, String(page_.page_security_scan));
    await waitForPath(page, '/security-scan');
    await page.getByRole('textbox', { name: gateTa('gate_scan_code') }).waitFor();
    await look(page, 'the scans');

    await fromMenu(page, openMenu, String(page_.page_attendance_list));
    await waitForPath(page, '/attendance-list');
    const everyone = page.getByRole('table', { name: gateTa('gate_att_people') });
    await expect.poll(() => everyone.getByRole('row').count()).toBeGreaterThan(1);
    await look(page, 'the attendance');
  }, 120_000);
});

describe('a new manager at a desktop', () => {
  test('reads production, stock and sales from home and follows a bar to its rolls', async () => {
    const { page } = await newcomer(['production', 'sales'], { width: 1440, height: 900 });
    const look = looker({ touch: false });
    await look(page, 'home');

    await page.getByRole('link', { name: 'Production Dashboard' }).click();
    await waitForPath(page, '/production-dashboard');
    const bars = page.getByRole('list').getByRole('button');
    await bars.first().waitFor();
    await look(page, 'the production dashboard');
    await bars.first().click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('[data-drill-count]').waitFor();
    await expect.poll(() => drawer.getByRole('row').count()).toBeGreaterThan(1);
    await look(page, 'a bar’s rolls');
    await page.goBack();
    await drawer.waitFor({ state: 'detached' });

    await fromMenu(page, 'Open menu', 'Stock With CollarCuff');
    await waitForPath(page, '/stock-with-collar-cuff');
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await look(page, 'the stock');

    await fromMenu(page, 'Open menu', 'Sales Dashboard');
    await waitForPath(page, '/sales-dashboard');
    await screenTitle(page).filter({ hasText: 'Sales Dashboard' }).waitFor();
    await look(page, 'the sales dashboard');

    await fromMenu(page, 'Open menu', 'Production Roll Wise Summary');
    await waitForPath(page, '/production-roll-summary');
    await look(page, 'the roll summary');
  }, 120_000);
});

describe('the administrator on a tablet', () => {
  test('registers a newcomer, gives them the inspector role, and the newcomer can start', async () => {
    const { page } = await freshTablet({ timezoneId: MILL_ZONE });
    await signIn(page, ADMIN);
    const look = looker({ touch: true });
    await look(page, 'home');

    await fromMenu(page, 'Open menu', 'Registration');
    await waitForPath(page, '/registration');
    const who = newAccount('newcomer');
    await page.getByRole('textbox', { name: /^username/i }).fill(who.username);
    await page.getByRole('textbox', { name: /^email/i }).fill(who.email);
    await page.getByRole('textbox', { name: /^password/i }).fill(who.password);
    await look(page, 'registration');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').filter({ hasText: who.username }).waitFor();
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await waitForPath(page, '/select-home');

    await fromMenu(page, 'Open menu', 'Users');
    await waitForPath(page, '/users-list');
    const card = page.getByRole('article', { name: who.username });
    await card.waitFor();
    await look(page, 'the users');
    await card.getByRole('button', { name: 'Roles' }).click();
    await waitForPath(page, '/user-roles-persmission');
    const inspector = page.getByRole('checkbox', { name: /^Inspector/ });
    await inspector.check();
    await look(page, 'the roles, one ticked');
    await page.getByRole('button', { name: 'Save roles' }).click();
    await page.getByText('Roles saved.').first().waitFor();

    // The newcomer, on a tablet of their own, now starts an inspection from home.
    const theirs = await freshTablet();
    await signIn(theirs.page, who);
    await theirs.page.getByRole('link', { name: 'Start inspection' }).first().click();
    await waitForPath(theirs.page, '/select-create-roll');
    await look(theirs.page, 'the newcomer’s start form');
  }, 120_000);
});
