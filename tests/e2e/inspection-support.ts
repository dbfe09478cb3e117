import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { CLIENT_HEADERS } from './helpers';

/** A read call as the signed-in tablet makes it (reads are GETs with their input as the query). */
export async function read(
  context: BrowserContext,
  call: string,
  params: Record<string, string> = {},
): Promise<unknown> {
  const res = await context.request.get(`/api/api/${call}`, { headers: CLIENT_HEADERS, params });
  if (!res.ok()) throw new Error(`${call}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** The greige rolls the demo mill knows (getRollNoFromDB), as far as the tests need them. */
export const knownRolls = z.array(
  z.object({ greigeRollNo: z.string(), finishRollNo: z.string().nullable(), itemCode: z.string() }),
);

/** The text box labelled `label` (a segment's hidden radio may carry the same name). */
export const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input:not([type="radio"])')).first();

/** Opens a Mantine select by its label and picks the option matching `option`. */
export async function pick(
  page: Page,
  label: string,
  option: RegExp | string,
  type?: string,
): Promise<void> {
  const input = field(page, label);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}
