import { parse } from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { parseMime, partOf } from '../../server/domains/gate/email/mime';
import { receivedMail } from './gate-mail';
import {
  aHostWithEmail,
  aroundToday,
  cameraJpeg,
  demoEmailOf,
  earlierVisit,
  field,
  fits,
  guardSignedIn,
  newPhone,
  PHONE,
  ta,
  visitorsToday,
} from './gate-support';
import { CLIENT_HEADERS, downloadedText, freshTablet, searchOf } from './helpers';

/**
 * Visitors at the gate as a new guard meets them, on a phone, in Tamil: a new visitor with a
 * photo and the email that reaches the host, a returning visitor found by phone, and a pass
 * scanned to mark its visitor out.
 */

const dataUrlBytes = (src: string) => Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');

/** The host's message about `name`, once the mail server has it. */
async function hostMailAbout(name: string) {
  const dir = inject('mailDir');
  const find = () =>
    receivedMail(dir)
      .map((m) => ({ to: m.to, mail: parseMime(m.raw) }))
      .find((m) => m.mail.headers.get('subject')?.includes(name));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  const found = find();
  if (!found) throw new Error(`no message about ${name}`);
  return found;
}

/** The pass the screen shows after a save: its number, once the server has given it. */
async function passNoShown(page: Page): Promise<string> {
  const pass = page.getByRole('article', { name: ta('gate_pass_title') });
  const passNoBox = pass.locator('.gate-pass-no');
  await passNoBox.waitFor();
  const passNo = (await passNoBox.textContent())?.trim() ?? '';
  expect(passNo).not.toBe('');
  return passNo;
}

