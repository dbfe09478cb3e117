import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandsForItem,
  defaultGradeBands,
  defaultMillGradeRules,
  gradeInBand,
  reportReasons,
  rollGrade,
  scoreRoll,
  storedRollReasons,
  worstRoll,
  type GradeBands,
  type RollMeasuresToCheck,
} from './index';

/** A roll measured exactly on spec: 160 GSM, 180 cm. */
const onSpec: RollMeasuresToCheck = {
  gsmSpec: 160,
  gsmMeasured: 160,
  gsmTolerancePct: null,
  widthSpecCm: 180,
  widthMeasuredCm: 180,
};
/** The mill's default band with an item's own, stricter one: grade 1 below 10, grade 3 above 14. */
const strictItem = bandsForItem(
  {
    ...defaultMillGradeRules,
    overrides: [{ scope: 'item', key: 'FAB-1', grade1Below: 10, grade3Above: 14 }],
  },
  'FAB-1',
);

describe('a roll’s grade says why it is not what the mill’s band gives its points', () => {
  it('13.8 points with GSM out of tolerance: grade 2, because of the GSM', () => {
    expect(rollGrade(13.8, { ...onSpec, gsmMeasured: 150 }, defaultGradeBands)).toEqual({
      grade: 2,
      gsmOut: true,
      widthOut: false,
      reasons: [{ kind: 'gsmOut', measured: 150, spec: 160, tolerancePct: 5 }],
    });
  });

  it('names the roll’s own GSM tolerance and the width in cm, both when both are out', () => {
    const r = { ...onSpec, gsmMeasured: 140, gsmTolerancePct: 10, widthMeasuredCm: 160 };
    expect(rollGrade(21, r, defaultGradeBands).reasons).toEqual([
      { kind: 'gsmOut', measured: 140, spec: 160, tolerancePct: 10 },
      { kind: 'widthOut', measured: 160, spec: 180, tolerancePct: 5 },
    ]);
  });

  it('an item’s own band: 13.8 is grade 2 under 10–14, and says so', () => {
    expect(rollGrade(13.8, onSpec, strictItem)).toMatchObject({
      grade: 2,
      reasons: [{ kind: 'itemBand', grade1Below: 10, grade3Above: 14 }],
    });
  });

  it('an item’s band and a width out of tolerance together give both reasons', () => {
    expect(rollGrade(9, { ...onSpec, widthMeasuredCm: 150 }, strictItem).reasons).toEqual([
      { kind: 'widthOut', measured: 150, spec: 180, tolerancePct: 5 },
    ]);
    expect(rollGrade(12, { ...onSpec, widthMeasuredCm: 150 }, strictItem)).toMatchObject({
      grade: 3,
      reasons: [
        { kind: 'itemBand', grade1Below: 10, grade3Above: 14 },
        { kind: 'widthOut', measured: 150, spec: 180, tolerancePct: 5 },
      ],
    });
  });

  it.each([
    ['within every tolerance', 13.8, onSpec, defaultGradeBands],
    ['already grade 3 by its points', 31, { ...onSpec, gsmMeasured: 150 }, defaultGradeBands],
    [
      'when the mill does not let tolerance lower a grade',
      13.8,
      { ...onSpec, gsmMeasured: 150 },
      { ...defaultGradeBands, toleranceLowersGrade: false },
    ],
    ['while its area is unknown', null, { ...onSpec, gsmMeasured: 150 }, defaultGradeBands],
  ] as const)('gives no reason %s', (_label, points, r, bands: GradeBands) => {
    expect(rollGrade(points, r, bands).reasons).toEqual([]);
  });

  it('scoreRoll grades and explains with the same rule', () => {
    const score = scoreRoll({ kg: 20, lengthM: null, ...onSpec, gsmMeasured: 150, mistakes: [] });
    expect(score).toMatchObject({ grade: 2, gradeReasons: [{ kind: 'gsmOut', measured: 150 }] });
  });
});

