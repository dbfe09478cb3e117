import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { z } from 'zod';
import { newTabletPage } from '../support/browser';
import {
  ADMIN,
  CLIENT_HEADERS,
  grantRoles,
  newAccount,
  register,
  screenTitle,
  waitForPath,
  type Account,
} from './helpers';
import { read } from './inspection-support';
import { layoutProblems } from './layout-support';

/** What the gate's browser tests share: Tamil words from the catalogues, signing in, the server's view. */

const catalogue = (area: string) =>
  z
    .record(z.string(), z.unknown())
    .parse(
      JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/messages/${area}/ta.json`, import.meta.url).pathname,
          'utf8',
        ),
      ),
    );
const tamil: Record<string, unknown> = {
  ...catalogue('auth'),
  ...catalogue('gate'),
  ...catalogue('tables'),
};

/** A message's Tamil text, its `{inputs}` filled from `values` (unfilled ones stay as `{name}`). */
export function ta(key: string, values: Record<string, string | number> = {}): string {
  const text = tamil[key];
  if (typeof text !== 'string') throw new Error(`no plain Tamil message ${key}`);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
}

/** The part of a Tamil message before its first input: what a partial match can look for. */
export const taPrefix = (key: string): string => ta(key).split('{')[0]?.trim() ?? '';

/** Chooses Tamil on the sign-in screen and signs in as `who`. */
export async function signInTamil(page: Page, who: Account): Promise<void> {
  await page.goto('/login');
  await page.locator('label', { hasText: 'தமிழ்' }).click();
  await screenTitle(page).filter({ hasText: 'லாகின்' }).waitFor();
  await page.getByLabel('ஈமெயில்').fill(who.email);
  await page.getByRole('textbox', { name: /^பாஸ்வேர்டு/ }).fill(who.password);
  await page.getByRole('button', { name: 'லாகின்' }).click();
  await waitForPath(page, '/select-home');
}

/** The guard's phone. */
export const PHONE = { width: 390, height: 844 } as const;

/** The screen fits the phone; a screenshot of it when TAMIL_SCREENS names a directory. */
export async function fits(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), where).toEqual([]);
  const dir = process.env.TAMIL_SCREENS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({
      path: path.join(dir, `gate-${where.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
  }
}

/** A new guard (the security role), signed in on the phone in Tamil. */
export async function guardSignedIn(context: BrowserContext, page: Page): Promise<void> {
  const guard = newAccount('guard');
  await register(context, guard);
  await grantRoles(guard.username, ['security']);
  await signInTamil(page, guard);
}

/** The entry form's field labelled by the message `key` (a required field's label ends in *). */
export const field = (page: Page, key: string) =>
  page.getByLabel(ta(key), { exact: false }).first();

