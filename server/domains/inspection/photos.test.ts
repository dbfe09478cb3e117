import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { MAX_DEFECT_PHOTO_BYTES } from '../../../contract/main/inspection';
import { ccHeader, collarCuffApp } from '../../../tests/support/domains/collarCuff';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';
import { defectPhotos } from '../../db/schema';
import { purgeDefectPhotos } from './photoRetention';

const fabric = await inspectionApp();
const { ok, refused, count, t, db } = fabric;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The start of a JPEG (SOI, a JFIF APP0 segment) and its end: enough to be taken for one. */
const jpeg = (fill = 16) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(fill, 0x42),
    Buffer.from([0xff, 0xd9]),
  ]);
const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const { reportNo } = await ok('postData', { jsonData: header() });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-2', kg: 20 } });
const tapOn = (rollNo: string, clientId: string, mistake = 'Hole') =>
  ok('postMistakeData', { jsonData: { reportNo, rollNo, mistake, points: 4, clientId } });
await tapOn('GR-T-1', uuid(1));
await tapOn('GR-T-1', uuid(2), 'Slub');

const photoOf = (over: Record<string, unknown> = {}) => ({
  jsonData: {
    kind: 'fabric',
    reportNo,
    rollNo: 'GR-T-1',
    tapClientId: uuid(1),
    photo: dataUrl(jpeg()),
    width: 1280,
    height: 960,
    ...over,
  },
});
const sheetOf = async (rollNo: string) =>
  calls.getRollReportFromERPNEXT.output.parse(
    await ok('getRollReportFromERPNEXT', { report_no: reportNo, roll_no: rollNo }),
  );

