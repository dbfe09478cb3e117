import { describe, expect, it } from 'vitest';
import { defaultMillGradeRules, type MillGradeRules } from '@rules';
import { holeNames, previewScore, type RollMeasures } from './scoring';

const roll: RollMeasures = {
  itemCode: 'FAB-1',
  kg: 20,
  lengthM: null,
  gsmSpec: 160,
  gsmMeasured: null,
  gsmTolerancePct: null,
  widthSpecCm: 180,
  widthMeasuredCm: null,
};
const holes = holeNames([
  { name: 'Hole', isHole: true },
  { name: 'Slub', isHole: false },
]);

describe('the tablet’s live preview', () => {
  it('scores a measured, banded roll with a continuous defect as the server stores it', () => {
    // A 100 m roll of 180 cm (180 m²) that also carries 20 kg of 160 GSM (125 m²), a 3-point
    // defect at 10.2 m and a 2 m continuous defect from 10 m, and the mill's own band for the item.
    // The server stores 8 points (the run fills metre 10 up to 4, then 4 on metre 11) on
    // width × length: 4.44 per 100 m², grade 2 by the item's band. The old preview showed
    // 11 points on the kg/GSM area (8.8), grade 1 by fixed 20/30 bands.
    const rules: MillGradeRules = {
      ...defaultMillGradeRules,
      overrides: [{ scope: 'item', key: 'FAB-1', grade1Below: 4, grade3Above: 8 }],
    };
    const taps = [
      { mistake: 'Slub', points: 3, positionM: 10.2 },
      { mistake: 'Barré', points: 4, continuousM: 2, positionM: 10 },
    ];
    expect(previewScore({ ...roll, lengthM: 100 }, taps, holes, rules)).toEqual({
      points: 8,
      points100m2: 4.44,
      points100yd2: 3.71,
      grade: 2,
      mistakePoints: [3, 5],
    });
  });

  it('scores a hole 4 whatever was tapped, and a measured defect by its length', () => {
    const taps = [
      { mistake: 'hole', points: 1 },
      { mistake: 'Slub', points: 1, lengthMm: 200 },
    ];
    expect(previewScore(roll, taps, holes, defaultMillGradeRules).mistakePoints).toEqual([4, 3]);
  });

  it('grades by the mill’s bands and tolerances, not the defaults', () => {
    const wide = { ...roll, widthMeasuredCm: 170 };
    const taps = [{ mistake: 'Slub', points: 4 }];
    // 170 cm against 180 cm is 5.6 % off: out by the default 5 %, within a mill's 6 %.
    expect(previewScore(wide, taps, holes, defaultMillGradeRules).grade).toBe(2);
    const mill = { ...defaultMillGradeRules, widthTolerancePct: 6 };
    expect(previewScore(wide, taps, holes, mill).grade).toBe(1);
    const strict = { ...defaultMillGradeRules, gradeBand: { grade1Below: 2, grade3Above: 3 } };
    expect(previewScore(roll, taps, holes, strict).grade).toBe(3);
  });

  it('applies an item’s band only to that item', () => {
    const rules: MillGradeRules = {
      ...defaultMillGradeRules,
      overrides: [{ scope: 'item', key: 'FAB-2', grade1Below: 1, grade3Above: 2 }],
    };
    expect(previewScore(roll, [{ mistake: 'Slub', points: 4 }], holes, rules).grade).toBe(1);
  });

  it('has no grade while the area is unknown', () => {
    const unknown = { ...roll, gsmSpec: null, widthSpecCm: null };
    expect(
      previewScore(unknown, [{ mistake: 'Slub', points: 2 }], holes, defaultMillGradeRules),
    ).toMatchObject({ points: 2, points100m2: null, points100yd2: null, grade: null });
  });
});