/** A phone number no demo visitor has: a new visitor, not a returning one. */
export const newPhone = (): string =>
  `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * A camera-sized JPEG (2400 × 1800 of noise, far over 200 KB) made by the browser itself, as a
 * phone's camera would hand it to the page.
 */
export async function cameraJpeg(
  page: Page,
  size: { width: number; height: number } = { width: 2400, height: 1800 },
): Promise<Buffer> {
  const base64 = await page.evaluate((size) => {
    interface Pixels {
      data: Uint8ClampedArray;
    }
    interface Canvas {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        createImageData(w: number, h: number): Pixels;
        putImageData(p: Pixels, x: number, y: number): void;
      } | null;
      toDataURL(type: string, quality: number): string;
    }
    const doc = (globalThis as unknown as { document: { createElement(t: 'canvas'): Canvas } })
      .document;
    const canvas = doc.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const image = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = (i * 7) % 256;
      image.data[i + 1] = Math.floor(Math.random() * 256);
      image.data[i + 2] = (i >> 10) % 256;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
  }, size);
  return Buffer.from(base64, 'base64');
}

const visitors = z.object({
  rows: z.array(
    z.object({
      visitorId: z.string(),
      passNo: z.string(),
      name: z.string(),
      phone: z.string(),
      company: z.string(),
      vehicleNo: z.string().nullable(),
      status: z.enum(['in', 'out']),
      hasPhoto: z.boolean(),
    }),
  ),
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The days around today, whatever the time zone: the mill's day (India) may already be UTC's
 * tomorrow, and the test's browser runs in the machine's zone.
 */
export const aroundToday = { from: day(-1), to: day(1) } as const;

/** Today's visitors as the server has them (the newest 200), read with the signed-in guard's cookie. */
export async function visitorsToday(context: BrowserContext) {
  const res = await context.request.get('/api3020/api/getVisitorReportFromDBAllData', {
    headers: CLIENT_HEADERS,
    params: { jsonStartDate: aroundToday.from, jsonEndDate: aroundToday.to, limit: 200 },
  });
  if (!res.ok()) throw new Error(`visitors: ${res.status()} ${await res.text()}`);
  return visitors.parse(await res.json()).rows;
}

/** A visit registered an hour ago through the API, as if at the gate: a returning visitor's last. */
export async function earlierVisit(
  context: BrowserContext,
  visit: Record<string, string>,
): Promise<{ visitorId: string; passNo: string }> {
  const res = await context.request.post('/api3020/api/postVistorDataToDB', {
    headers: CLIENT_HEADERS,
    data: {
      jsonData: {
        purpose: 'Last visit',
        idProofType: 'Driving licence',
        inTime: new Date(Date.now() - 3600_000).toISOString(),
        ...visit,
      },
    },
  });
  if (!res.ok()) throw new Error(`earlier visit: ${res.status()} ${await res.text()}`);
  return z.object({ visitorId: z.string(), passNo: z.string() }).parse(await res.json());
}

const hosts = z.array(
  z.object({ employeeId: z.string(), employeeName: z.string(), hasEmail: z.boolean() }),
);
export type Host = z.infer<typeof hosts>[number];

/** An employee a visitor may come to see, one with an email address when there is one. */
export async function aHostWithEmail(context: BrowserContext): Promise<Host> {
  const res = await context.request.get('/api3020/api/getVisitorHostsFromDB', {
    headers: CLIENT_HEADERS,
  });
  if (!res.ok()) throw new Error(`hosts: ${res.status()} ${await res.text()}`);
  const all = hosts.parse(await res.json());
  const host = all.find((h) => h.hasEmail) ?? all[0];
  if (!host) throw new Error('the demo mill has no employee to visit');
  return host;
}

/** An employee's name a visitor may come to see. */
export const aHost = async (context: BrowserContext): Promise<string> =>
  (await aHostWithEmail(context)).employeeName;

/**
 * The company email the demo mill gives an employee (server/demo/steps/people.ts): their first
 * name and the number of their employee id, at greige.example. No call answers employees' email
 * addresses, so the test knows them as the demo wrote them.
 */
export const demoEmailOf = (host: Host): string =>
  `${host.employeeName.split(' ')[0]?.toLowerCase() ?? ''}.${host.employeeId.slice(-5)}@greige.example`;

const people = z
  .record(z.string(), z.unknown())
  .parse(
    JSON.parse(
      readFileSync(
        new URL('../../src/i18n/messages/people/ta.json', import.meta.url).pathname,
        'utf8',
      ),
    ),
  );

/** A customer screen's Tamil text. */
export function taPeople(key: string): string {
  const text = people[key];
  if (typeof text !== 'string') throw new Error(`no plain Tamil message ${key}`);
  return text;
}

/** A GSTIN with its check character (the mod-36 rule of rules/india.ts, run here on its own). */
export function gstinFor(first14: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return first14 + alphabet.charAt((36 - (sum % 36)) % 36);
}

/** A greige roll the demo mill knows, read as the administrator (a guard has no roll lookups). */
export async function aRollNo(): Promise<string> {
  const { context } = await newTabletPage();
  try {
    const login = await context.request.post('/api/api/login', {
      headers: CLIENT_HEADERS,
      data: { credentials: { email: ADMIN.email, password: ADMIN.password } },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const res = await context.request.get('/api/api/getRollNoFromDB', { headers: CLIENT_HEADERS });
    if (!res.ok()) throw new Error(`rolls: ${res.status()} ${await res.text()}`);
    const rolls = z.array(z.object({ greigeRollNo: z.string() })).parse(await res.json());
    const roll = rolls[0];
    if (!roll) throw new Error('the demo mill has no roll');
    return roll.greigeRollNo;
  } finally {
    await context.close();
  }
}

/** The gate's scans around today as the server has them (the newest 200): the codes it shows. */
export async function scansToday(context: BrowserContext): Promise<string[]> {
  const answer = await read(context, 'getSecurityScanReport', {
    jsonStartDate: aroundToday.from,
    jsonEndDate: aroundToday.to,
    limit: '200',
  });
  const scans = z.object({
    rows: z.array(z.object({ code: z.string(), reference: z.string().nullable() })),
  });
  return scans.parse(answer).rows.flatMap((r) => [r.code, r.reference ?? '']);
}