describe('a photo of a fabric tap', () => {
  it('is stored once when its save is sent twice with the same clientId', async () => {
    const first = await ok('postDefectPhoto', photoOf({ clientId: uuid(101) }));
    expect(calls.postDefectPhoto.output.parse(first)).toEqual({
      id: uuid(101),
      width: 1280,
      height: 960,
      takenAt: expect.any(String),
    });
    const again = await ok('postDefectPhoto', photoOf({ clientId: uuid(101) }));
    expect(again).toEqual(first);
    expect(await count(defectPhotos)).toBe(1);
  });

  it('shows on its tap’s row of the roll sheet and the tap screen, and nowhere else', async () => {
    const sheet = await sheetOf('GR-T-1');
    const [hole, slub] = sheet.mistakes;
    expect(hole?.photos?.map((p) => [p.id, p.width, p.height])).toEqual([[uuid(101), 1280, 960]]);
    expect(slub?.photos).toEqual([]);
    const taps = calls.getMistakeDataInDB.output.parse(
      await ok('getMistakeDataInDB', { jsonData: { reportNo, rollNo: 'GR-T-1' } }),
    );
    expect(taps.map((m) => m.photos?.length)).toEqual([1, 0]);
  });

  it('reads back with its tap and the very bytes that were sent', async () => {
    const photo = calls.getDefectPhoto.output.parse(
      await ok('getDefectPhoto', { photo_id: uuid(101) }),
    );
    expect(photo).toMatchObject({
      id: uuid(101),
      kind: 'fabric',
      reportNo,
      rollNo: 'GR-T-1',
      mistake: 'Hole',
      takenBy: 'Kavitha',
      photo: dataUrl(jpeg()),
    });
    const missing = await t.call('getDefectPhoto', { photo_id: uuid(999) }, fabric.cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('takes a WebP and a bare base64 photo, numbering one sent without a clientId', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.from([0x20, 0, 0, 0]),
      Buffer.from('WEBPVP8 ', 'latin1'),
      Buffer.alloc(20, 1),
    ]);
    const a = await ok('postDefectPhoto', photoOf({ photo: dataUrl(webp, 'image/webp') }));
    const b = await ok(
      'postDefectPhoto',
      photoOf({ tapClientId: uuid(2), photo: jpeg().toString('base64') }),
    );
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.id).not.toBe(a.id);
    const read = await ok('getDefectPhoto', { photo_id: a.id });
    expect(read.photo).toBe(dataUrl(webp, 'image/webp'));
    expect((await sheetOf('GR-T-1')).mistakes.map((m) => m.photos?.length)).toEqual([2, 1]);
  });

  it('refuses what is not an image, a photo over 250 KB and a tap that does not exist', async () => {
    const before = await count(defectPhotos);
    const tooBig = dataUrl(jpeg(MAX_DEFECT_PHOTO_BYTES));
    const cases = [
      [{ photo: dataUrl(png) }, 400, 'jsonData.photo', /JPEG or WebP/],
      [
        { photo: dataUrl(Buffer.from('RIFF0000AVI LIST', 'latin1')) },
        400,
        'jsonData.photo',
        /JPEG or WebP/,
      ],
      [{ photo: 'not a photo at all' }, 400, 'jsonData.photo', /JPEG or WebP/],
      [{ photo: tooBig }, 400, 'jsonData.photo', /at most 250 KB/],
      [{ tapClientId: uuid(77) }, 404, 'jsonData.tapClientId', /no QI tap/],
      [{ rollNo: 'GR-T-2' }, 400, 'jsonData.tapClientId', /on roll GR-T-1/],
      [{ kind: 'collarCuff' }, 404, 'jsonData.tapClientId', /no CC QI tap/],
      [{ width: 0 }, 400, 'jsonData.width', /./],
    ] as const;
    for (const [over, status, path, message] of cases) {
      const res = await refused('postDefectPhoto', photoOf({ ...over, clientId: uuid(200) }));
      expect(res, path).toMatchObject({ status, path });
      expect(res.message).toMatch(message);
    }
    expect(await count(defectPhotos)).toBe(before);
  });

  it('is removed by its id while the report is open, and goes with its tap when undone', async () => {
    await ok('postDefectPhoto', photoOf({ tapClientId: uuid(2), clientId: uuid(102) }));
    expect(await ok('removeDefectPhoto', { jsonData: { photoId: uuid(102) } })).toEqual({
      ok: true,
    });
    const gone = await refused('removeDefectPhoto', { jsonData: { photoId: uuid(102) } });
    expect(gone).toMatchObject({ status: 404, path: 'jsonData.photoId' });

    await tapOn('GR-T-2', uuid(3));
    await ok('postDefectPhoto', photoOf({ rollNo: 'GR-T-2', tapClientId: uuid(3) }));
    const onTap = () => db.$count(defectPhotos, eq(defectPhotos.rollNo, 'GR-T-2'));
    expect(await onTap()).toBe(1);
    await ok('removeMistakeData', { jsonData: { reportNo, rollNo: 'GR-T-2', clientId: uuid(3) } });
    expect(await onTap()).toBe(0);
  });

  it('is refused to a user whose roles do not open the tap screen or the sheets', async () => {
    const viewer = await t.userWithRoles('Vimala', ['viewer']);
    const none = await t.userWithRoles('Gopal', []);
    const before = await count(defectPhotos);
    expect((await t.call('postDefectPhoto', photoOf() as never, viewer)).statusCode).toBe(403);
    expect((await t.call('getDefectPhoto', { photo_id: uuid(101) }, viewer)).statusCode).toBe(200);
    expect((await t.call('getDefectPhoto', { photo_id: uuid(101) }, none)).statusCode).toBe(403);
    const remove = { jsonData: { photoId: uuid(101) } };
    expect((await t.call('removeDefectPhoto', remove, viewer)).statusCode).toBe(403);
    expect(await count(defectPhotos)).toBe(before);
  });

  it('is still taken once the report is completed, but no longer removed', async () => {
    await ok('postRollSummaryData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', completeReport: true, verdict: 'inspectOk' },
    });
    const late = await ok(
      'postDefectPhoto',
      photoOf({ tapClientId: uuid(2), clientId: uuid(103) }),
    );
    expect(late.id).toBe(uuid(103));
    const kept = await refused('removeDefectPhoto', { jsonData: { photoId: uuid(103) } });
    expect(kept).toMatchObject({ status: 400, path: 'jsonData.photoId' });
    expect(kept.message).toContain('completed');
    expect(await db.$count(defectPhotos, eq(defectPhotos.id, uuid(103)))).toBe(1);
  });
});

