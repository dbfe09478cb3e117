import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, errorBody, REPLAYED_HEADER } from '../../../contract';
import { visitorAlreadyOut, visitorEntryProblems } from '../../../contract/gate/visitors';
import { dayInZone } from '../../../rules/periods';
import { gateVisitors } from '../../db/schema';
import { purgeVisitorPersonalData } from './purge';
import {
  createGateApp,
  host,
  jpegBytes,
  jpegDataUrl,
  seedGatePeople,
  visitor,
} from '../../../tests/support/domains/gate';

const t = await createGateApp();
const db = t.database.db;
await seedGatePeople(db);
const guard = await t.signIn('GateGuard', ['security']);
const sales = await t.signIn('SalesPerson', ['sales']);
const admin = await t.signIn('GateAdmin', ['admin']);

const register = async (over = {}, headers: Record<string, string> = {}) => {
  const res = await t.send('postVistorDataToDB', { jsonData: visitor(over) }, guard, headers);
  expect(res.statusCode, res.body).toBe(200);
  return calls.postVistorDataToDB.output.parse(res.json());
};
const today = { jsonStartDate: dayInZone(new Date()), jsonEndDate: dayInZone(new Date()) };
const visitorCount = () => db.$count(gateVisitors);

describe('registering a visitor at the gate', () => {
  it('issues a pass, lists the visitor without the photo, and gives the photo back to the visitor pages', async () => {
    const { visitorId, passNo } = await register();
    expect(visitorId).toMatch(/^VIS-\d{8}-\d{4}$/);
    expect(passNo).toBe(visitorId);
    const res = await t.send('getVisitorReportFromDBAllData', today, guard);
    const { rows } = calls.getVisitorReportFromDBAllData.output.parse(res.json());
    const row = rows.find((r) => r.visitorId === visitorId);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      hostEmployee: host.employeeName,
      status: 'in',
      hasPhoto: true,
      outTime: null,
      emailedToHost: false,
      overstay: false,
    });
    expect(JSON.stringify(rows)).not.toContain(jpegBytes.toString('base64').slice(0, 40));
    const one = await t.send('getVisitorFromDB', { rowData: { passNo } }, guard);
    expect(one.statusCode).toBe(200);
    expect(one.json().photo).toBe(jpegDataUrl);
  });

  it('shows no visitor data to a role without the visitor pages', async () => {
    const { visitorId } = await register({ phone: '+91 90000 11111' });
    for (const [name, input] of [
      ['getVisitorFromDB', { rowData: { visitorId } }],
      ['getVisitorReportFromDBAllData', today],
      ['getVistorDataFromERPNext', { jsonData: '9000011111' }],
    ] as const) {
      const res = await t.send(name, input, sales);
      expect(res.statusCode, name).toBe(403);
      expect(res.body).not.toContain('Ravi');
    }
  });

  it('refuses a photo over 200 KB, not an image, or not the image it says, naming the field', async () => {
    const before = await visitorCount();
    const big = `data:image/jpeg;base64,${Buffer.alloc(205 * 1024, 1).toString('base64')}`;
    const png = `data:image/png;base64,${jpegBytes.toString('base64')}`;
    const notJpeg = `data:image/jpeg;base64,${Buffer.from('GIF89a-not-a-jpeg').toString('base64')}`;
    const webpLabel = `data:image/webp;base64,${jpegBytes.toString('base64')}`;
    for (const photo of [big, png, notJpeg, webpLabel]) {
      const res = await t.send('postVistorDataToDB', { jsonData: visitor({ photo }) }, guard);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe('jsonData.photo');
    }
    expect(await visitorCount()).toBe(before);
  });

  it('takes a WebP and a bare base64 JPEG', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(24, 7),
    ]);
    const a = await register({
      phone: '+91 90000 22222',
      photo: `data:image/webp;base64,${webp.toString('base64')}`,
    });
    const b = await register({ phone: '+91 90000 33333', photo: jpegBytes.toString('base64') });
    const photoOf = async (visitorId: string) =>
      (await t.send('getVisitorFromDB', { rowData: { visitorId } }, guard)).json().photo;
    expect(await photoOf(a.visitorId)).toBe(`data:image/webp;base64,${webp.toString('base64')}`);
    expect(await photoOf(b.visitorId)).toBe(jpegDataUrl);
  });

  it('registers an entry sent twice from the outbox once, by its clientId', async () => {
    const clientId = 'a3c6d9e2-7b14-4f2a-9c31-5d8e0f6a7b21';
    const entry = visitor({ clientId, phone: '+91 90000 44444' });
    const before = await visitorCount();
    const send = (key: string) =>
      t.send('postVistorDataToDB', { jsonData: entry }, guard, { 'idempotency-key': key });
    const first = await send('key-one-12345');
    // The outbox sends again under its own key after a lost answer: same visitor, same pass.
    const again = await send('key-two-12345');
    expect(again.json()).toEqual(first.json());
    const replay = await send('key-two-12345');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(await visitorCount()).toBe(before + 1);
    // A pass printed offline carries the clientId: it finds the visitor too.
    const byClient = await t.send('getVisitorFromDB', { rowData: { visitorId: clientId } }, guard);
    expect(byClient.json().visitorId).toBe(first.json().visitorId);
  });

  it('refuses an unknown host, a time in the future and a bad phone, naming the field', async () => {
    const cases = [
      [{ hostEmployee: 'Nobody Here' }, 'jsonData.hostEmployee'],
      [{ inTime: new Date(Date.now() + 3600_000).toISOString() }, 'jsonData.inTime'],
      [{ phone: '12345 678' }, 'jsonData.phone'],
    ] as const;
    for (const [over, path] of cases) {
      const res = await t.send('postVistorDataToDB', { jsonData: visitor(over) }, guard);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.issues[0].path).toBe(path);
    }
    const nobody = await t.send(
      'postVistorDataToDB',
      { jsonData: visitor({ hostEmployee: 'Nobody Here' }) },
      guard,
    );
    // A reason the guard's screen knows and words in the guard's language.
    expect(nobody.json().error.issues[0].message).toBe(visitorEntryProblems.hostUnknown);
  });

  it('finds the host by employee id too', async () => {
    const { visitorId } = await register({
      hostEmployee: host.employeeId,
      phone: '+91 90000 55555',
    });
    const one = await t.send('getVisitorFromDB', { rowData: { visitorId } }, guard);
    expect(one.json().hostEmployee).toBe(host.employeeName);
  });
});