describe('visitors at the gate, on a phone, in Tamil', () => {
  test("a new visitor with a photo gets a pass; the host's email arrives with the photo; one tap marks them out", async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const host = await aHostWithEmail(context);
    expect(host.hasEmail).toBe(true);

    await page.goto('/visitor-data');
    const save = page.getByRole('button', { name: ta('gate_entry_save') });
    await save.waitFor();
    await fits(page, 'empty entry form');

    // Nothing typed: the form names what is missing, and nothing is saved.
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: ta('gate_entry_fix') })
      .waitFor();

    const name = `Kavin ${Date.now().toString(36)}`;
    await field(page, 'gate_phone').fill(newPhone());
    await field(page, 'gate_name').fill(name);
    await field(page, 'gate_company').fill('Sri Murugan Traders');
    await field(page, 'gate_purpose').fill('Yarn sample');
    // The host is typed as a guard does; the list under the field offers the same names.
    const hostBox = field(page, 'gate_host');
    await hostBox.fill(host.employeeName);
    await hostBox.press('Escape');
    await page.getByLabel(ta('gate_id_type')).selectOption({ label: ta('gate_id_aadhaar') });
    await field(page, 'gate_id_no').fill('1234 5678 9012');
    await field(page, 'gate_vehicle_optional').fill('TN 39 AB 1234');

    // The phone's camera hands over a big picture; the screen shows it made small.
    const jpeg = await cameraJpeg(page);
    expect(jpeg.length).toBeGreaterThan(400_000);
    await page
      .locator('input[type="file"][accept="image/*"]')
      .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const preview = page.getByRole('img', { name: ta('gate_photo_of_visitor') });
    await preview.waitFor();
    const photo = dataUrlBytes((await preview.getAttribute('src')) ?? '');
    expect(photo.length).toBeLessThanOrEqual(200 * 1024);
    await fits(page, 'filled entry form');

    await save.click();

    // The pass: its number and a QR code of it.
    const passNo = await passNoShown(page);
    const qr = page.getByRole('img', { name: ta('gate_pass_qr_of', { passNo }) });
    await expect.poll(() => qr.locator('svg path, svg rect').count()).toBeGreaterThan(0);
    await expect.poll(() => qr.getAttribute('data-code')).toBe(passNo);
    await fits(page, 'pass');

    const stored = (await visitorsToday(context)).find((v) => v.passNo === passNo);
    expect(stored).toMatchObject({ name, status: 'in', hasPhoto: true });

    // Emailing the host: the screen says where it went, and the mail server has it.
    const address = demoEmailOf(host);
    await page.getByRole('button', { name: ta('gate_email_host') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ta('gate_email_sent', { to: address }) })
      .waitFor();
    await fits(page, 'pass, host emailed');
    const { to, mail } = await hostMailAbout(name);
    expect(to).toEqual([address]);
    expect(mail.headers.get('to')).toContain(address);
    const text = partOf(mail, 'text/plain')?.body.toString('utf8') ?? '';
    expect(text).toContain(`Dear ${host.employeeName},`);
    expect(text).toContain(`${name} from Sri Murugan Traders is at the gate to see you.`);
    expect(text).toContain(`Pass: ${passNo}`);
    // The photo taken at the gate, in the message itself: the HTML shows the attached image.
    const image = partOf(mail, 'image/jpeg');
    expect(image?.headers.get('content-id')).toBe('<visitor-photo@greige>');
    expect(image?.body.equals(photo)).toBe(true);
    expect(partOf(mail, 'text/html')?.body.toString('utf8')).toContain('cid:visitor-photo@greige');

    // The report: the visitor is inside; one tap marks them out.
    await page.goto(`/visitor-report${searchOf({ preset: 'custom', ...aroundToday })}`);
    const markOut = page.getByRole('button', { name: ta('gate_mark_out_named', { name }) });
    await markOut.waitFor();
    await fits(page, 'visitor report');
    await markOut.click();
    await page.getByRole('status').filter({ hasText: name }).waitFor();
    await markOut.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await visitorsToday(context)).find((v) => v.passNo === passNo)?.status)
      .toBe('out');
  });

  test('a returning visitor is found by phone and filled in: a few taps give the pass', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const host = await aHostWithEmail(context);
    const phone = newPhone();
    const name = `Murugesan ${Date.now().toString(36)}`;
    const photo = await cameraJpeg(page, { width: 160, height: 120 });
    const last = await earlierVisit(context, {
      name,
      phone: `${phone.slice(0, 5)} ${phone.slice(5)}`,
      company: 'Kongu Dyeing Works',
      hostEmployee: host.employeeName,
      idProofNo: 'TN38 20110012345',
      vehicleNo: 'TN 38 CX 4321',
      photo: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    // The earlier visit is over.
    const over = await context.request.post('/api3020/api/setVisitorReportExit', {
      headers: CLIENT_HEADERS,
      data: { rowData: { visitorId: last.visitorId } },
    });
    expect(over.ok()).toBe(true);

    await page.goto('/visitor-data');
    // The guard types the phone as the visitor says it, without spaces.
    await field(page, 'gate_phone').fill(phone);
    const found = page.getByRole('button', { name: new RegExp(`^${name}, Kongu Dyeing Works`) });
    await found.click();
    await fits(page, 'returning visitor filled');
    await expect.poll(() => field(page, 'gate_name').inputValue()).toBe(name);
    expect(await field(page, 'gate_company').inputValue()).toBe('Kongu Dyeing Works');
    expect(await field(page, 'gate_id_no').inputValue()).toBe('TN38 20110012345');
    expect(await field(page, 'gate_vehicle_optional').inputValue()).toBe('TN 38 CX 4321');
    expect(await page.getByLabel(ta('gate_id_type')).inputValue()).toBe('Driving licence');
    // The last photo comes with them: no new picture needed.
    const preview = page.getByRole('img', { name: ta('gate_photo_of_visitor') });
    expect(dataUrlBytes((await preview.getAttribute('src')) ?? '').equals(photo)).toBe(true);

    // Today's purpose and host are the guard's to give; then the pass.
    await field(page, 'gate_purpose').fill('Dyeing trial');
    const hostBox = field(page, 'gate_host');
    await hostBox.fill(host.employeeName);
    await hostBox.press('Escape');
    await page.getByRole('button', { name: ta('gate_entry_save') }).click();
    const passNo = await passNoShown(page);
    expect(passNo).not.toBe(last.passNo);
    await fits(page, 'returning visitor pass');

    const today = await visitorsToday(context);
    const visit = today.find((v) => v.passNo === passNo);
    expect(visit).toMatchObject({
      name,
      company: 'Kongu Dyeing Works',
      vehicleNo: 'TN 38 CX 4321',
      status: 'in',
      hasPhoto: true,
    });
    expect(visit?.phone.replace(/\D/g, '')).toContain(phone);
  });

  test('a pass scanned on the report marks its visitor out; the same pass again is refused in words', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(PHONE);
    await guardSignedIn(context, page);
    const host = await aHostWithEmail(context);
    const name = `Selvi ${Date.now().toString(36)}`;
    const { passNo } = await earlierVisit(context, {
      name,
      phone: newPhone(),
      company: 'Amman Knit Needles',
      hostEmployee: host.employeeName,
      idProofNo: 'ABCDE1234F',
    });

    await page.goto(`/visitor-report${searchOf({ preset: 'custom', ...aroundToday })}`);
    const markOut = page.getByRole('button', { name: ta('gate_mark_out_named', { name }) });
    await markOut.waitFor();

    // A handheld scanner is a keyboard: it types the pass's code into the field and presses Enter.
    await page.getByLabel(ta('gate_pass_no')).click();
    await page.keyboard.type(passNo);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: name }).waitFor();
    await markOut.waitFor({ state: 'detached' });
    await fits(page, 'visitor report, pass scanned');

    // The list of the day shows them out: on a phone, in the row's details.
    const table = page.getByRole('table', { name: ta('gate_all_label') });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.locator('[aria-expanded]').click();
    await expect.poll(() => row.textContent()).toContain(ta('gate_status_out'));
    await expect
      .poll(async () => (await visitorsToday(context)).find((v) => v.passNo === passNo)?.status)
      .toBe('out');

    // The same pass again: refused, and the guard is told who went out when, in the app's format.
    await page.getByLabel(ta('gate_pass_no')).fill('');
    await page.getByLabel(ta('gate_pass_no')).click();
    await page.keyboard.type(passNo);
    await page.keyboard.press('Enter');
    const [alreadyOut = ''] = ta('gate_exit_already_out_at', { name }).split('{time}');
    await page
      .getByRole('alert')
      .filter({ hasText: alreadyOut.trim() })
      .filter({ hasText: /\d\d-\d\d-\d{4} \d\d:\d\d/ })
      .waitFor();
    await fits(page, 'visitor report, second exit refused');

    // The day's visits as a CSV: every visit of the dates, this one marked out among them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: ta('tables_export_named', { name: ta('gate_all_label') }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`visitors_${aroundToday.from}_${aroundToday.to}.csv`);
    const { data: lines } = parse<string[]>(await downloadedText(download), {
      skipEmptyLines: true,
    });
    const res = await context.request.get('/api3020/api/getVisitorReportFromDBAllData', {
      headers: CLIENT_HEADERS,
      params: { jsonStartDate: aroundToday.from, jsonEndDate: aroundToday.to, limit: 1 },
    });
    const { total } = (await res.json()) as { total: number };
    // A header, then one line per visit of the dates, however many pages the table has read.
    expect(lines).toHaveLength(total + 1);
    expect(lines.find((l) => l.includes(passNo))).toContain(name);
  });
});
