import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertRulesProblem,
  ccLotRaises,
  defaultAlertRules,
  grade3Raises,
  lotOverLimit,
  repeatedDefects,
  type AlertRules,
  type LotRoll,
  type MachineRoll,
} from './alerts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 30, 10, 40);

/**
 * The repeat rule read literally, without sorting or slicing: a roll is in the window when it was
 * inspected within the hours before now and fewer than N rolls in that span are later than it
 * (later in time, or at the same time with a higher number). A defect raises when at least K
 * window rolls carry it, inspected after its last resolution.
 */
function bruteForce(
  rules: AlertRules,
  rolls: readonly MachineRoll[],
  now: number,
  resolvedAt: ReadonlyMap<string, number>,
): Map<string, Set<string>> {
  const inSpan = rolls.filter(
    (r) => r.inspectedAt > now - rules.repeatHours * HOUR && r.inspectedAt <= now,
  );
  const later = (a: MachineRoll, b: MachineRoll) =>
    b.inspectedAt > a.inspectedAt || (b.inspectedAt === a.inspectedAt && b.rollNo > a.rollNo);
  const window = inSpan.filter((r) => inSpan.filter((o) => later(r, o)).length < rules.repeatN);
  const found = new Map<string, Set<string>>();
  const types = new Set(rolls.flatMap((r) => r.defects));
  for (const defect of types) {
    const since = resolvedAt.get(defect) ?? -Infinity;
    const carrying = window.filter((r) => r.defects.includes(defect) && r.inspectedAt > since);
    if (carrying.length >= rules.repeatK) found.set(defect, new Set(carrying.map((r) => r.rollNo)));
  }
  return found;
}

const rulesArb = fc
  .record({
    repeatN: fc.integer({ min: 2, max: 6 }),
    repeatK: fc.integer({ min: 2, max: 6 }),
    repeatHours: fc.integer({ min: 1, max: 48 }),
  })
  .filter((r) => r.repeatK <= r.repeatN)
  .map((r): AlertRules => ({ ...defaultAlertRules, ...r }));

const defectArb = fc.constantFrom('Needle line', 'Hole', 'Lycra cut', 'Oil stain');

/** A machine's history: unique roll numbers, inspected over three days up to an hour after now. */
const historyArb = fc
  .uniqueArray(
    fc.record({
      rollNo: fc.stringMatching(/^R[0-9]{1,3}$/),
      // Coarse times, so that ties (two tables starting at the same minute) happen.
      inspectedAt: fc.integer({ min: -72, max: 1 }).map((h) => NOW + h * HOUR),
      defects: fc.array(defectArb, { maxLength: 3 }),
    }),
    { selector: (r) => r.rollNo, maxLength: 12 },
  )
  .map((rolls): MachineRoll[] => rolls);

const resolvedArb = fc
  .array(
    fc.tuple(
      defectArb,
      fc.integer({ min: -72, max: 0 }).map((h) => NOW + h * HOUR),
    ),
    {
      maxLength: 2,
    },
  )
  .map((pairs) => new Map(pairs));

const asMap = (findings: ReturnType<typeof repeatedDefects>) =>
  new Map(findings.map((f) => [f.defect, new Set(f.rollNos)]));

