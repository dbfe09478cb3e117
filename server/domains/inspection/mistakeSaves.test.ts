import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { qiMistakes } from '../../db/schema';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, refused, count } = await inspectionApp();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const { reportNo } = await ok('postData', { jsonData: header() });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-2', kg: 20 } });
const on = (rollNo: string, entry: Record<string, unknown>) => ({
  jsonData: { reportNo, rollNo, ...entry },
});

describe('postMistakeData: one tap', () => {
  it('records the defect and rescores the roll (20 kg at 160 GSM: 1 point is 0.8/100 m²)', async () => {
    const res = await ok(
      'postMistakeData',
      on('GR-T-1', { mistake: 'slub', points: 1, positionM: 3.2, clientId: uuid(1) }),
    );
    expect(calls.postMistakeData.output.parse(res)).toEqual(res);
    expect(res.mistake).toMatchObject({
      mistake: 'Slub',
      points: 1,
      positionM: 3.2,
      recordedBy: 'Kavitha',
      clientId: uuid(1),
    });
    expect(res.roll).toEqual({
      reportNo,
      rollNo: 'GR-T-1',
      points: 1,
      points100m2: 0.8,
      points100yd2: 0.67,
      grade: 1,
    });
  });

  it('returns the stored mistake for a clientId it already has, writing no duplicate', async () => {
    const before = await count(qiMistakes);
    const again = await ok(
      'postMistakeData',
      on('GR-T-1', { mistake: 'Slub', points: 1, positionM: 3.2, clientId: uuid(1) }),
    );
    expect(again.mistake.clientId).toBe(uuid(1));
    expect(again.roll.points).toBe(1);
    expect(await count(qiMistakes)).toBe(before);
  });

  it('scores a hole 4 and caps the metre at 4 points', async () => {
    const hole = await ok(
      'postMistakeData',
      on('GR-T-1', { mistake: 'Hole', points: 1, positionM: 3.9 }),
    );
    // Metre 3 already holds the slub's point, so the hole adds 3.
    expect(hole.mistake).toMatchObject({ points: 3, enteredPoints: 1 });
    expect(hole.roll.points).toBe(4);
  });

  it('scores a continuous defect 4 for every metre and moves the grade as points grow', async () => {
    const run = await ok(
      'postMistakeData',
      on('GR-T-1', { mistake: 'Barré', points: 4, continuousM: 5 }),
    );
    expect(run.mistake.points).toBe(20);
    expect(run.roll).toMatchObject({ points: 24, points100m2: 19.2, grade: 1 });
    const more = await ok(
      'postMistakeData',
      on('GR-T-1', { mistake: 'Knot', points: 1, grade: 1 }),
    );
    expect(more.roll).toMatchObject({ points: 25, points100m2: 20, grade: 2 });
  });

  it('scores by the measured length when given', async () => {
    const res = await ok(
      'postMistakeData',
      on('GR-T-2', { mistake: 'Oil Stain', points: 1, lengthMm: 160 }),
    );
    expect(res.mistake).toMatchObject({ points: 3, lengthMm: 160 });
  });

  it.each([
    ['an unknown mistake type', on('GR-T-1', { mistake: 'Smudge', points: 1 }), 'jsonData.mistake'],
    [
      'a collar-only mistake type',
      on('GR-T-1', { mistake: 'Size Out', points: 4 }),
      'jsonData.mistake',
    ],
    ['points outside 1–4', on('GR-T-1', { mistake: 'Slub', points: 5 }), 'jsonData.points'],
    ['a roll not in the report', on('GR-T-7', { mistake: 'Slub', points: 1 }), 'jsonData.rollNo'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_l, input, path) => {
    const before = await count(qiMistakes);
    expect(await refused('postMistakeData', input)).toMatchObject({ status: 400, path });
    expect(await count(qiMistakes)).toBe(before);
  });
});

describe('postMistakeDataInDB: a queued batch', () => {
  it('stores new entries once and counts the ones it already had', async () => {
    const res = await ok('postMistakeDataInDB', {
      jsonData: {
        reportNo,
        rollNo: 'GR-T-2',
        mistakes: [
          { mistake: 'Dirt', points: 1, clientId: uuid(10) },
          { mistake: 'Dirt', points: 1, clientId: uuid(10) },
          { mistake: 'Slub', points: 2, clientId: uuid(1) },
        ],
      },
    });
    expect(res).toMatchObject({ saved: 1, duplicates: 2, roll: { rollNo: 'GR-T-2', points: 4 } });
  });

  it('writes nothing when one entry is bad, naming it', async () => {
    const before = await count(qiMistakes);
    const res = await refused('postMistakeDataInDB', {
      jsonData: {
        reportNo,
        rollNo: 'GR-T-2',
        mistakes: [
          { mistake: 'Dirt', points: 1 },
          { mistake: 'Smudge', points: 1 },
        ],
      },
    });
    expect(res).toMatchObject({ status: 400, path: 'jsonData.mistakes.1.mistake' });
    expect(await count(qiMistakes)).toBe(before);
  });
});

describe('getMistakeDataInDB, updateMistakeData and removeMistakeData', () => {
  it('lists a roll’s mistakes in tapping order with their scored points', async () => {
    const rows = await ok('getMistakeDataInDB', { jsonData: { reportNo, rollNo: 'GR-T-1' } });
    expect(rows.map((m: { mistake: string; points: number }) => [m.mistake, m.points])).toEqual([
      ['Slub', 1],
      ['Hole', 3],
      ['Barré', 20],
      ['Knot', 1],
    ]);
  });

  it('changes a mistake and rescores the roll, the cap moving with it', async () => {
    const res = await ok('updateMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', clientId: uuid(1), positionM: 8 },
    });
    expect(res.mistake).toMatchObject({ positionM: 8, points: 1 });
    const rows = await ok('getMistakeDataInDB', { jsonData: { reportNo, rollNo: 'GR-T-1' } });
    expect(rows[1]).toMatchObject({ mistake: 'Hole', points: 4 });
    expect(res.roll.points).toBe(26);
  });

  it('undoes a tap by its clientId, and a repeated undo changes nothing', async () => {
    const first = await ok('removeMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', clientId: uuid(1) },
    });
    expect(first).toMatchObject({ removed: true, roll: { points: 25, grade: 2 } });
    const again = await ok('removeMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', clientId: uuid(1) },
    });
    expect(again).toMatchObject({ removed: false, roll: { points: 25 } });
  });

  it('refuses a change naming no mistake', async () => {
    expect(
      await refused('updateMistakeData', { jsonData: { reportNo, rollNo: 'GR-T-1', points: 2 } }),
    ).toMatchObject({ status: 400, path: 'jsonData.id' });
    expect(
      await refused('updateMistakeData', {
        jsonData: { reportNo, rollNo: 'GR-T-1', id: '999999', points: 2 },
      }),
    ).toMatchObject({ status: 400, path: 'jsonData.id' });
  });
});
