import { describe, expect, it } from 'vitest';
import { entryPoints, gradeFor, points100m2, scoreRoll, totalPoints } from './scoring';

describe('4-point scoring preview', () => {
  it('a continuous defect scores 4 for every metre or part of one it runs', () => {
    expect(entryPoints({ points: 2, continuousM: 2.5 })).toBe(12);
    expect(entryPoints({ points: 3 })).toBe(3);
  });

  it('caps defects at the same metre mark at 4 points', () => {
    expect(
      totalPoints([
        { points: 3, positionM: 10.2 },
        { points: 3, positionM: 10.8 },
        { points: 1, positionM: 11 },
        { points: 2 },
      ]),
    ).toBe(4 + 1 + 2);
  });

  it('points per 100 m² come from kg and GSM for knit rolls', () => {
    // 20 kg of 180 GSM fabric is 111.1 m²; 12 points → 10.8 per 100 m².
    expect(points100m2(12, { kg: 20, gsmSpec: 180 })).toBe(10.8);
    expect(points100m2(12, { kg: 20, gsmSpec: 180, gsmMeasured: 200 })).toBe(12);
    expect(points100m2(12, {})).toBeNull();
  });

  it.each([
    [19.9, 1],
    [20, 2],
    [30, 2],
    [30.1, 3],
  ] as const)('%s points per 100 m² grade %s', (p, grade) => {
    expect(gradeFor(p, {})).toBe(grade);
  });

  it('GSM out of tolerance lowers the grade by one band, never below 3', () => {
    const off = { gsmSpec: 180, gsmMeasured: 200, gsmTolerancePct: 5 };
    expect(gradeFor(10, off)).toBe(2);
    expect(gradeFor(40, off)).toBe(3);
    expect(gradeFor(10, { ...off, gsmMeasured: 185 })).toBe(1);
  });

  it('scores a whole roll with points per 100 yd²', () => {
    const s = scoreRoll([{ points: 4 }, { points: 4, continuousM: 3 }], { kg: 10, gsmSpec: 200 });
    expect(s).toEqual({ points: 16, points100m2: 32, points100yd2: 26.8, grade: 3 });
  });
});
