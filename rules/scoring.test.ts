import { describe, expect, it } from 'vitest';
import {
  areaM2,
  defaultGradeBands,
  gradeFor,
  outOfTolerance,
  points100m2,
  points100yd2,
  pointsByLength,
  rollLengthM,
  rawPoints,
  scoreMistakes,
  scoreRoll,
  verdictFor,
  type ScoredMistakeInput,
} from './index';

const tap = (over: Partial<ScoredMistakeInput> = {}): ScoredMistakeInput => ({
  points: 1,
  lengthMm: null,
  isHole: false,
  continuousM: null,
  positionM: null,
  ...over,
});

describe('points of one defect (ASTM D5430)', () => {
  it.each([
    [10, 1],
    [75, 1],
    [76, 2],
    [150, 2],
    [151, 3],
    [225, 3],
    [226, 4],
    [900, 4],
  ])('a defect %i mm long scores %i', (mm, points) => {
    expect(pointsByLength(mm)).toBe(points);
  });

  it.each([
    ['the points the inspector picked', tap({ points: 3 }), 3],
    ['by its length when measured, over the picked points', tap({ points: 1, lengthMm: 200 }), 3],
    [
      'a hole 4 whatever its size or picked points',
      tap({ points: 1, isHole: true, lengthMm: 5 }),
      4,
    ],
    ['a pin hole (no hole in the master) its own points', tap({ points: 1 }), 1],
    ['a continuous defect 4 for every metre it runs', tap({ continuousM: 2.5 }), 12],
    ['a continuous defect under a metre 4', tap({ continuousM: 0.3 }), 4],
    [
      'a positioned continuous defect 4 per metre it touches',
      tap({ continuousM: 1, positionM: 3.5 }),
      8,
    ],
  ])('scores %s', (_label, m, points) => {
    expect(rawPoints(m)).toBe(points);
  });
});

describe('at most 4 points per linear metre', () => {
  it.each([
    [
      'two 3-point defects in one metre',
      [tap({ points: 3, positionM: 5.1 }), tap({ points: 3, positionM: 5.9 })],
      [3, 1],
    ],
    [
      'the same defects in two metres',
      [tap({ points: 3, positionM: 5.1 }), tap({ points: 3, positionM: 6.2 })],
      [3, 3],
    ],
    [
      'a hole on a metre already full',
      [tap({ points: 4, positionM: 2 }), tap({ isHole: true, positionM: 2.5 })],
      [4, 0],
    ],
    [
      'unpositioned defects, which are never capped',
      [tap({ points: 4 }), tap({ points: 4 })],
      [4, 4],
    ],
    [
      'a continuous run over a metre with a defect',
      [tap({ points: 2, positionM: 1.2 }), tap({ continuousM: 2, positionM: 1 })],
      [2, 6],
    ],
  ])('%s', (_label, mistakes, scored) => {
    expect(scoreMistakes(mistakes)).toEqual(scored);
  });
});

describe('points per 100 m² and 100 yd²', () => {
  it.each([
    [
      'kg and GSM: 20 kg at 160 GSM is 125 m²',
      { kg: 20, gsm: 160, widthCm: null, lengthM: null },
      125,
    ],
    ['width × length when both are measured', { kg: 20, gsm: 160, widthCm: 180, lengthM: 50 }, 90],
    ['unknown without GSM or length', { kg: 20, gsm: null, widthCm: 180, lengthM: null }, null],
    ['unknown for an empty roll', { kg: 0, gsm: 160, widthCm: null, lengthM: null }, null],
  ])('area from %s', (_label, measures, area) => {
    expect(areaM2(measures)).toBe(area);
  });

  it.each([
    [
      'as measured',
      { kg: 20, gsm: 160, widthCm: 180, lengthM: 50 },
      { metres: 50, measured: true },
    ],
    [
      'worked out: 20 kg at 160 GSM is 125 m², over 1.6 m of width 78.1 m',
      { kg: 20, gsm: 160, widthCm: 160, lengthM: null },
      { metres: 78.1, measured: false },
    ],
    ['unknown without the width', { kg: 20, gsm: 160, widthCm: null, lengthM: null }, null],
    ['unknown without GSM', { kg: 20, gsm: null, widthCm: 160, lengthM: null }, null],
  ])('a roll’s length %s', (_label, measures, length) => {
    expect(rollLengthM(measures)).toEqual(length);
  });

  it('equals P × GSM / (kg × 10) and P × 100 000 / (W_mm × L_m)', () => {
    expect(points100m2(25, areaM2({ kg: 20, gsm: 160, widthCm: null, lengthM: null }))).toBe(
      (25 * 160) / (20 * 10),
    );
    expect(points100m2(18, areaM2({ kg: 1, gsm: 1, widthCm: 180, lengthM: 50 }))).toBe(
      (18 * 100_000) / (1800 * 50),
    );
    expect(points100yd2(23.92)).toBe(20);
    expect(points100m2(5, null)).toBeNull();
  });
});