describe('keeping defect photos', () => {
  const takenDaysAgo = (id: string, days: number) =>
    db
      .update(defectPhotos)
      .set({ takenAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(defectPhotos.id, id));

  it('clears the image of photos past the retention period and keeps newer ones', async () => {
    await takenDaysAgo(uuid(101), 731);
    await takenDaysAgo(uuid(103), 700);
    expect(await purgeDefectPhotos(db)).toBe(1);
    expect(await purgeDefectPhotos(db)).toBe(0);
    const old = await ok('getDefectPhoto', { photo_id: uuid(101) });
    expect(old).toMatchObject({ id: uuid(101), mistake: 'Hole', photo: null });
    expect((await ok('getDefectPhoto', { photo_id: uuid(103) })).photo).toBe(dataUrl(jpeg()));
    const [row] = await db
      .select()
      .from(defectPhotos)
      .where(eq(defectPhotos.id, uuid(101)));
    expect(row).toMatchObject({ photo: null, photoType: null, purgedAt: expect.any(Date) });
    // The sheet lists the photos that can still be opened.
    const ids = (await sheetOf('GR-T-1')).mistakes.flatMap((m) => m.photos?.map((p) => p.id));
    expect(ids).not.toContain(uuid(101));
    expect(ids).toContain(uuid(103));
  });

  it('follows the period the administrator sets, refusing one out of range', async () => {
    const admin = await t.userWithRoles('Boss', ['admin']);
    const settings = await t.callOk('getSettings', {}, admin);
    expect(settings.defectPhotoRetentionDays).toBe(730);
    const { gradeBand, gsmTolerancePct, widthTolerancePct, toleranceLowersGrade } = settings;
    const save = (days: unknown) =>
      t.send(
        'saveSettings',
        {
          jsonData: {
            gradeBand,
            gsmTolerancePct,
            widthTolerancePct,
            toleranceLowersGrade,
            overrides: [],
            defectPhotoRetentionDays: days,
          },
        },
        admin,
      );
    for (const days of [29, 3651, 90.5]) {
      const res = await save(days);
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json().error.issues[0].path).toBe('jsonData.defectPhotoRetentionDays');
    }
    await takenDaysAgo(uuid(103), 40);
    // Shortening the period clears what is now past it at once.
    const saved = await save(30);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().defectPhotoRetentionDays).toBe(30);
    expect((await ok('getDefectPhoto', { photo_id: uuid(103) })).photo).toBeNull();
    // A form that does not send it keeps it.
    await save(undefined);
    expect((await t.callOk('getSettings', {}, admin)).defectPhotoRetentionDays).toBe(30);
  });
});

const cc = await collarCuffApp();
const lot = await cc.knit([300]);
const [rollNo = ''] = lot.rollNos;
const { reportNo: ccReportNo } = await cc.ok('postCCData', {
  jsonData: ccHeader({ knitReportNo: lot.reportNo, customer: 'CUST-T1', size: '40x9' }),
});
await cc.ok('postCCMistakeData', {
  jsonData: { reportNo: ccReportNo, rollNo, mistake: 'Hole', pieces: 1, clientId: uuid(11) },
});
const ccPhoto = {
  jsonData: {
    kind: 'collarCuff',
    reportNo: ccReportNo,
    rollNo,
    tapClientId: uuid(11),
    photo: dataUrl(jpeg(64)),
    width: 800,
    height: 600,
    clientId: uuid(111),
  },
};

describe('a photo of a collar & cuff tap', () => {
  it('lands once, shows on the roll sheet’s tap and reads back', async () => {
    await cc.ok('postDefectPhoto', ccPhoto);
    await cc.ok('postDefectPhoto', ccPhoto);
    expect(await cc.count(defectPhotos)).toBe(1);
    const sheet = calls.getQICCReportFromERPNEXT.output.parse(
      await cc.ok('getQICCReportFromERPNEXT', { report_no: ccReportNo, roll_no: rollNo }),
    );
    expect(sheet.mistakes.map((m) => m.photos?.map((p) => p.id))).toEqual([[uuid(111)]]);
    expect(await cc.ok('getDefectPhoto', { photo_id: uuid(111) })).toMatchObject({
      kind: 'collarCuff',
      mistake: 'Hole',
      photo: dataUrl(jpeg(64)),
    });
  });

  it('is refused for a fabric tap id and goes with its tap when undone', async () => {
    const res = await cc.refused('postDefectPhoto', {
      jsonData: { ...ccPhoto.jsonData, kind: 'fabric', clientId: uuid(112) },
    });
    expect(res).toMatchObject({ status: 404, path: 'jsonData.tapClientId' });
    await cc.ok('removeCCMistakeData', {
      jsonData: { reportNo: ccReportNo, rollNo, clientId: uuid(11) },
    });
    expect(await cc.count(defectPhotos)).toBe(0);
  });
});
