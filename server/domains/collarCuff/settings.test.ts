import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { aqlValue, codeLetter, inspectionLevel } from '../../../contract/main/collarCuff';
import { aqlValues, codeLetters, inspectionLevels } from '../../../rules';
import { ccRuleOverrides, ccSettings } from '../../db/schema';
import { ccHeader, collarCuffApp, cuff } from '../../../tests/support/domains/collarCuff';

const { ok, refused, count, knit } = await collarCuffApp();

const rules = (over: Record<string, unknown> = {}) => ({
  level: 'II',
  aql: 2.5,
  gradeBand: { grade1Below: 2, grade3Above: 5 },
  overrides: [],
  ...over,
});
const customerRule = {
  scope: 'customer',
  key: 'CUST-T1',
  level: 'III',
  aql: 1,
  gradeBand: { grade1Below: 1, grade3Above: 3 },
};

describe('the contract and the rules', () => {
  it('offer the same levels, AQLs and code letters', () => {
    expect(inspectionLevel.options).toEqual([...inspectionLevels]);
    expect([...aqlValue.values]).toEqual([...aqlValues]);
    expect(codeLetter.options).toEqual([...codeLetters]);
  });
});

describe('the collar & cuff rules in the settings', () => {
  it('are level II, AQL 2.5 and 2 % / 5 % until the mill saves its own', async () => {
    const read = await ok('getCollarCuffRules', {});
    expect(calls.getCollarCuffRules.output.parse(read)).toEqual({
      ...rules(),
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('are saved by an administrator, with the names of the items and customers', async () => {
    const saved = await ok(
      'saveCollarCuffRules',
      {
        jsonData: rules({
          level: 'I',
          aql: 4,
          overrides: [
            customerRule,
            { ...customerRule, scope: 'item', key: cuff.itemCode, level: 'II', aql: 6.5 },
          ],
        }),
      },
      'admin',
    );
    expect(calls.saveCollarCuffRules.output.parse(saved)).toMatchObject({
      level: 'I',
      aql: 4,
      overrides: [
        { scope: 'customer', key: 'CUST-T1', label: 'Polo Export House', level: 'III', aql: 1 },
        { scope: 'item', key: cuff.itemCode, label: cuff.itemName, aql: 6.5 },
      ],
      updatedBy: 'Boss',
    });
    expect(await ok('getCollarCuffRules', {})).toEqual(saved);
  });

  it.each([
    [{ overrides: [{ ...customerRule, key: 'CUST-NOPE' }] }, 'jsonData.overrides.0.key'],
    [
      { overrides: [{ ...customerRule, scope: 'item', key: 'FAB-SJ-T1' }] },
      'jsonData.overrides.0.key',
    ],
    [{ overrides: [customerRule, customerRule] }, 'jsonData.overrides'],
    [{ aql: 3 }, 'jsonData.aql'],
    [{ level: 'S-1' }, 'jsonData.level'],
    [{ gradeBand: { grade1Below: 6, grade3Above: 5 } }, 'jsonData.gradeBand.grade3Above'],
  ])('refuses %o naming %s, changing nothing', async (over, path) => {
    const before = await ok('getCollarCuffRules', {});
    const res = await refused('saveCollarCuffRules', { jsonData: rules(over) }, 'admin');
    expect(res).toMatchObject({ status: 400, path });
    expect(await ok('getCollarCuffRules', {})).toEqual(before);
  });

  it('are changed by administrators only', async () => {
    const res = await refused('saveCollarCuffRules', { jsonData: rules() }, 'inspector');
    expect(res.status).toBe(403);
    expect(await count(ccSettings)).toBe(1);
    expect(await count(ccRuleOverrides)).toBe(2);
  });
});

describe('the rule a lot is judged by', () => {
  it('is the customer’s own, then the item’s, then the mill’s, fixed when it starts', async () => {
    const navy = await knit([600]);
    const forCustomer = await ok('postCCData', {
      jsonData: ccHeader({ knitReportNo: navy.reportNo, customer: 'Polo Export House' }),
    });
    // 600 pieces at level III is letter K: AQL 1.0 samples 125, Ac 3, Re 4.
    expect(forCustomer.aql).toMatchObject({
      level: 'III',
      aql: 1,
      codeLetter: 'K',
      sampleSize: 125,
      acceptNo: 3,
      rejectNo: 4,
    });
    const cuffs = await knit([600], { itemCode: cuff.itemCode, kind: 'cuff' });
    const forItem = await ok('postCCData', {
      jsonData: ccHeader({ itemCode: cuff.itemCode, kind: 'cuff', knitReportNo: cuffs.reportNo }),
    });
    // 600 at level II is J: AQL 6.5 samples 80, Ac 10, Re 11.
    expect(forItem.aql).toMatchObject({ level: 'II', aql: 6.5, sampleSize: 80, acceptNo: 10 });
    const plain = await ok('postCCData', {
      jsonData: ccHeader({ knitReportNo: (await knit([600])).reportNo }),
    });
    // The mill's rule: level I gives 600 letter G; AQL 4.0 samples 32, Ac 3, Re 4.
    expect(plain.aql).toMatchObject({
      level: 'I',
      aql: 4,
      codeLetter: 'G',
      sampleSize: 32,
      acceptNo: 3,
    });

    await ok('saveCollarCuffRules', { jsonData: rules() }, 'admin');
    const kept = await ok('getQICCReportWithRollsFromDB', { report_no: forCustomer.reportNo });
    expect(kept).toMatchObject({
      aql: { level: 'III', aql: 1, sampleSize: 125 },
      gradeBand: { grade1Below: 1, grade3Above: 3 },
    });
  });
});

describe('getAqlPlan', () => {
  it('answers the plan of a lot at the level and AQL asked for', async () => {
    const plan = await ok('getAqlPlan', { lotSize: 2000, aql: 2.5, level: 'II' });
    expect(calls.getAqlPlan.output.parse(plan)).toEqual({
      lotSize: 2000,
      level: 'II',
      aql: 2.5,
      codeLetter: 'K',
      planLetter: 'K',
      sampleSize: 125,
      acceptNo: 7,
      rejectNo: 8,
      inspectAll: false,
    });
    expect(await ok('getAqlPlan', { lotSize: 3, aql: 2.5, level: 'II' })).toMatchObject({
      sampleSize: 3,
      inspectAll: true,
    });
  });

  it('takes the mill’s level and AQL for what is left out', async () => {
    expect(await ok('getAqlPlan', { lotSize: 2000 })).toMatchObject({
      level: 'II',
      aql: 2.5,
      sampleSize: 125,
    });
    await ok('saveCollarCuffRules', { jsonData: rules({ level: 'III', aql: 1.5 }) }, 'admin');
    expect(await ok('getAqlPlan', { lotSize: 2000 })).toMatchObject({
      level: 'III',
      aql: 1.5,
      codeLetter: 'L',
      sampleSize: 200,
      acceptNo: 7,
    });
    expect(await ok('getAqlPlan', { lotSize: 2000, level: 'I' })).toMatchObject({
      level: 'I',
      aql: 1.5,
      codeLetter: 'H',
      sampleSize: 50,
      acceptNo: 2,
    });
  });

  it.each([
    [{ lotSize: 0 }, 'lotSize'],
    [{ lotSize: 12.5 }, 'lotSize'],
    [{ lotSize: 100, aql: 3 }, 'aql'],
    [{ lotSize: 100, level: 'IV' }, 'level'],
  ])('refuses %o naming %s', async (input, path) => {
    expect(await refused('getAqlPlan', input)).toMatchObject({ status: 400, path });
  });
});