describe('grade', () => {
  it.each([
    [0, 1],
    [19.99, 1],
    [20, 2],
    [30, 2],
    [30.01, 3],
  ])('%f points/100 m² is grade %i by default', (p, grade) => {
    expect(gradeFor(p)).toBe(grade);
  });

  it('follows the mill’s bands', () => {
    expect(gradeFor(15, { ...defaultGradeBands, grade1Below: 10, grade3Above: 14 })).toBe(3);
  });

  it.each([
    [160, 160, 5, false],
    [168, 160, 5, false],
    [168.1, 160, 5, true],
    [150, 160, 5, true],
    [150, 160, 8, false],
    [null, 160, 5, false],
  ])('measured %s against spec %i ± %i %% is out: %s', (measured, spec, tol, out) => {
    expect(outOfTolerance(measured, spec, tol)).toBe(out);
  });

  const roll = {
    kg: 20,
    lengthM: null,
    gsmSpec: 160,
    gsmMeasured: 160,
    gsmTolerancePct: null,
    widthSpecCm: 180,
    widthMeasuredCm: 180,
  };
  it.each([
    ['no mistakes', {}, [], 1],
    [
      '24 points on 125 m² (19.2)',
      {},
      [tap({ points: 4 }), ...Array(5).fill(tap({ points: 4 }))],
      1,
    ],
    ['25 points (20.0)', {}, [...Array(6).fill(tap({ points: 4 })), tap({ points: 1 })], 2],
    ['GSM out of tolerance lowers grade 1 to 2', { gsmMeasured: 150 }, [], 2],
    [
      'width out lowers grade 2 to 3',
      { widthMeasuredCm: 160 },
      Array(7).fill(tap({ points: 4 })),
      3,
    ],
    ['both out lower one band only', { gsmMeasured: 150, widthMeasuredCm: 160 }, [], 2],
    ['a roll-specific GSM tolerance', { gsmMeasured: 150, gsmTolerancePct: 8 }, [], 1],
    ['no grade while the area is unknown', { gsmSpec: null, gsmMeasured: null }, [], null],
  ] as const)('%s', (_label, over, mistakes, grade) => {
    expect(scoreRoll({ ...roll, ...over, mistakes }).grade).toBe(grade);
  });

  it('does not lower the grade when the mill turned that off', () => {
    const bands = { ...defaultGradeBands, toleranceLowersGrade: false };
    expect(scoreRoll({ ...roll, gsmMeasured: 150, mistakes: [] }, bands).grade).toBe(1);
  });

  it('scores a whole roll from what is stored', () => {
    const score = scoreRoll({
      ...roll,
      mistakes: [
        tap({ points: 3, positionM: 1 }),
        tap({ points: 3, positionM: 1.5 }),
        tap({ continuousM: 2 }),
      ],
    });
    expect(score).toMatchObject({
      mistakePoints: [3, 1, 8],
      points: 12,
      areaM2: 125,
      points100m2: 9.6,
      points100yd2: 8.03,
      grade: 1,
    });
  });
});

describe('verdict of a report', () => {
  const totals = { rolls: 3, ungraded: 0, worstGrade: 2, pointsWithArea: 10, areaM2: 300 } as const;
  it.each([
    ['every roll grade 1 or 2', totals, null, 'inspectOk'],
    ['a grade 3 roll', { ...totals, worstGrade: 3 }, null, 'inspectNotOk'],
    ['a roll that could not be graded', { ...totals, ungraded: 1 }, null, 'inspectNotOk'],
    ['no rolls at all', { ...totals, rolls: 0, worstGrade: null }, null, 'inspectNotOk'],
    ['good rolls the inspector rejected', totals, 'inspectNotOk', 'inspectNotOk'],
    ['bad rolls the inspector passed', { ...totals, worstGrade: 3 }, 'inspectOk', 'inspectNotOk'],
  ] as const)('%s', (_label, t, inspector, verdict) => {
    expect(verdictFor(t, inspector)).toBe(verdict);
  });
});