describe('badges and exits', () => {
  it('hands a badge to one visitor inside at a time, and out again', async () => {
    const first = await register({ passNo: 'b-17', phone: '+91 91111 00001' });
    expect(first.passNo).toBe('B-17');
    const taken = await t.send(
      'postVistorDataToDB',
      { jsonData: visitor({ passNo: 'B-17' }) },
      guard,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.issues[0]).toEqual({
      path: 'jsonData.passNo',
      message: visitorEntryProblems.passHeld,
    });
    expect(taken.json().error.message).toContain(first.visitorId);
    const out = await t.send('setVisitorReportExit', { rowData: { passNo: 'B-17' } }, guard);
    expect(out.statusCode).toBe(200);
    expect(out.json().visitorId).toBe(first.visitorId);
    const second = await register({ passNo: 'B-17', phone: '+91 91111 00002' });
    expect(second.visitorId).not.toBe(first.visitorId);
  });

  it('marks a visitor out once: a second exit is refused with who and when, as data', async () => {
    const { visitorId, passNo } = await register({
      name: 'Selvi Twice',
      phone: '+91 91111 00003',
    });
    const first = await t.send('setVisitorReportExit', { rowData: { visitorId } }, guard);
    expect(first.statusCode).toBe(200);
    const again = await t.send('setVisitorReportExit', { rowData: { passNo } }, guard);
    expect(again.statusCode).toBe(409);
    const error = errorBody.parse(again.json()).error;
    expect(error.code).toBe('conflict');
    // The instant, for the guard's screen to word in its own format: no time written here.
    expect(visitorAlreadyOut.parse(error.detail)).toEqual({
      reason: 'alreadyOut',
      visitorId,
      passNo,
      name: 'Selvi Twice',
      outTime: first.json().outTime,
    });
    expect(error.message).toContain(visitorId);
    expect(error.message).not.toMatch(/\d{2}:\d{2}/);
    const out = calls.getVisitorReportFromDBAllDataForOut.output.parse(
      (await t.send('getVisitorReportFromDBAllDataForOut', { ...today, limit: 200 }, guard)).json(),
    );
    expect(out.rows.filter((r) => r.visitorId === visitorId)).toHaveLength(1);
  });

  it('needs an entry before an exit', async () => {
    const noVisitor = await t.send(
      'setVisitorReportExit',
      { rowData: { visitorId: 'VIS-20240101-0999' } },
      guard,
    );
    expect(noVisitor.statusCode).toBe(404);
    expect(noVisitor.json().error.message).toContain('VIS-20240101-0999');
    const noPass = await t.send(
      'setVisitorReportExit',
      { rowData: { passNo: 'NEVER-GIVEN' } },
      guard,
    );
    expect(noPass.statusCode).toBe(404);
    expect(noPass.json().error.message).toContain('NEVER-GIVEN');
  });

  it('refuses an exit before the entry', async () => {
    const inTime = new Date(Date.now() - 60 * 60_000);
    const { visitorId } = await register({
      inTime: inTime.toISOString(),
      phone: '+91 91111 00004',
    });
    const res = await t.send(
      'setVisitorReportExit',
      { rowData: { visitorId, outTime: new Date(inTime.getTime() - 60_000).toISOString() } },
      guard,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('rowData.outTime');
  });

  it('lets only one of two guards marking the same visitor out at once succeed', async () => {
    const { visitorId } = await register({ phone: '+91 91111 00005' });
    const results = await Promise.all([
      t.send('setVisitorReportExit', { rowData: { visitorId } }, guard),
      t.send('setVisitorReportExit', { rowData: { visitorId } }, admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('returning visitors', () => {
  it('are found by phone however it is typed, with their latest details and visit count', async () => {
    // The later visit is later at any hour (a first visit at "now" fell on the day after the
    // second's in the minutes after the mill's midnight).
    await register({
      phone: '98420 11223',
      company: 'Old Company',
      name: 'Karthik R',
      inTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    await register({
      phone: '+91-98420-11223',
      company: 'New Company',
      name: 'Karthik R',
      vehicleNo: 'TN 39 CD 5678',
      inTime: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    for (const typed of ['9842011223', '+91 98420 11223', '420112']) {
      const res = await t.send('getVistorDataFromERPNext', { jsonData: typed }, guard);
      const found = calls.getVistorDataFromERPNext.output.parse(res.json());
      expect(found, typed).toHaveLength(1);
      expect(found[0]).toMatchObject({
        company: 'New Company',
        vehicleNo: 'TN 39 CD 5678',
        visits: 2,
      });
      expect(found[0]?.photo).toBe(jpegDataUrl);
    }
    const byName = await t.send('getVistorDataFromERPNext', { jsonData: 'karth' }, guard);
    expect(byName.json().map((r: { name: string }) => r.name)).toContain('Karthik R');
  });

  it('are found only among phones that match: six digits of another number find nothing', async () => {
    const res = await t.send('getVistorDataFromERPNext', { jsonData: '555666' }, guard);
    expect(res.json()).toEqual([]);
  });
});

describe('overstays and personal data', () => {
  it('flags a visitor inside past the limit of the visitor settings', async () => {
    const { visitorId } = await register({
      inTime: new Date(Date.now() - 5 * 3600_000).toISOString(),
      phone: '+91 92222 00001',
    });
    const overstay = async () =>
      (await t.send('getVisitorFromDB', { rowData: { visitorId } }, guard)).json().overstay;
    expect(await overstay()).toBe(true);
    const saved = await t.send(
      'saveVisitorSettings',
      { jsonData: { photoRetentionDays: 90, overstayMinutes: 360 } },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(await overstay()).toBe(false);
    const refused = await t.send(
      'saveVisitorSettings',
      { jsonData: { photoRetentionDays: 90, overstayMinutes: 360 } },
      guard,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('removes the photo and ID number of visits past the retention period, and keeps the register', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    const { visitorId: oldId } = await register({
      inTime: old.toISOString(),
      phone: '+91 93333 00001',
    });
    const { visitorId: newId } = await register({ phone: '+91 93333 00002' });
    const cleared = await purgeVisitorPersonalData(db);
    expect(cleared).toBeGreaterThanOrEqual(1);
    const [gone] = await db.select().from(gateVisitors).where(eq(gateVisitors.visitorId, oldId));
    expect(gone).toMatchObject({ photo: null, photoType: null, idProofNo: '', name: 'Ravi Kumar' });
    expect(gone?.purgedAt).not.toBeNull();
    const [kept] = await db.select().from(gateVisitors).where(eq(gateVisitors.visitorId, newId));
    expect(kept?.photo).not.toBeNull();
    expect(kept?.idProofNo).toBe('2345 6789 0123');
    // A second run finds nothing more to remove.
    expect(await purgeVisitorPersonalData(db)).toBe(0);
  });

  it('applies a shorter retention as soon as it is saved', async () => {
    const { visitorId } = await register({
      inTime: new Date(Date.now() - 20 * 86_400_000).toISOString(),
      phone: '+91 93333 00003',
    });
    const photoOf = async () =>
      (
        await db
          .select({ p: sql<boolean>`photo is not null` })
          .from(gateVisitors)
          .where(eq(gateVisitors.visitorId, visitorId))
      )[0]?.p;
    expect(await photoOf()).toBe(true);
    const saved = await t.send(
      'saveVisitorSettings',
      { jsonData: { photoRetentionDays: 14, overstayMinutes: 240 } },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(await photoOf()).toBe(false);
    const settings = await t.send('getVisitorSettings', {}, guard);
    expect(settings.json()).toMatchObject({ photoRetentionDays: 14, updatedBy: 'GateAdmin' });
  });
});