describe('the repeat rule', () => {
  it('finds exactly what the rule read literally finds, over random histories', () => {
    fc.assert(
      fc.property(rulesArb, historyArb, resolvedArb, (rules, rolls, resolved) => {
        expect(asMap(repeatedDefects(rules, rolls, NOW, resolved))).toEqual(
          bruteForce(rules, rolls, NOW, resolved),
        );
      }),
    );
  });

  it('answers the same whatever order the rolls are read in', () => {
    fc.assert(
      fc.property(rulesArb, historyArb, fc.infiniteStream(fc.nat()), (rules, rolls, keys) => {
        const shuffled = rolls
          .map((r) => ({ r, k: keys.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.r);
        expect(repeatedDefects(rules, shuffled, NOW)).toEqual(repeatedDefects(rules, rolls, NOW));
      }),
    );
  });

  it('names at least K rolls, each carrying the defect, oldest first', () => {
    fc.assert(
      fc.property(rulesArb, historyArb, (rules, rolls) => {
        const at = new Map(rolls.map((r) => [r.rollNo, r]));
        for (const f of repeatedDefects(rules, rolls, NOW)) {
          expect(f.rollNos.length).toBeGreaterThanOrEqual(rules.repeatK);
          expect(f.rollNos.length).toBeLessThanOrEqual(rules.repeatN);
          const times = f.rollNos.map((no) => at.get(no)?.inspectedAt ?? NaN);
          expect(times).toEqual([...times].sort((a, b) => a - b));
          for (const no of f.rollNos) expect(at.get(no)?.defects).toContain(f.defect);
        }
      }),
    );
  });

  it('raises the issue’s example: a needle line at 10:00 and again at 10:40 on machine 12', () => {
    const rolls: MachineRoll[] = [
      { rollNo: 'M12-101', inspectedAt: NOW - 40 * 60_000, defects: ['Needle line'] },
      { rollNo: 'M12-102', inspectedAt: NOW, defects: ['Needle line', 'Hole'] },
    ];
    expect(repeatedDefects(defaultAlertRules, rolls, NOW)).toEqual([
      { defect: 'Needle line', rollNos: ['M12-101', 'M12-102'] },
    ]);
  });

  it('does not count a roll beyond the last N, one outside the hours, or one seen before a resolution', () => {
    const rolls: MachineRoll[] = [
      { rollNo: 'A1', inspectedAt: NOW - 30 * HOUR, defects: ['Hole'] },
      { rollNo: 'A2', inspectedAt: NOW - 3 * HOUR, defects: ['Hole'] },
      { rollNo: 'A3', inspectedAt: NOW - 2 * HOUR, defects: [] },
      { rollNo: 'A4', inspectedAt: NOW - HOUR, defects: [] },
      { rollNo: 'A5', inspectedAt: NOW, defects: ['Hole'] },
    ];
    // A2 is the fourth newest: outside the last three; A1 is outside 24 hours.
    expect(repeatedDefects(defaultAlertRules, rolls, NOW)).toEqual([]);
    const wide = { ...defaultAlertRules, repeatN: 4 };
    expect(repeatedDefects(wide, rolls, NOW)).toEqual([{ defect: 'Hole', rollNos: ['A2', 'A5'] }]);
    const resolved = new Map([['Hole', NOW - 3 * HOUR]]);
    expect(repeatedDefects(wide, rolls, NOW, resolved)).toEqual([]);
  });
});

describe('the other rules', () => {
  it('a grade 3 roll raises only when the rule is on', () => {
    expect(grade3Raises(defaultAlertRules, 3)).toBe(true);
    expect(grade3Raises(defaultAlertRules, 2)).toBe(false);
    expect(grade3Raises(defaultAlertRules, null)).toBe(false);
    expect(grade3Raises({ ...defaultAlertRules, grade3: false }, 3)).toBe(false);
  });

  it('a supplier lot raises at K rolls over the limit, counting only rolls after a resolution', () => {
    const lotArb = fc.uniqueArray(
      fc.record({
        rollNo: fc.stringMatching(/^L[0-9]{1,3}$/),
        inspectedAt: fc.integer({ min: -72, max: 0 }).map((h) => NOW + h * HOUR),
        grade: fc.constantFrom<LotRoll['grade']>(1, 2, 3, null),
      }),
      { selector: (r) => r.rollNo, maxLength: 10 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        lotArb,
        fc.option(fc.integer({ min: -72, max: 0 }).map((h) => NOW + h * HOUR)),
        (k, rolls, resolved) => {
          const rules = { ...defaultAlertRules, supplierLotK: k };
          const counted = rolls.filter(
            (r) => r.grade === 3 && (resolved === null || r.inspectedAt > resolved),
          );
          const got = lotOverLimit(rules, rolls, resolved ?? undefined);
          if (k === 0 || counted.length < k) expect(got).toBeNull();
          else expect(new Set(got)).toEqual(new Set(counted.map((r) => r.rollNo)));
        },
      ),
    );
  });

  it('a collar & cuff lot raises when its sample rejects it, not while undecided', () => {
    expect(ccLotRaises(defaultAlertRules, false)).toBe(true);
    expect(ccLotRaises(defaultAlertRules, true)).toBe(false);
    expect(ccLotRaises(defaultAlertRules, null)).toBe(false);
    expect(ccLotRaises({ ...defaultAlertRules, ccLotRejected: false }, false)).toBe(false);
  });

  it('a rule with K above N is refused, naming K', () => {
    expect(alertRulesProblem({ ...defaultAlertRules, repeatK: 4, repeatN: 3 })).toEqual({
      field: 'repeatK',
      problem: 'kOverN',
    });
    expect(alertRulesProblem(defaultAlertRules)).toBeNull();
  });
});
