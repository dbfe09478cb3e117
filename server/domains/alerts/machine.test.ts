import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { greigeRolls, machines } from '../../db/schema';
import { boughtRoll, header, inspectionApp } from '../../../tests/support/domains/inspection';
import { millDate } from '../gate/time';
import { addDays } from './days';

/**
 * A knitting machine's page, read over rolls inspected here: the fixture's rolls GR-T-1…9 were
 * knitted on Circular 01 (20 kg at 160 GSM: 125 m² a roll).
 */

const { t, ok, refused, db } = await inspectionApp();
await db.insert(machines).values([
  { name: 'Circular 01', kind: 'circular' },
  { name: 'Table 1', kind: 'inspection_table' },
]);
// A machine the ERP's roll production names but the master does not list yet.
await db.insert(greigeRolls).values(boughtRoll('GR-T-NEW', { machine: 'Circular 07' }));

const today = millDate(new Date());
const { reportNo } = await ok('postData', { jsonData: header({ date: today }) });
for (const rollNo of ['GR-T-1', 'GR-T-2', 'GR-T-3'])
  await ok('postRollData', { jsonData: { reportNo, greigeRollNo: rollNo, kg: 20 } });
const tap = (rollNo: string, mistake: string, positionM: number) =>
  ok('postMistakeData', { jsonData: { reportNo, rollNo, mistake, points: 1, positionM } });
// GR-T-1: a slub and a hole (a hole scores 4); GR-T-2 clean; GR-T-3: a slub. 6 points on 375 m².
await tap('GR-T-1', 'Slub', 1);
await tap('GR-T-1', 'Hole', 5);
await tap('GR-T-1', 'Slub', 9);
await tap('GR-T-3', 'Slub', 2);

const viewer = await t.userWithRoles('Viewer', ['viewer']);
const history = (machine: string, days = 7) =>
  t.callOk('getMachineHistory', { machine, days }, viewer);

describe('getMachineHistory', () => {
  it('refuses a machine nobody knows, and an inspection table, naming the machine', async () => {
    for (const machine of ['Circular 99', 'Table 1']) {
      const res = await refused('getMachineHistory', { machine, days: 30 });
      expect(res).toMatchObject({ status: 400, path: 'machine' });
      expect(res.message).toContain(`no knitting machine ${machine} is known`);
    }
  });

  it('counts the day’s rolls, those with defects, their points and points per 100 m²', async () => {
    const h = await history('circular 01');
    expect(calls.getMachineHistory.output.parse(h)).toEqual(h);
    // The master's spelling, whatever case the page was opened with.
    expect(h).toMatchObject({ machine: 'Circular 01', kind: 'circular' });
    expect(h.days.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect(h.days.at(-1)).toEqual({
      day: today,
      rolls: 3,
      rollsWithDefects: 2,
      points: 7,
      points100m2: 1.87,
    });
    for (const d of h.days.slice(0, -1))
      expect(d).toMatchObject({ rolls: 0, rollsWithDefects: 0, points: 0, points100m2: null });
  });

  it('lists the last rolls newest first, their defects counted by type with the Tamil name', async () => {
    const h = await history('Circular 01');
    expect(h.lastRolls.map((r) => [r.rollNo, r.reportNo, r.points])).toEqual([
      ['GR-T-3', reportNo, 1],
      ['GR-T-2', reportNo, 0],
      ['GR-T-1', reportNo, 6],
    ]);
    expect(h.lastRolls[2]?.defects).toEqual([
      { mistake: 'Slub', mistakeTa: 'ஸ்லப்', count: 2 },
      { mistake: 'Hole', mistakeTa: expect.any(String), count: 1 },
    ]);
    expect(h.lastRolls[1]?.defects).toEqual([]);
  });

  it('shows the machine’s alerts: the slub on 2 of its last 3 rolls', async () => {
    const h = await history('Circular 01');
    expect(h.alerts).toHaveLength(1);
    expect(h.alerts[0]).toMatchObject({
      rule: 'repeatDefect',
      subjectKind: 'machine',
      subject: 'Circular 01',
      defect: 'Slub',
      state: 'open',
      rollCount: 2,
    });
  });

  it('knows a machine only the roll production names, without rolls inspected yet', async () => {
    const h = await history('Circular 07', 30);
    expect(h).toMatchObject({
      machine: 'Circular 07',
      kind: 'circular',
      alerts: [],
      lastRolls: [],
    });
    expect(h.days).toHaveLength(30);
    expect(h.days.every((d) => d.rolls === 0)).toBe(true);
  });
});
