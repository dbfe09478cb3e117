import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { millInvariants } from '../support/invariants';
import { runs } from '../support/depth';
import { collarCuffSteps } from './mill/collarCuff';
import { gateSteps } from './mill/gate';
import { inspectionSteps } from './mill/inspection';
import { stockSteps } from './mill/stock';
import { db, manager, t, today } from './mill/world';

/**
 * The mill's invariants (docs/decisions/045-mill-invariants.md) after every step of random
 * sequences of real saves across inspection, knitting, dyeing, dispatch and the gate, on the demo
 * mill behind the HTTP layer (the steps: mill/*.ts). A failure shrinks to the shortest sequence
 * that breaks one and prints fast-check's seed (GREIGE_TEST_SEED replays it,
 * tests/setup/fast-check.ts). Every step also checks its own answer: a refusal must write nothing.
 */
const steps = [...inspectionSteps, ...stockSteps, ...collarCuffSteps, ...gateSteps];

describe('the mill, under random sequences of saves', () => {
  it('counts each day’s attendance once, whether by person or by designation', async () => {
    const statusKey = {
      Present: 'present',
      Absent: 'absent',
      'Half Day': 'halfDay',
      'On Leave': 'onLeave',
      'Work From Home': 'workFromHome',
      Holiday: 'holiday',
    } as const;
    for (let back = 0; back < 7; back++) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const people = await t.callOk('getAttendanceDataFromDB', { jsonTodayDate: day }, manager);
      const groups = await t.callOk(
        'getAttendanceDataDesignationWiseFromDB',
        { jsonTodayDate: day },
        manager,
      );
      // The groups as the day's rows give them, and as the grouping call answers them.
      const fromRows = new Map<string, Record<string, number>>();
      for (const p of people) {
        const key = p.designation ?? '';
        const g = fromRows.get(key) ?? { total: 0, late: 0 };
        g.total = (g.total ?? 0) + 1;
        g[statusKey[p.status]] = (g[statusKey[p.status]] ?? 0) + 1;
        if (p.late && (p.status === 'Present' || p.status === 'Half Day'))
          g.late = (g.late ?? 0) + 1;
        fromRows.set(key, g);
      }
      expect(people.length, day).toBeGreaterThan(0);
      for (const g of groups) {
        const rows = fromRows.get(g.designation) ?? {};
        const parts = g.present + g.absent + g.halfDay + g.onLeave + g.workFromHome + g.holiday;
        expect({ day, designation: g.designation, parts }).toEqual({
          day,
          designation: g.designation,
          parts: g.total,
        });
        for (const field of ['total', 'present', 'absent', 'halfDay', 'onLeave', 'late'] as const)
          expect({ day, designation: g.designation, field, n: g[field] }).toEqual({
            day,
            designation: g.designation,
            field,
            n: rows[field] ?? 0,
          });
      }
      expect(
        groups.reduce((s, g) => s + g.total, 0),
        day,
      ).toBe(people.length);
    }
  });

  it('starts from a demo mill that keeps every invariant', async () => {
    expect(await millInvariants(db)).toEqual([]);
  });

  it(
    'keeps every invariant after each step',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(steps, { maxCommands: runs(40, 25) }), (commands) =>
          fc.asyncModelRun(() => ({ model: { open: [], lots: [] }, real: {} }), commands),
        ),
        { numRuns: runs(25, 4) },
      );
    },
    runs(1_800_000, 240_000),
  );
});