describe('a stored roll explains the grade it was given', () => {
  const stored = { ...onSpec, gsmMeasured: 150, points100m2: 13.8, grade: 2 } as const;

  it('by today’s bands when they give the same grade', () => {
    expect(storedRollReasons(stored, defaultGradeBands)).toEqual([
      { kind: 'gsmOut', measured: 150, spec: 160, tolerancePct: 5 },
    ]);
  });

  it('as graded under earlier rules when today’s would grade it otherwise', () => {
    const wider = { ...defaultGradeBands, gsmTolerancePct: 8 };
    expect(storedRollReasons(stored, wider)).toEqual([{ kind: 'earlierRules' }]);
  });

  it('not at all while ungraded', () => {
    expect(storedRollReasons({ ...stored, grade: null }, defaultGradeBands)).toEqual([]);
  });

  it('whatever the roll and bands, a stored score explains itself as it was scored', () => {
    const maybe = (n: fc.Arbitrary<number>) => fc.option(n, { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          kg: fc.double({ min: 1, max: 60, noNaN: true }),
          lengthM: fc.constant(null),
          gsmSpec: maybe(fc.integer({ min: 100, max: 400 })),
          gsmMeasured: maybe(fc.integer({ min: 80, max: 450 })),
          gsmTolerancePct: maybe(fc.integer({ min: 1, max: 15 })),
          widthSpecCm: maybe(fc.integer({ min: 120, max: 220 })),
          widthMeasuredCm: maybe(fc.integer({ min: 100, max: 240 })),
          points: fc.integer({ min: 0, max: 80 }),
        }),
        fc.record({ grade1Below: fc.integer({ min: 5, max: 25 }), span: fc.nat(15) }),
        fc.boolean(),
        ({ points, ...roll }, band, own) => {
          const rules = { ...defaultMillGradeRules, overrides: [] as const };
          const itemBand = {
            grade1Below: band.grade1Below,
            grade3Above: band.grade1Below + band.span,
          };
          const bands = own
            ? bandsForItem({ ...rules, overrides: [{ scope: 'item', key: 'X', ...itemBand }] }, 'X')
            : bandsForItem({ ...rules, gradeBand: itemBand }, 'X');
          const mistakes = Array.from({ length: points }, () => ({
            points: 1,
            lengthMm: null,
            isHole: false,
            continuousM: null,
            positionM: null,
          }));
          const score = scoreRoll({ ...roll, mistakes }, bands);
          expect(storedRollReasons({ ...roll, ...score }, bands)).toEqual(score.gradeReasons);
          // A reason is given exactly when the grade is not the mill band's for those points.
          const mill = bands.millBand ?? bands;
          const plain =
            score.points100m2 === null || score.grade === gradeInBand(score.points100m2, mill);
          expect(score.gradeReasons.length === 0).toBe(plain);
        },
      ),
    );
  });
});

describe('a report’s grade', () => {
  it('2.66 points and grade 2: the grade of its worst roll, named', () => {
    expect(reportReasons({ points100m2: 2.66, grade: 2 }, 'GR-7', defaultGradeBands)).toEqual([
      { kind: 'worstRoll', rollNo: 'GR-7' },
    ]);
  });

  it('no reason when the grade is what its points say', () => {
    expect(reportReasons({ points100m2: 22, grade: 2 }, 'GR-7', defaultGradeBands)).toEqual([]);
    expect(reportReasons({ points100m2: null, grade: null }, null, defaultGradeBands)).toEqual([]);
  });

  it('an item’s own band, and the worst roll when it is worse still', () => {
    expect(reportReasons({ points100m2: 12, grade: 2 }, 'GR-7', strictItem)).toEqual([
      { kind: 'itemBand', grade1Below: 10, grade3Above: 14 },
    ]);
    expect(reportReasons({ points100m2: 12, grade: 3 }, 'GR-7', strictItem)).toEqual([
      { kind: 'itemBand', grade1Below: 10, grade3Above: 14 },
      { kind: 'worstRoll', rollNo: 'GR-7' },
    ]);
  });

  it('graded under earlier rules when its points now fall in a worse band than its grade', () => {
    expect(reportReasons({ points100m2: 25, grade: 1 }, 'GR-7', defaultGradeBands)).toEqual([
      { kind: 'earlierRules' },
    ]);
  });

  it('its worst roll has the highest grade, then the most points; ungraded rolls do not count', () => {
    const roll = (rollNo: string, grade: 1 | 2 | 3 | null, points100m2: number | null) => ({
      rollNo,
      grade,
      points100m2,
    });
    expect(
      worstRoll([roll('A', 2, 5), roll('B', null, null), roll('C', 2, 9), roll('D', 1, 19)])
        ?.rollNo,
    ).toBe('C');
    expect(worstRoll([roll('B', null, null)])).toBeNull();
  });
});
