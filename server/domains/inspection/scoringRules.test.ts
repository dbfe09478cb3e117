import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { defaultMillGradeRules } from '../../../rules';
import { gradeBandOverrides } from '../../db/schema';
import { fabric, header, inspectionApp } from '../../../tests/support/domains/inspection';

const { t, ok, db } = await inspectionApp();
const admin = await t.userWithRoles('Chief', ['admin']);

const mill = {
  gradeBand: { grade1Below: 18, grade3Above: 28 },
  gsmTolerancePct: 4,
  widthTolerancePct: 2.5,
  toleranceLowersGrade: false,
  overrides: [{ scope: 'item' as const, key: fabric.itemCode, grade1Below: 2, grade3Above: 3 }],
};

describe('getGradeRules: the rules a tablet previews with', () => {
  it('are the defaults until the mill saves its own', async () => {
    const rules = await ok('getGradeRules', {});
    expect(calls.getGradeRules.output.parse(rules)).toEqual(rules);
    expect(rules).toEqual({ ...defaultMillGradeRules, overrides: [] });
  });

  it('are the mill’s bands, tolerances and item bands, without customers', async () => {
    const saved = await t.call('saveSettings', { jsonData: mill }, admin);
    expect(saved.statusCode).toBe(200);
    await db
      .insert(gradeBandOverrides)
      .values({ scope: 'customer', key: 'CUST-1', grade1Below: 1, grade3Above: 1 });
    expect(await ok('getGradeRules', {})).toEqual(mill);
  });

  it('grade a roll on the server by its item’s band', async () => {
    const { reportNo } = await ok('postData', {
      jsonData: header(),
    });
    await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
    // 4 points on 125 m² is 3.2 per 100 m²: grade 1 by the mill's band, 3 by the item's.
    const { roll } = await ok('postMistakeData', {
      jsonData: { reportNo, rollNo: 'GR-T-1', mistake: 'Hole', points: 4 },
    });
    expect(roll).toMatchObject({ points: 4, points100m2: 3.2, grade: 3 });
  });
});
